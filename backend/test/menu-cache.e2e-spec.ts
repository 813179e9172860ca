import { startShop, type TestShop } from './app';

type Dish = { _id: string; name: string; price: number };

describe('the menu, answered from the cache', () => {
  let shop: TestShop;
  let admin: string;

  beforeAll(async () => {
    // A long TTL: whatever changes within a test can only come from the invalidation on write.
    shop = await startShop({ MENU_CACHE_TTL_MS: '60000', CORS_ORIGINS: 'https://partner.example' });
    admin = (await shop.signIn('owner')).authorization;
  });
  afterAll(() => shop.close());

  it('answers the whole menu with a strong ETag that stays the same while the menu does', async () => {
    const first = await shop.http.get('/api/menu').expect(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]{16,}"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(first.body.length).toBe(await shop.prisma.menuItem.count());
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    const second = await shop.http.get('/api/menu').expect(200);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body).toEqual(first.body);
  });

  it('answers 304 without a body to a client that holds the current menu, and the menu to one that does not', async () => {
    const { etag } = (await shop.http.get('/api/menu')).headers;
    const notModified = await shop.http.get('/api/menu').set('If-None-Match', etag!).expect(304);
    expect(notModified.text).toBeFalsy();
    expect(notModified.headers.etag).toBe(etag);
    await shop.http.get('/api/menu').set('If-None-Match', `"other", W/${etag}`).expect(304);
    const stale = await shop.http.get('/api/menu').set('If-None-Match', '"an-older-menu"').expect(200);
    expect(stale.body.length).toBeGreaterThan(0);
  });

  it('carries the security headers of every other answer, and CORS headers for a partner on another origin', async () => {
    const health = await shop.http.get('/api/health').expect(200);
    const menu = await shop.http.get('/api/menu').expect(200);
    const security = [
      'content-security-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
    ];
    for (const header of security) {
      expect(health.headers[header]).toBeDefined();
      expect(menu.headers[header]).toBe(health.headers[header]);
    }
    const partner = await shop.http.get('/api/menu').set('Origin', 'https://partner.example').expect(200);
    expect(partner.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(partner.headers.etag).toBe(menu.headers.etag);
    expect(partner.headers['x-content-type-options']).toBe('nosniff');
    const stranger = await shop.http.get('/api/menu').set('Origin', 'https://stranger.example').expect(200);
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends the menu gzipped, compressed once, to a browser that accepts it, and plain to a client that does not', async () => {
    const gzipped = await shop.http.get('/api/menu').set('Accept-Encoding', 'gzip, deflate, br').expect(200);
    const plain = await shop.http.get('/api/menu').set('Accept-Encoding', 'identity').expect(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(gzipped.headers['content-length'])).toBeLessThan(Number(plain.headers['content-length']) / 2);
    expect(gzipped.body).toEqual(plain.body);
    expect(gzipped.headers.vary).toMatch(/Accept-Encoding/);
    expect(gzipped.headers.etag).not.toBe(plain.headers.etag);
    // The weights count: gzip refused with q=0 is not sent, and `*` takes it in.
    const refused = await shop.http.get('/api/menu').set('Accept-Encoding', 'gzip;q=0, identity').expect(200);
    expect(refused.headers['content-encoding']).toBeUndefined();
    const anything = await shop.http.get('/api/menu').set('Accept-Encoding', '*').expect(200);
    expect(anything.headers['content-encoding']).toBe('gzip');
    // Either tag names the same menu: a client that changed its Accept-Encoding still gets its 304.
    await shop.http
      .get('/api/menu')
      .set('Accept-Encoding', 'identity')
      .set('If-None-Match', gzipped.headers.etag!)
      .expect(304);
  });

  it("shows an administrator's change, addition and removal on the very next request", async () => {
    const before = await shop.http.get('/api/menu').expect(200);
    const [first] = before.body as Dish[];
    await shop.http.patch(`/api/menu/${first!._id}`).set('Authorization', admin).send({ price: 77.5 }).expect(200);
    const changed = await shop.http.get('/api/menu').set('If-None-Match', before.headers.etag!).expect(200);
    expect((changed.body as Dish[]).find((dish) => dish._id === first!._id)?.price).toBe(77.5);
    expect(changed.headers.etag).not.toBe(before.headers.etag);

    const added = await shop.http
      .post('/api/menu')
      .set('Authorization', admin)
      .send({
        name: 'Cache Buster Soup',
        category: 'soup',
        price: 6,
        recipe: 'Leeks and potatoes.',
        image: '/uploads/soup.webp',
      })
      .expect(201);
    const withSoup = (await shop.http.get('/api/menu').expect(200)).body as Dish[];
    expect(withSoup.at(-1)).toMatchObject({ _id: added.body._id, name: 'Cache Buster Soup' });

    await shop.http.delete(`/api/menu/${added.body._id}`).set('Authorization', admin).expect(200);
    const withoutSoup = (await shop.http.get('/api/menu').expect(200)).body as Dish[];
    expect(withoutSoup.map((dish) => dish._id)).not.toContain(added.body._id);
    expect(withoutSoup).toHaveLength(before.body.length);
  });
});

describe('the menu cache across instances', () => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await startShop({ MENU_CACHE_TTL_MS: '1500' });
  });
  afterAll(() => shop.close());

  it('shows a change made elsewhere (another instance, the database) once the TTL has passed', async () => {
    const [first] = (await shop.http.get('/api/menu').expect(200)).body as Dish[];
    await shop.prisma.menuItem.update({ where: { id: first!._id }, data: { name: 'Renamed Elsewhere' } });
    const soon = (await shop.http.get('/api/menu').expect(200)).body as Dish[];
    expect(soon[0]!.name).toBe(first!.name);
    // Asked again until the cached answer has lived its TTL: a busy machine's minute at most.
    let later = soon;
    for (const deadline = Date.now() + 60_000; later[0]!.name !== 'Renamed Elsewhere' && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      later = (await shop.http.get('/api/menu').expect(200)).body as Dish[];
    }
    expect(later[0]!.name).toBe('Renamed Elsewhere');
  });
});

describe('the menu without the cache', () => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await startShop({ MENU_CACHE_TTL_MS: '0' });
  });
  afterAll(() => shop.close());

  it('reads the database for every request when MENU_CACHE_TTL_MS is 0', async () => {
    const [first] = (await shop.http.get('/api/menu').expect(200)).body as Dish[];
    await shop.prisma.menuItem.update({ where: { id: first!._id }, data: { name: 'Renamed At Once' } });
    expect(((await shop.http.get('/api/menu').expect(200)).body as Dish[])[0]!.name).toBe('Renamed At Once');
  });
});
