import type { Allergen } from '../generated/prisma/client';
import { missingWords } from '../common/i18n/catalogue-words';
import { SHOP_LANGUAGES } from '../common/i18n/languages';
import { type OrderEmailFacts, type OrderEmailKind, renderOrderEmail } from './order-emails';

function facts(overrides: Partial<OrderEmailFacts> = {}): OrderEmailFacts {
  return {
    kind: 'received',
    orderNumber: 1042,
    customerName: 'Ada Lovelace',
    phone: '+33 6 12 34 56 78',
    allergyNote: null,
    answerBy: null,
    shopName: 'Foodi',
    orderUrl: 'https://shop.example/order',
    timeZone: 'Europe/Paris',
    locale: 'en-US',
    language: 'en',
    fulfilment: 'pickup',
    address: null,
    promisedAt: new Date('2026-11-24T18:30:00Z'),
    readyAt: null,
    lines: [
      {
        name: 'Margherita',
        quantity: 2,
        priceCents: 1250,
        choices: [{ name: 'Large' }, { name: 'Basil', quantity: 2 }],
        allergens: ['gluten', 'milk'],
        mayContain: [],
      },
      {
        name: 'Tiramisu',
        quantity: 1,
        priceCents: 650,
        choices: [],
        allergens: ['eggs', 'gluten', 'milk'],
        mayContain: ['nuts'],
      },
    ],
    bill: {
      subtotalCents: 3150,
      discountCents: 315,
      serviceFeeCents: 0,
      serviceFeeName: null,
      deliveryFeeCents: 0,
      tipCents: 300,
      taxCents: 0,
      totalCents: 3135,
      taxIncluded: true,
      currency: 'usd',
    },
    reason: null,
    refundCents: null,
    ...overrides,
  };
}

