import { missingWords } from '../common/i18n/catalogue-words';
import { renderAccountEmail } from './account-emails';

const LINK = 'http://127.0.0.1:9099/emulator/action?mode=verifyEmail&lang=en&oobCode=abc&apiKey=fake-api-key';

/** The HTML's words as a reader sees them: no tags, entities read back, spaces tidied. */
function words(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

describe('renderAccountEmail', () => {
  it("asks the customer to confirm their address with Firebase's link, under the shop's name", () => {
    const email = renderAccountEmail({
      kind: 'verify-email',
      name: 'Ada Lovelace',
      shopName: 'Foodi',
      link: LINK,
      language: 'en',
    });
    expect(email.subject).toBe('Confirm your e-mail address (Foodi)');
    for (const part of [words(email.html), email.text]) {
      expect(part).toContain('Foodi');
      expect(part).toContain('Hello Ada Lovelace,');
      expect(part).toContain('Please confirm that this address is yours');
    }
    expect(email.text).toContain(`Confirm my address: ${LINK}`);
    expect(email.html).toContain(`href="${LINK.replace(/&/g, '&amp;')}"`);
  });

  it('offers the link to choose a new password, and says that nothing changes without it', () => {
    const email = renderAccountEmail({
      kind: 'password-reset',
      name: null,
      shopName: 'Foodi',
      link: LINK,
      language: 'en',
    });
    expect(email.subject).toBe('Choose a new password (Foodi)');
    for (const part of [words(email.html), email.text]) {
      expect(part).toContain('Hello,');
      expect(part).toContain('your password stays as it is');
    }
    expect(email.text).toContain(`Choose a new password: ${LINK}`);
  });

  it('escapes the name and the shop name in the HTML', () => {
    const email = renderAccountEmail({
      kind: 'verify-email',
      name: '<b>Eve</b>',
      shopName: 'Tom & "Jerry"',
      link: LINK,
      language: 'en',
    });
    expect(email.html).not.toContain('<b>Eve</b>');
    expect(email.html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    expect(email.html).toContain('Tom &amp; &quot;Jerry&quot;');
  });

  it('is written in the language the customer asked in, every word from the catalogue', () => {
    const french = renderAccountEmail({
      kind: 'verify-email',
      name: 'Ada',
      shopName: 'Foodi',
      link: LINK,
      language: 'fr',
    });
    expect(french.subject).toBe('Confirmez votre adresse e-mail (Foodi)');
    expect(french.text).toContain('Bonjour Ada,');
    expect(french.text).toContain(`Confirmer mon adresse\u00a0: ${LINK}`);
    const german = renderAccountEmail({
      kind: 'password-reset',
      name: null,
      shopName: 'Foodi',
      link: LINK,
      language: 'de',
    });
    expect(german.subject).toBe('Neues Passwort wählen (Foodi)');
    expect(words(german.html)).toContain('Ihr Passwort bleibt, wie es ist');
    expect([...missingWords]).toEqual([]);
  });
});
