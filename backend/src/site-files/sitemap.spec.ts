import { sitemapXml } from './sitemap';

describe('the sitemap', () => {
  it('escapes what XML reads as markup in an address, and dates a page only when its change is known', () => {
    const xml = sitemapXml([
      { url: 'https://shop.example/menu?category=pizza&sort=a-z' },
      { url: "https://shop.example/o'neil<>", lastModified: new Date('2026-11-24T17:00:00Z') },
    ]);

    expect(xml).toContain('<url><loc>https://shop.example/menu?category=pizza&amp;sort=a-z</loc></url>');
    expect(xml).toContain(
      '<url><loc>https://shop.example/o&apos;neil&lt;&gt;</loc><lastmod>2026-11-24T17:00:00.000Z</lastmod></url>',
    );
  });
});
