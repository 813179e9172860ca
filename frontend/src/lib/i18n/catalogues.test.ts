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

  it('loads nothing while every message asked for is there', async () => {
    const i18n = setupI18n();
    await activateLanguage(i18n, 'en');
    const stop = loadCustomersWordsWhenMissing(i18n);
    i18n._(String(generateMessageId('Menu')));
    expect(cataloguesOf(i18n)).toEqual(['src/locales/en/shop.po']);
    stop();
  });
});
