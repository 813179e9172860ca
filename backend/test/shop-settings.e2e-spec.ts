import { startShop, type TestShop } from './app';
import { expectErrorBody } from './error-body';
import { as } from './option-groups';

const ALL_DAY = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => ({
  day,
  opens: '00:00',
  closes: '00:00',
}));

const ordering = {
  pickup: true,
  delivery: false,
  slotMinutes: 15,
  kitchenMinutesPerSlot: 120,
  leadMinutes: 20,
  daysAhead: 5,
  acceptWithinMinutes: 10,
  warnAfterMinutes: 5,
  tips: { enabled: true, presets: [0, 10, 15, 20], custom: true },
  tax: {
    rate: 0,
    pricesIncludeTax: false,
    deliveryFeeTaxed: false,
    tipTaxed: false,
    categoryRates: [] as { category: string; rate: number }[],
  },
  serviceFee: null as null | { name: string; purpose: string; charge: { percent: number } | { amount: number } },
};

const kitchenFee = { name: 'Kitchen fee', purpose: 'It pays our kitchen team a fair wage.' };

const paths = (res: { body: { details?: { path: string }[] } }) =>
  (res.body.details ?? []).map((detail) => detail.path);

describe("the shop's opening hours and how it takes orders", () => {
  let shop: TestShop;
  let admin: ReturnType<typeof as>;
  let customer: ReturnType<typeof as>;

  beforeAll(async () => {
    shop = await startShop();
    admin = as(shop, await shop.signIn('owner'));
    customer = as(shop, await shop.signIn('customer'));
  });
  afterAll(() => shop.close());

  describe('opening hours', () => {
    it('are open every day, all day, in a new shop, for anyone to read', async () => {
      const res = await shop.http.get('/api/shop/hours').expect(200);
      expect(res.body).toEqual({ weekly: ALL_DAY, specialDays: [] });
    });

    it('are replaced whole by an administrator and read back as stored: by weekday and time, special days by date', async () => {
      const hours = {
        weekly: [
          { day: 'friday', opens: '18:00', closes: '01:00' },
          { day: 'monday', opens: '18:00', closes: '22:00' },
          { day: 'monday', opens: '11:30', closes: '14:30' },
          { day: 'saturday', opens: '10:00', closes: '10:00' },
        ],
        specialDays: [
          { date: '2027-01-01', intervals: [{ opens: '18:00', closes: '23:00' }] },
          { date: '2026-12-25', note: 'Christmas Day', intervals: [] },
        ],
      };
      const stored = {
        weekly: [hours.weekly[2], hours.weekly[1], hours.weekly[0], hours.weekly[3]],
        specialDays: [hours.specialDays[1], hours.specialDays[0]],
      };
      expect((await admin.put('/shop/hours', hours).expect(200)).body).toEqual(stored);
      expect((await shop.http.get('/api/shop/hours').expect(200)).body).toEqual(stored);
      expect((await admin.put('/shop/hours', { weekly: ALL_DAY, specialDays: [] }).expect(200)).body).toEqual({
        weekly: ALL_DAY,
        specialDays: [],
      });
    });

    it('refuse overlapping intervals and a date given twice, one detail for each problem, changing nothing', async () => {
      const res = await admin.put('/shop/hours', {
        weekly: [
          { day: 'monday', opens: '11:00', closes: '15:00' },
          { day: 'monday', opens: '14:00', closes: '22:00' },
          { day: 'tuesday', opens: '20:00', closes: '02:00' },
          { day: 'wednesday', opens: '01:00', closes: '03:00' },
          { day: 'thursday', opens: '09:00', closes: '09:00' },
          { day: 'thursday', opens: '12:00', closes: '13:00' },
        ],
        specialDays: [
          {
            date: '2026-12-24',
            intervals: [
              { opens: '10:00', closes: '14:00' },
              { opens: '13:00', closes: '16:00' },
            ],
          },
          { date: '2026-12-24', intervals: [] },
        ],
      });
      expectErrorBody(res, 422);
      expect(res.body.message).toMatch(
        /^These opening hours contradict themselves: weekly\/1 overlaps monday 11:00–15:00; /,
      );
      expect(res.body.details).toEqual([
        { path: '/body/weekly/1', message: 'overlaps monday 11:00–15:00' },
        { path: '/body/weekly/3', message: 'overlaps tuesday 20:00–02:00' },
        { path: '/body/weekly/5', message: 'overlaps thursday 09:00–09:00 (all day)' },
        { path: '/body/specialDays/0/intervals/1', message: 'overlaps 10:00–14:00 on 2026-12-24' },
        { path: '/body/specialDays/1/date', message: 'is the date of specialDays/0 too' },
      ]);
      expect((await shop.http.get('/api/shop/hours').expect(200)).body).toEqual({ weekly: ALL_DAY, specialDays: [] });
    });

    it('refuse what the contract does not allow with 400', async () => {
      for (const hours of [
        { weekly: [{ day: 'someday', opens: '10:00', closes: '12:00' }], specialDays: [] },
        { weekly: [{ day: 'monday', opens: '24:00', closes: '12:00' }], specialDays: [] },
        { weekly: [], specialDays: [{ date: '25/12/2026', intervals: [] }] },
        { weekly: [] },
      ]) {
        expectErrorBody(await admin.put('/shop/hours', hours), 400);
      }
    });

    it('are changed by administrators only', async () => {
      const hours = { weekly: [], specialDays: [] };
      expectErrorBody(await shop.http.put('/api/shop/hours').send(hours), 401);
      expectErrorBody(await customer.put('/shop/hours', hours), 403);
      expect((await shop.http.get('/api/shop/hours').expect(200)).body.weekly).toEqual(ALL_DAY);
    });
  });

  describe('ordering settings', () => {
    it("are the migration's in a new shop: pickup only, 15-minute slots, tips offered, no tax", async () => {
      expect((await admin.get('/shop/ordering').expect(200)).body).toEqual(ordering);
    });

    it('are replaced whole and read back as written, tax rates to the hundredth of a percent', async () => {
      const settings = {
        ...ordering,
        slotMinutes: 30,
        kitchenMinutesPerSlot: 6000,
        leadMinutes: 0,
        daysAhead: 5,
        acceptWithinMinutes: 120,
        tips: { enabled: false, presets: [5, 0], custom: false },
        tax: {
          rate: 8.25,
          pricesIncludeTax: true,
          deliveryFeeTaxed: true,
          tipTaxed: true,
          categoryRates: [
            { category: 'salad', rate: 0 },
            { category: 'drinks', rate: 19.99 },
          ],
        },
      };
      expect((await admin.put('/shop/ordering', settings).expect(200)).body).toEqual(settings);
      expect((await admin.get('/shop/ordering').expect(200)).body).toEqual(settings);
      const row = await shop.prisma.shopSettings.findUniqueOrThrow({ where: { id: 1 } });
      expect(row).toMatchObject({ taxRate: 825, categoryTaxRates: { salad: 0, drinks: 1999 }, tipPresets: [5, 0] });
      await admin.put('/shop/ordering', ordering).expect(200);
    });

    it('keep a service fee, a percentage or an amount, that GET /shop tells every visitor; null takes it away', async () => {
      for (const charge of [{ percent: 3.5 }, { amount: 1.5 }]) {
        const settings = { ...ordering, serviceFee: { ...kitchenFee, charge } };
        expect((await admin.put('/shop/ordering', settings).expect(200)).body).toEqual(settings);
        expect((await shop.http.get('/api/shop').expect(200)).body.serviceFee).toEqual(settings.serviceFee);
      }
      const row = await shop.prisma.shopSettings.findUniqueOrThrow({ where: { id: 1 } });
      expect(row).toMatchObject({ serviceFeeRate: null, serviceFeeCents: 150, serviceFeeName: 'Kitchen fee' });
      expect((await admin.put('/shop/ordering', ordering).expect(200)).body.serviceFee).toBeNull();
      expect((await shop.http.get('/api/shop').expect(200)).body.serviceFee).toBeNull();
      expect(await shop.prisma.shopSettings.findUniqueOrThrow({ where: { id: 1 } })).toMatchObject({
        serviceFeeName: null,
        serviceFeePurpose: null,
        serviceFeeRate: null,
        serviceFeeCents: null,
      });
    });

    it('refuse a shop with neither pickup nor delivery, delivery without a zone, and a category taxed twice', async () => {
      await shop.prisma.deliveryZone.deleteMany();
      const res = await admin.put('/shop/ordering', {
        ...ordering,
        pickup: false,
        tax: {
          ...ordering.tax,
          categoryRates: [
            { category: 'pizza', rate: 5 },
            { category: 'pizza', rate: 7 },
          ],
        },
      });
      expectErrorBody(res, 422);
      expect(res.body.message).toBe(
        'The shop cannot take orders this way: pickup must be offered when delivery is not; tax/categoryRates/1/category is taxed in categoryRates/0 already.',
      );
      expect(paths(res)).toEqual(['/body/pickup', '/body/tax/categoryRates/1/category']);

      const noZone = await admin.put('/shop/ordering', { ...ordering, delivery: true });
      expectErrorBody(noZone, 422);
      expect(noZone.body.details).toEqual([
        { path: '/body/delivery', message: 'needs a delivery zone: add one first' },
      ]);
      expect((await admin.get('/shop/ordering').expect(200)).body).toEqual(ordering);

      await admin
        .post('/delivery-zones', { name: 'Centre', area: { postcodes: ['10001'] }, fee: 2.5, minimumOrder: 15 })
        .expect(201);
      expect(
        (await admin.put('/shop/ordering', { ...ordering, pickup: false, delivery: true }).expect(200)).body,
      ).toMatchObject({ pickup: false, delivery: true });
      await admin.put('/shop/ordering', ordering).expect(200);
    });

    it('refuse what the contract does not allow with 400', async () => {
      for (const settings of [
        { ...ordering, slotMinutes: 7 },
        { ...ordering, kitchenMinutesPerSlot: 0 },
        { ...ordering, daysAhead: 6 },
        { ...ordering, acceptWithinMinutes: 0 },
        { ...ordering, acceptWithinMinutes: 121 },
        { ...ordering, tips: { ...ordering.tips, presets: [10, 10] } },
        { ...ordering, tips: { ...ordering.tips, presets: [] } },
        { ...ordering, tax: { ...ordering.tax, rate: 8.255 } },
        { ...ordering, tax: { ...ordering.tax, rate: 101 } },
        { ...ordering, tax: { ...ordering.tax, categoryRates: [{ category: 'Sushi!', rate: 5 }] } },
        { ...ordering, surprise: true },
        { ...ordering, serviceFee: { ...kitchenFee, charge: { percent: 0 } } },
        { ...ordering, serviceFee: { ...kitchenFee, charge: { percent: 30.01 } } },
        { ...ordering, serviceFee: { ...kitchenFee, charge: { percent: 2.555 } } },
        { ...ordering, serviceFee: { ...kitchenFee, charge: { amount: 0 } } },
        { ...ordering, serviceFee: { ...kitchenFee, charge: { amount: 1.234 } } },
        { ...ordering, serviceFee: { ...kitchenFee, charge: { percent: 3, amount: 1 } } },
        { ...ordering, serviceFee: { ...kitchenFee, name: ' ', charge: { percent: 3 } } },
        { ...ordering, serviceFee: { ...kitchenFee, purpose: 'x'.repeat(201), charge: { percent: 3 } } },
        { ...ordering, serviceFee: { name: 'Kitchen fee', charge: { percent: 3 } } },
        { ...ordering, serviceFee: undefined },
      ]) {
        expectErrorBody(await admin.put('/shop/ordering', settings), 400);
      }
      // A key as the contract writes them, of a category the menu does not have.
      expectErrorBody(
        await admin.put('/shop/ordering', {
          ...ordering,
          tax: { ...ordering.tax, categoryRates: [{ category: 'sushi', rate: 5 }] },
        }),
        422,
      );
    });

    it('are for administrators only, to read as to change', async () => {
      expectErrorBody(await shop.http.get('/api/shop/ordering'), 401);
      expectErrorBody(await shop.http.put('/api/shop/ordering').send(ordering), 401);
      expectErrorBody(await customer.get('/shop/ordering'), 403);
      expectErrorBody(await customer.put('/shop/ordering', { ...ordering, pickup: false }), 403);
      expect((await admin.get('/shop/ordering').expect(200)).body).toEqual(ordering);
    });
  });
});
