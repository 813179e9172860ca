import { setupI18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { describe, expect, it, vi } from 'vitest';
import { activateLanguage, cataloguesOf, loadCustomersWordsWhenMissing } from './catalogues';

/** A message of the restaurant's own pages (src/locales/fr/restaurant.po), by the id the build gives it. */
const RESTAURANT_MESSAGE = String(generateMessageId('{first} and {last}'));

describe('a message a screen asks for that the page has not loaded', () => {
  it("has every customer's catalogue loaded, in the page's language, and reads in it once they are here", async () => {
    const i18n = setupI18n();
    await activateLanguage(i18n, 'fr');
    const stop = loadCustomersWordsWhenMissing(i18n);
    // Lingui shows a missing message's id.
    expect(i18n._(RESTAURANT_MESSAGE, { first: 'lundi', last: 'mardi' })).toBe(RESTAURANT_MESSAGE);

    await vi.waitFor(() =>
      expect(cataloguesOf(i18n).sort()).toEqual([
        'src/locales/fr/account.po',
        'src/locales/fr/parts.po',
        'src/locales/fr/restaurant.po',
        'src/locales/fr/shop.po',
      ]),
    );
    await vi.waitFor(() =>
      expect(i18n._(RESTAURANT_MESSAGE, { first: 'lundi', last: 'mardi' })).toBe('lundi et mardi'),
    );
    stop();
  });

  it('asked for by many screens at once, has each catalogue loaded once', async () => {
    // German: Lingui keeps the first catalogue of a language it is given and adds the next ones to it, so that the
    // French one above already holds the restaurant's words.
    const i18n = setupI18n();
    await activateLanguage(i18n, 'de');
    const stop = loadCustomersWordsWhenMissing(i18n);
    let loads = 0;
    const stopCounting = i18n.on('change', () => (loads += 1));
    for (let screen = 0; screen < 3; screen += 1) i18n._(RESTAURANT_MESSAGE);
    await vi.waitFor(() =>
      expect(i18n._(RESTAURANT_MESSAGE, { first: 'a', last: 'b' })).toBe('a und b'),
    );
    // One load, and one change, per catalogue: the parts', the restaurant's and the customer's.
    await vi.waitFor(() => expect(loads).toBe(3));
    stopCounting();
    stop();
  });

  it('loads nothing while every message asked for is there', async () => {
    const i18n = setupI18n();
    await activateLanguage(i18n, 'en');
    const stop = loadCustomersWordsWhenMissing(i18n);
    i18n._(String(generateMessageId('Menu')));
    expect(cataloguesOf(i18n)).toEqual(['src/locales/en/shop.po']);
    stop();
  });
});