/** The HTML's words as a reader sees them: no tags, entities read back, spaces tidied. */
function words(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

const ALL: Allergen[] = [
  'celery',
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'lupin',
  'milk',
  'molluscs',
  'mustard',
  'nuts',
  'peanuts',
  'sesame',
  'soya',
  'sulphites',
];

describe('renderOrderEmail', () => {
  it('tells the customer of an order for later by when the kitchen will confirm it', () => {
    const email = renderOrderEmail(facts({ answerBy: new Date('2026-11-24T18:10:00Z') }));
    expect(email.text).toContain('The kitchen will confirm it by Tuesday 24 November, 19:10 at the latest');
    expect(words(email.html)).toContain('The kitchen will confirm it by Tuesday 24 November, 19:10 at the latest');
  });

  it('says an order was received, that the card is only authorised, and lists the lines and the bill', () => {
    const email = renderOrderEmail(facts());
    expect(email.subject).toBe('We have your order (order #1042, Foodi)');
    for (const part of [words(email.html), email.text]) {
      expect(part).toContain('We have your order');
      expect(part).toContain('Hello Ada Lovelace,');
      expect(part).toContain('The kitchen will confirm it shortly');
      expect(part).toContain(
        'Your card is only authorised for $31.35 for now; it is charged when the kitchen accepts the order.',
      );
      expect(part).toContain('for pickup on Tuesday 24 November, 19:30');
      expect(part).toContain('2 × Margherita');
      expect(part).toContain('$25.00');
      expect(part).toContain('Large, Basil ×2');
      // In writing, on the way: each line's allergens as paid for.
      expect(part).toContain('Allergens: Cereals containing gluten, Milk');
      expect(part).toContain('Allergens: Cereals containing gluten, Eggs, Milk');
      expect(part).toContain('May contain: Tree nuts');
      expect(part).toContain('−$3.15');
      expect(part).toContain('Tip');
      expect(part).toContain('Order #1042 for Ada Lovelace · +33 6 12 34 56 78');
      expect(part).toContain('Pickup at Foodi');
    }
    expect(email.text).toContain('See your order: https://shop.example/order');
    expect(email.text).toContain('Total: $31.35');
    expect(email.text).not.toMatch(/<[a-z]/i);
  });

  it('writes amounts in the currency the order was paid in, as the shop’s locale writes them', () => {
    const base = facts();
    const inEuros = renderOrderEmail(facts({ locale: 'fr-FR', bill: { ...base.bill, currency: 'eur' } }));
    expect(inEuros.text).toContain('Total: 31,35\u00a0€');
    expect(inEuros.text).toContain('2 × Margherita');
    expect(inEuros.text).toContain('25,00\u00a0€');
    expect(words(inEuros.html)).toContain('Total 31,35 €');
    const inYen = renderOrderEmail(
      facts({ locale: 'ja-JP', lines: [], bill: { ...base.bill, totalCents: 2400, currency: 'jpy' } }),
    );
    expect(inYen.text).toContain('Total: ￥2,400');
  });

  it('lays the HTML out as a single column of tables at most 600 px wide, with inline styles and nothing fetched', () => {
    const { html } = renderOrderEmail(facts());
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('max-width:600px');
    expect(html).toContain('role="presentation"');
    expect(html).not.toMatch(/<img|<link|<style|@import|url\(/i);
    expect(html).toContain('href="https://shop.example/order"');
  });

  it('escapes what people typed: dish and choice names, names, addresses and reasons', () => {
    const script = '<script>alert("x")</script>';
    const email = renderOrderEmail(
      facts({
        kind: 'rejected',
        customerName: `Bob <b>& Co</b>`,
        fulfilment: 'delivery',
        address: { line1: `1 <img src=x onerror=alert(1)> Road`, line2: null, city: 'Paris', postcode: '75001' },
        lines: [
          {
            name: script,
            quantity: 1,
            priceCents: 900,
            choices: [{ name: `"><svg onload=alert(2)>` }],
            allergens: [],
            mayContain: [],
          },
        ],
        reason: `Closed <i>today</i> & tomorrow`,
        allergyNote: `No <u>nuts</u> & no sesame`,
      }),
    );
    expect(email.html).toContain('No &lt;u&gt;nuts&lt;/u&gt; &amp; no sesame');
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toMatch(/<img|<svg|<b>|<i>/);
    expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(email.html).toContain('Bob &lt;b&gt;&amp; Co&lt;/b&gt;');
    expect(email.html).toContain('1 &lt;img src=x onerror=alert(1)&gt; Road');
    expect(email.html).toContain('Closed &lt;i&gt;today&lt;/i&gt; &amp; tomorrow');
    // The plain text is not HTML: it says the names as they are.
    expect(email.text).toContain(`1 × ${script}`);
    expect(email.text).toContain('The reason: Closed <i>today</i> & tomorrow');
  });

  it('repeats the customer’s allergy note for the kitchen, highlighted, and says nothing of one they did not write', () => {
    const noted = renderOrderEmail(facts({ allergyNote: 'Severe peanut allergy' }));
    expect(noted.text).toContain('Your allergy note for the kitchen: Severe peanut allergy');
    expect(noted.html).toMatch(/color:#8a1c1c;">Your allergy note for the kitchen: Severe peanut allergy</);
    const plain = renderOrderEmail(facts());
    expect(plain.text).not.toContain('allergy note');
    expect(plain.html).not.toContain('allergy note');
  });

  it('gives the time of an accepted order in the shop’s zone, ready or delivered', () => {
    const readyAt = new Date('2026-11-24T18:30:00Z');
    const pickup = renderOrderEmail(facts({ kind: 'accepted', readyAt, timeZone: 'Europe/Paris' }));
    expect(pickup.subject).toBe('Your order is accepted: ready Tuesday 24 November, 19:30 (order #1042, Foodi)');
    expect(pickup.text).toContain('It will be ready for pickup on Tuesday 24 November, 19:30.');
    expect(pickup.text).toContain('Your card is charged $31.35.');
    const delivered = renderOrderEmail(
      facts({
        kind: 'accepted',
        readyAt,
        timeZone: 'America/New_York',
        fulfilment: 'delivery',
        address: { line1: '5 Elm Street', line2: 'Flat 2', city: 'Springfield', postcode: '62701' },
        bill: { ...facts().bill, deliveryFeeCents: 499 },
      }),
    );
    expect(words(delivered.html)).toContain('It will be delivered on Tuesday 24 November, 13:30.');
    expect(delivered.text).toContain('Delivered to:\n5 Elm Street\nFlat 2\n62701 Springfield');
    expect(delivered.text).toContain('Delivery: $4.99');
  });

  it('names the shop’s service fee on the bill when the order paid one, and no fee when it paid none', () => {
    const fee = renderOrderEmail(
      facts({ bill: { ...facts().bill, serviceFeeCents: 85, serviceFeeName: 'Kitchen fee', totalCents: 3220 } }),
    );
    expect(fee.text).toContain('Kitchen fee: $0.85');
    expect(words(fee.html)).toContain('Kitchen fee $0.85');
    expect(renderOrderEmail(facts()).text).not.toMatch(/fee/i);
  });

  it('says what a gift card paid and what the card is asked for, and what went back onto the gift card', () => {
    const withGiftCard = { ...facts().bill, giftCardCents: 1000 };
    const received = renderOrderEmail(facts({ bill: withGiftCard }));
    for (const part of [words(received.html), received.text]) {
      expect(part).toContain('Your card is only authorised for $21.35 for now');
      expect(part).toContain('Paid with a gift card');
      expect(part).toContain('−$10.00');
      expect(part).toContain('Paid by card');
    }
    const allOfIt = renderOrderEmail(facts({ bill: { ...facts().bill, giftCardCents: 3135 } }));
    expect(allOfIt.text).toContain('Your gift card paid for it all: nothing is charged to a card.');
    expect(allOfIt.text).not.toContain('Your card is only authorised');

    const rejected = renderOrderEmail(
      facts({ kind: 'rejected', reason: 'Out of dough.', bill: withGiftCard, giftCardRefundCents: 1000 }),
    );
    expect(rejected.text).toContain('Nothing was charged; the hold on your card is released.');
    expect(rejected.text).toContain('$10.00 went back onto your gift card.');
    const cancelled = renderOrderEmail(
      facts({
        kind: 'cancelled',
        bill: { ...facts().bill, giftCardCents: 3135 },
        refundCents: 0,
        giftCardRefundCents: 3135,
      }),
    );
    expect(cancelled.text).toContain('$31.35 went back onto your gift card.');
    expect(cancelled.text).not.toContain('your card');
  });

  it('says a ready order is ready for pickup, or on its way', () => {
    expect(renderOrderEmail(facts({ kind: 'ready' })).text).toContain('Your order is ready for pickup');
    const delivery = renderOrderEmail(
      facts({ kind: 'ready', fulfilment: 'delivery', address: { line1: 'a', city: 'b', postcode: 'c' } }),
    );
    expect(delivery.subject).toContain('Your order is on its way');
  });

  it('says why an order was rejected and that nothing was charged', () => {
    const email = renderOrderEmail(facts({ kind: 'rejected', reason: 'The kitchen closed early.' }));
    expect(email.text).toContain('The reason: The kitchen closed early.');
    expect(email.text).toContain('Nothing was charged; the hold on your card is released.');
  });

  it('says why an order was cancelled and what was refunded', () => {
    const refunded = renderOrderEmail(facts({ kind: 'cancelled', reason: 'Out of mozzarella.', refundCents: 3135 }));
    expect(refunded.text).toContain('The reason: Out of mozzarella.');
    expect(refunded.text).toContain('We refunded $31.35 to your card');
    expect(words(refunded.html)).toContain('We refunded $31.35 to your card');
    const uncharged = renderOrderEmail(facts({ kind: 'cancelled', reason: null, refundCents: null }));
    expect(uncharged.text).toContain('Nothing was charged');
  });

  it('renders every kind with a subject, HTML and text that name the order', () => {
    const kinds: OrderEmailKind[] = ['received', 'accepted', 'ready', 'rejected', 'cancelled'];
    for (const kind of kinds) {
      const email = renderOrderEmail(facts({ kind, customerName: null }));
      expect(email.subject).toContain('#1042');
      expect(email.text).toContain('Hello,');
      expect(email.html).toContain('Order #1042');
    }
  });

  it('writes every e-mail in the language the customer ordered in, each word from its catalogue', () => {
    const kinds: OrderEmailKind[] = ['received', 'accepted', 'ready', 'rejected', 'cancelled'];
    for (const language of SHOP_LANGUAGES) {
      for (const kind of kinds) {
        for (const fulfilment of ['pickup', 'delivery'] as const) {
          renderOrderEmail(
            facts({
              kind,
              language,
              fulfilment,
              address: { line1: '1 Rue de Rivoli', city: 'Paris', postcode: '75001' },
              answerBy: new Date('2026-11-24T18:00:00Z'),
              readyAt: new Date('2026-11-24T18:45:00Z'),
              reason: 'Out of basil',
              refundCents: 500,
              allergyNote: 'Coeliac',
              // Every allergen's name, in every language.
              lines: [
                { name: 'Everything', quantity: 1, priceCents: 100, choices: [], allergens: ALL, mayContain: ALL },
              ],
              bill: {
                ...facts().bill,
                tipCents: 100,
                taxCents: 200,
                deliveryFeeCents: 300,
                taxIncluded: kind === 'ready',
              },
            }),
          );
        }
      }
    }
    expect([...missingWords]).toEqual([]);
    const french = renderOrderEmail(
      facts({ language: 'fr', locale: 'fr-FR', bill: { ...facts().bill, currency: 'eur' } }),
    );
    expect(french.subject).toBe('Nous avons bien reçu votre commande (commande #1042, Foodi)');
    expect(french.text).toContain('Vous avez demandé à la retirer le mardi 24 novembre à 19:30.');
    expect(french.text).toContain('Bonjour Ada Lovelace,');
    expect(french.text).toContain('Allergènes\u00a0: Céréales contenant du gluten, Œufs, Lait');
    expect(french.text).toContain('Traces éventuelles\u00a0: Fruits à coque');
    const german = renderOrderEmail(facts({ language: 'de', kind: 'ready' }));
    expect(german.subject).toBe('Ihre Bestellung ist abholbereit (Bestellung #1042, Foodi)');
  });
});
