import { startShop, type TestShop } from './app';

const SITE = 'https://foodi.example';

/** Each <url> of a sitemap: its address and, when given, its last change. */
function sitemapEntries(xml: string): { loc: string; lastmod?: string }[] {
  expect(
    xml.startsWith(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ),
  ).toBe(true);
  expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  return [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, url]) => {
    const loc = /<loc>(.*?)<\/loc>/.exec(url!)?.[1];
    const lastmod = /<lastmod>(.*?)<\/lastmod>/.exec(url!)?.[1];
    return { loc: loc!.replaceAll('&amp;', '&'), ...(lastmod ? { lastmod } : {}) };
  });
}

describe('robots.txt and sitemap.xml, for search engines', () => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await startShop({ SHOP_URL: `${SITE}/` });
  });
  afterAll(() => shop.close());

  it('lets crawlers into the storefront, keeps them out of private pages and the API, and names the sitemap', async () => {
    const res = await shop.http.get('/robots.txt').expect(200);

    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const lines = res.text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of [
      '/dashboard',
      '/api/',
      '/cart-page',
      '/process-checkout',
      '/order',
      '/update-profile',
      '/login',
      '/signup',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /menu');
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it("lists every public page once, on the shop's address, with each category that has dishes", async () => {
    const res = await shop.http.get('/sitemap.xml').expect(200);

    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const locations = sitemapEntries(res.text).map(({ loc }) => loc);
    for (const loc of locations) expect(new URL(loc).origin).toBe(SITE);
    expect(locations).toEqual([
      `${SITE}/`,
      `${SITE}/menu`,
      `${SITE}/menu?category=salad`,
      `${SITE}/menu?category=pizza`,
      `${SITE}/menu?category=soup`,
      `${SITE}/menu?category=dessert`,
      `${SITE}/menu?category=drinks`,
      `${SITE}/menu?category=popular`,
      `${SITE}/about`,
      `${SITE}/contact`,
      `${SITE}/faq`,
      `${SITE}/accessibility`,
      `${SITE}/booking`,
    ]);
  });

  it('dates the menu by its newest dish change and drops a category once its last dish is off the menu', async () => {
    const before = sitemapEntries((await shop.http.get('/sitemap.xml').expect(200)).text);
    const menuBefore = before.find(({ loc }) => loc === `${SITE}/menu`)!;
    expect(Date.parse(menuBefore.lastmod!)).toBeLessThanOrEqual(Date.now());

    const soups = await shop.prisma.menuItem.findMany({ where: { category: 'soup' }, select: { id: true } });
    for (const { id } of soups) await shop.prisma.menuItem.update({ where: { id }, data: { removedAt: new Date() } });
    const newest = await shop.prisma.menuItem.aggregate({ _max: { updatedAt: true } });

    const after = sitemapEntries((await shop.http.get('/sitemap.xml').expect(200)).text);
    expect(after.map(({ loc }) => loc)).not.toContain(`${SITE}/menu?category=soup`);
    expect(after.map(({ loc }) => loc)).toContain(`${SITE}/menu?category=pizza`);
    const menuAfter = after.find(({ loc }) => loc === `${SITE}/menu`)!;
    expect(menuAfter.lastmod).toBe(newest._max.updatedAt!.toISOString());
    expect(Date.parse(menuAfter.lastmod!)).toBeGreaterThan(Date.parse(menuBefore.lastmod!));
    expect(after.find(({ loc }) => loc === `${SITE}/menu?category=pizza`)!.lastmod).toBe(menuAfter.lastmod);
  });
});
