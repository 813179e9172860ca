import { randomUUID } from 'node:crypto';
import { startShop, type TestShop } from './app';
import { expectErrorBody } from './error-body';
import { as } from './option-groups';

type Promo = { _id: string; code: string; uses: number };

const summer = {
  code: 'summer-5',
  description: 'Five dollars off in summer',
  discount: { amount: 5 },
  minimumSubtotal: 25,
  validFrom: '2027-06-01T00:00:00.000Z',
  validUntil: '2027-09-01T00:00:00.000Z',
  fulfilment: 'pickup',
  maxUses: 100,
  maxUsesPerCustomer: 1,
  active: true,
};

describe('promo codes', () => {
  let shop: TestShop;
  let admin: ReturnType<typeof as>;
  let customer: ReturnType<typeof as>;
  let customerId: string;

  beforeAll(async () => {
    shop = await startShop();
    admin = as(shop, await shop.signIn('owner'));
    const user = await shop.signIn('customer');
    customerId = user.id;
    customer = as(shop, user);
  });
  afterAll(() => shop.close());

  const codes = async (): Promise<Promo[]> => (await admin.get('/promo-codes').expect(200)).body;

  it("hold the seed's WELCOME10 in a new shop: 10 % off, no limits", async () => {
    expect(await codes()).toEqual([
      {
        _id: expect.any(String),
        code: 'WELCOME10',
        description: '10 % off your order',
        discount: { percent: 10 },
        minimumSubtotal: 0,
        validFrom: null,
        validUntil: null,
        fulfilment: null,
        maxUses: null,
        maxUsesPerCustomer: null,
        active: true,
        uses: 0,
      },
    ]);
  });

  it('are stored upper case, read back as written, newest first, and replaced whole', async () => {
    const created: Promo = (await admin.post('/promo-codes', summer).expect(201)).body;
    expect(created).toEqual({ _id: expect.any(String), ...summer, code: 'SUMMER-5', uses: 0 });
    expect((await codes()).map((promo) => promo.code)).toEqual(['SUMMER-5', 'WELCOME10']);

    const { description: _, ...undescribed } = summer;
    const replacement = {
      ...undescribed,
      code: 'Summer_6',
      discount: { percent: 15 },
      validFrom: null,
      fulfilment: null,
      maxUses: null,
      active: false,
    };
    const replaced = (await admin.put(`/promo-codes/${created._id}`, replacement).expect(200)).body;
    expect(replaced).toEqual({ _id: created._id, ...replacement, code: 'SUMMER_6', uses: 0 });
    expect((await codes())[0]).toEqual(replaced);

    await admin.delete(`/promo-codes/${created._id}`).expect(200);
    expect((await codes()).map((promo) => promo.code)).toEqual(['WELCOME10']);
    expectErrorBody(await admin.delete(`/promo-codes/${created._id}`), 404);
    expectErrorBody(await admin.put(`/promo-codes/${randomUUID()}`, summer), 404);
  });

  it('refuse a code another promo code has, in any case, with 409', async () => {
    const taken = await admin.post('/promo-codes', { ...summer, code: 'welcome10' });
    expectErrorBody(taken, 409);
    expect(taken.body.message).toBe('Another promo code is WELCOME10 already.');
    const other: Promo = (await admin.post('/promo-codes', { ...summer, code: 'AUTUMN' }).expect(201)).body;
    expectErrorBody(await admin.put(`/promo-codes/${other._id}`, { ...summer, code: 'Welcome10' }), 409);
    await admin.put(`/promo-codes/${other._id}`, { ...summer, code: 'autumn' }).expect(200);
    await admin.delete(`/promo-codes/${other._id}`).expect(200);
  });

  it('refuse a validity window that ends before it starts with 422, and what the contract does not allow with 400', async () => {
    for (const validUntil of [summer.validFrom, '2027-05-31T23:59:59.999Z']) {
      const res = await admin.post('/promo-codes', { ...summer, validUntil });
      expectErrorBody(res, 422);
      expect(res.body.message).toBe('A promo code must end after it starts.');
      expect(res.body.details).toEqual([{ path: '/body/validUntil', message: 'must be after validFrom' }]);
    }
    const ancient = await admin.post('/promo-codes', { ...summer, validFrom: '0000-06-01T00:00:00Z' });
    expectErrorBody(ancient, 422);
    expect(ancient.body.message).toBe('A promo code is valid within the years 0001 to 9999.');
    for (const promo of [
      { ...summer, code: 'no spaces' },
      { ...summer, code: 'AB' },
      { ...summer, discount: { percent: 0 } },
      { ...summer, discount: { percent: 101 } },
      { ...summer, discount: { amount: 0 } },
      { ...summer, discount: { percent: 10, amount: 5 } },
      { ...summer, fulfilment: 'drone' },
      { ...summer, maxUses: 0 },
      { ...summer, validFrom: 'tomorrow' },
      // What no clock shows: a leap second, a day February lacks, hour 24.
      { ...summer, validFrom: '2026-12-31T23:59:60Z' },
      { ...summer, validUntil: '2027-02-30T10:00:00Z' },
      { ...summer, validUntil: '2027-06-01T24:00:00Z' },
      { ...summer, uses: 3 },
      { ...summer, active: undefined },
    ]) {
      expectErrorBody(await admin.post('/promo-codes', promo), 400);
    }
    expect((await codes()).map((promo) => promo.code)).toEqual(['WELCOME10']);
  });

  it('count as uses the checkouts that hold them: paid, or paying now, not released', async () => {
    const [welcome] = await codes();
    const hour = 3_600_000;
    const checkout = (heldUntil: Date | null) => ({
      userId: customerId,
      paymentIntentId: `pi_${randomUUID()}`,
      amountCents: 1000,
      currency: 'usd',
      lines: [],
      promoCodeId: welcome!._id,
      heldUntil,
    });
    await shop.prisma.checkout.createMany({
      data: [
        checkout(null),
        checkout(null),
        checkout(new Date(Date.now() + hour)),
        checkout(new Date(Date.now() - hour)),
      ],
    });
    expect((await codes())[0]).toMatchObject({ code: 'WELCOME10', uses: 3 });
    const { _id, uses: _, ...fields } = (await codes())[0]! as Promo & Record<string, unknown>;
    expect((await admin.put(`/promo-codes/${_id}`, { ...fields, maxUses: 2 }).expect(200)).body).toMatchObject({
      maxUses: 2,
      uses: 3,
    });
  });

  it('are for administrators only', async () => {
    const [welcome] = await codes();
    expectErrorBody(await shop.http.get('/api/promo-codes'), 401);
    expectErrorBody(await shop.http.post('/api/promo-codes').send(summer), 401);
    expectErrorBody(await customer.get('/promo-codes'), 403);
    expectErrorBody(await customer.post('/promo-codes', summer), 403);
    expectErrorBody(await customer.put(`/promo-codes/${welcome!._id}`, summer), 403);
    expectErrorBody(await customer.delete(`/promo-codes/${welcome!._id}`), 403);
    expect((await codes()).map((promo) => promo.code)).toEqual(['WELCOME10']);
  });
});
