import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { languageOfAddress, languageRewrite } from './addresses';

describe("a page's language and its address", () => {
  it('reads the language from the prefix, and the shop’s own language where there is none', () => {
    expect(languageOfAddress('/fr/menu', 'en')).toEqual({ language: 'fr', pathname: '/menu' });
    expect(languageOfAddress('/de', 'en')).toEqual({ language: 'de', pathname: '/' });
    expect(languageOfAddress('/menu', 'fr')).toEqual({ language: 'fr', pathname: '/menu' });
    expect(languageOfAddress('/en/menu', 'fr')).toEqual({ language: 'en', pathname: '/menu' });
  });

  it('takes no prefix for the shop’s own language or a language it does not ship', () => {
    // `/fr/menu` in a French shop is no address of the shop's: its menu is `/menu`.
    expect(languageOfAddress('/fr/menu', 'fr')).toEqual({ language: 'fr', pathname: '/fr/menu' });
    expect(languageOfAddress('/es/menu', 'en')).toEqual({ language: 'en', pathname: '/es/menu' });
    expect(languageOfAddress('/french-fries', 'en')).toEqual({
      language: 'en',
      pathname: '/french-fries',
    });
  });

  it('writes the router’s links in the language the interface is in', () => {
    const i18n = setupI18n({ locale: 'fr', messages: { fr: {} } });
    const rewrite = languageRewrite(i18n, () => 'en');
    const output = (path: string) =>
      (rewrite.output!({ url: new URL(path, 'https://shop.example') }) as URL).pathname;
    expect(output('/menu')).toBe('/fr/menu');
    expect(output('/')).toBe('/fr');
    i18n.activate('en');
    expect(output('/menu')).toBe('/menu');
    const input = (path: string) =>
      (rewrite.input!({ url: new URL(path, 'https://shop.example') }) as URL).pathname;
    expect(input('/fr/cart-page')).toBe('/cart-page');
  });
});
