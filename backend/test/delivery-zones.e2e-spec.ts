import { randomUUID } from 'node:crypto';
import { startShop, type TestShop } from './app';
import { expectErrorBody } from './error-body';
import { as } from './option-groups';

type Zone = { _id: string; name: string; area: object; fee: number; minimumOrder: number };

const centre = { name: 'Old town', area: { postcodes: ['ec1a 1bb', 'EC1A-1BB', '75011'] }, fee: 2.5, minimumOrder: 15 };
const circle = {
  name: 'Around the shop',
  area: { center: { latitude: 48.8566, longitude: 2.3522 }, radiusKm: 3.5 },
  fee: 0,
  minimumOrder: 0,
};

describe('delivery zones', () => {
  let shop: TestShop;
  let admin: ReturnType<typeof as>;
  let customer: ReturnType<typeof as>;

  beforeAll(async () => {
    shop = await startShop();
    admin = as(shop, await shop.signIn('owner'));
    customer = as(shop, await shop.signIn('customer'));
  });
  afterAll(() => shop.close());

  const zones = async (): Promise<Zone[]> => (await shop.http.get('/api/delivery-zones').expect(200)).body;

  it("are the seed's in a new shop, listed to anyone by name", async () => {
    expect(await zones()).toEqual([
      {
        _id: expect.any(String),
        name: 'Greater town',
        area: { center: { latitude: 39.8017, longitude: -89.6437 }, radiusKm: 8 },
        fee: 4.95,
        minimumOrder: 25,
      },
      {
        _id: expect.any(String),
        name: 'Town centre',
        area: { postcodes: ['62701', '62702', '62703', '62704'] },
        fee: 2.5,
        minimumOrder: 15,
      },
    ]);
  });

  it('keep postcodes upper case without spaces or dashes, each once, and read back what was written', async () => {
    const created: Zone = (await admin.post('/delivery-zones', centre).expect(201)).body;
    expect(created).toEqual({ _id: expect.any(String), ...centre, area: { postcodes: ['EC1A1BB', '75011'] } });
    const row = await shop.prisma.deliveryZone.findUniqueOrThrow({ where: { id: created._id } });
    expect(row).toMatchObject({
      postcodes: ['EC1A1BB', '75011'],
      feeCents: 250,
      minimumCents: 1500,
      radiusMeters: null,
    });

    const replaced: Zone = (await admin.put(`/delivery-zones/${created._id}`, circle).expect(200)).body;
    expect(replaced).toEqual({ _id: created._id, ...circle });
    expect(await shop.prisma.deliveryZone.findUniqueOrThrow({ where: { id: created._id } })).toMatchObject({
      postcodes: [],
      radiusMeters: 3500,
    });
    expect((await zones()).map((zone) => zone.name)).toEqual(['Around the shop', 'Greater town', 'Town centre']);

    await admin.delete(`/delivery-zones/${created._id}`).expect(200);
    expect((await zones()).map((zone) => zone.name)).toEqual(['Greater town', 'Town centre']);
    expectErrorBody(await admin.delete(`/delivery-zones/${created._id}`), 404);
    expectErrorBody(await admin.put(`/delivery-zones/${randomUUID()}`, centre), 404);
  });

  it('refuse what the contract does not allow with 400', async () => {
    for (const zone of [
      { ...centre, name: '   ' },
      { ...centre, area: { postcodes: [] } },
      { ...centre, area: { postcodes: ['-10001'] } },
      { ...centre, area: { ...circle.area, postcodes: ['75011'] } },
      { ...circle, area: { ...circle.area, radiusKm: 0 } },
      { ...circle, area: { center: { latitude: 91, longitude: 0 }, radiusKm: 1 } },
      { ...centre, fee: -1 },
      { ...centre, fee: 2.555 },
      { ...centre, minimumOrder: undefined },
    ]) {
      expectErrorBody(await admin.post('/delivery-zones', zone), 400);
    }
    expectErrorBody(await admin.put('/delivery-zones/not-an-id', centre), 400);
  });

  it('cannot all be deleted while the shop delivers', async () => {
    const [first, second] = await zones();
    await admin
      .put('/shop/ordering', { ...(await admin.get('/shop/ordering').expect(200)).body, delivery: true })
      .expect(200);
    await admin.delete(`/delivery-zones/${first!._id}`).expect(200);
    const last = await admin.delete(`/delivery-zones/${second!._id}`);
    expectErrorBody(last, 409);
    expect(last.body.message).toBe(
      'The shop delivers to this zone only. Turn delivery off first, or add another zone.',
    );
    expect((await zones()).map((zone) => zone._id)).toEqual([second!._id]);

    await admin
      .put('/shop/ordering', { ...(await admin.get('/shop/ordering').expect(200)).body, delivery: false })
      .expect(200);
    await admin.delete(`/delivery-zones/${second!._id}`).expect(200);
    expect(await zones()).toEqual([]);
  });

  it('keep one zone while the shop delivers even when two administrators delete the last two at once', async () => {
    const first: Zone = (await admin.post('/delivery-zones', centre).expect(201)).body;
    const second: Zone = (await admin.post('/delivery-zones', circle).expect(201)).body;
    const settings = (await admin.get('/shop/ordering').expect(200)).body;
    await admin.put('/shop/ordering', { ...settings, delivery: true }).expect(200);
    const waitingOnSettings = async () => {
      const [row] = await shop.prisma.$queryRaw<{ waiting: number }[]>`
        SELECT count(*)::int AS waiting FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ~* 'FROM shop_settings'`;
      return row!.waiting;
    };
    // The settings row is held while both deletions start, so that each reaches its check before either deletes.
    const { racing } = await shop.prisma.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT id FROM shop_settings WHERE id = 1 FOR UPDATE`;
        const racing = Promise.all(
          [admin.delete(`/delivery-zones/${first._id}`), admin.delete(`/delivery-zones/${second._id}`)].map((req) =>
            req.then((res) => res.status),
          ),
        );
        for (const deadline = Date.now() + 120_000; (await waitingOnSettings()) < 2;) {
          if (Date.now() > deadline) throw new Error('The deletions never reached the settings row.');
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        return { racing };
      },
      { timeout: 150_000 },
    );
    expect((await racing).sort()).toEqual([200, 409]);
    expect(await zones()).toHaveLength(1);
    await admin.put('/shop/ordering', { ...settings, delivery: false }).expect(200);
    await shop.prisma.deliveryZone.deleteMany();
  });

  it('are changed by administrators only', async () => {
    const zone: Zone = (await admin.post('/delivery-zones', centre).expect(201)).body;
    expectErrorBody(await shop.http.post('/api/delivery-zones').send(centre), 401);
    expectErrorBody(await shop.http.put(`/api/delivery-zones/${zone._id}`).send(circle), 401);
    expectErrorBody(await shop.http.delete(`/api/delivery-zones/${zone._id}`), 401);
    expectErrorBody(await customer.post('/delivery-zones', centre), 403);
    expectErrorBody(await customer.put(`/delivery-zones/${zone._id}`, circle), 403);
    expectErrorBody(await customer.delete(`/delivery-zones/${zone._id}`), 403);
    expect(await zones()).toEqual([zone]);
  });
});
