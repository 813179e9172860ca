import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { publicPageHead } from './page-head';

const page = { path: '/menu?category=pizza', title: 'Pizza', description: 'Our pizzas.' };

describe("a public page's head in each language", () => {
  it('names its own address as canonical and the same page in every language the shop speaks', () => {
    const i18n = setupI18n({ locale: 'fr', messages: { fr: {} } });
    const head = publicPageHead({ siteUrl: 'https://shop.example', i18n }, page);
    expect(head.links).toEqual([
      { rel: 'canonical', href: 'https://shop.example/fr/menu?category=pizza' },
      { rel: 'alternate', hrefLang: 'en', href: 'https://shop.example/menu?category=pizza' },
      { rel: 'alternate', hrefLang: 'fr', href: 'https://shop.example/fr/menu?category=pizza' },
      { rel: 'alternate', hrefLang: 'de', href: 'https://shop.example/de/menu?category=pizza' },
      { rel: 'alternate', hrefLang: 'x-default', href: 'https://shop.example/menu?category=pizza' },
    ]);
    expect(head.meta).toContainEqual({
      property: 'og:url',
      content: 'https://shop.example/fr/menu?category=pizza',
    });
  });
});
