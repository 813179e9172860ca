import { missingWords } from '../common/i18n/catalogue-words';
import { SHOP_LANGUAGES } from '../common/i18n/languages';
import { type GiftCardEmailFacts, renderGiftCardEmail } from './gift-card-email';

const facts = (overrides: Partial<GiftCardEmailFacts> = {}): GiftCardEmailFacts => ({
  code: 'K7PQ-M2XW-9HTA-RC4D',
  amountCents: 5000,
  currency: 'eur',
  locale: 'fr-FR',
  language: 'en',
  recipientName: 'Noor',
  senderName: 'Ada',
  message: 'Happy birthday!',
  shopName: 'Foodi',
  menuUrl: 'https://shop.example/menu',
  balanceUrl: 'https://shop.example/gift-cards/balance',
  ...overrides,
});

describe('the gift card e-mail', () => {
  it('says who sent it, for how much, the message and the code, with where to spend it and check it', () => {
    const email = renderGiftCardEmail(facts());
    expect(email.subject).toBe('Ada sent you a 50,00\u00a0€ gift card for Foodi');
    expect(email.text).toContain('Hello Noor,');
    expect(email.text).toContain('Happy birthday!');
    expect(email.text).toContain('Your code: K7PQ-M2XW-9HTA-RC4D');
    expect(email.text).toContain('Order now: https://shop.example/menu');
    expect(email.html).toContain('K7PQ-M2XW-9HTA-RC4D');
    expect(email.html).toContain('href="https://shop.example/gift-cards/balance"');
  });

  it('escapes what people typed, and names no sender for a card the shop gives', () => {
    const email = renderGiftCardEmail(
      facts({ senderName: null, recipientName: '<b>Noor</b>', message: '<script>alert(1)</script>' }),
    );
    expect(email.subject).toBe('A 50,00\u00a0€ gift card for Foodi');
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(email.html).toContain('Hello &lt;b&gt;Noor&lt;/b&gt;,');
  });

  it('is written in every language the shop speaks, each word from its catalogue', () => {
    missingWords.clear();
    const subjects = SHOP_LANGUAGES.map((language) => renderGiftCardEmail(facts({ language })).subject);
    expect(new Set(subjects).size).toBe(SHOP_LANGUAGES.length);
    expect([...missingWords]).toEqual([]);
  });
});
