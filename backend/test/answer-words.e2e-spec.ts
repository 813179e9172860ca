import { randomUUID } from 'node:crypto';
import { seedMenu } from '../src/database/seed';
import { startShop, type TestShop } from './app';
import { expectErrorBody } from './error-body';
import { as, type Dish } from './option-groups';

describe('the API answers in the language asked for: its errors, and why a dish or a day cannot be had', () => {
  let shop: TestShop;
  let admin: ReturnType<typeof as>;

  beforeAll(async () => {
    shop = await startShop();
    await seedMenu(shop.prisma);
    admin = as(shop, await shop.signIn('owner'));
  });
  afterAll(() => shop.close());

  it('says an error in the first language of Accept-Language the shop speaks, and says which', async () => {
    const missing = () => shop.http.get(`/api/menu/${randomUUID()}`);
    const french = await missing().set('Accept-Language', 'es, fr-CH;q=0.9, en;q=0.5');
    expectErrorBody(french, 404);
    expect(french.body.message).toBe('Aucun plat n’a cet identifiant.');
    expect(french.headers['content-language']).toBe('fr');
    expect(french.headers.vary).toMatch(/Accept-Language/);

    const german = await missing().set('Accept-Language', 'de-AT');
    expect(german.body.message).toBe('Kein Gericht mit dieser ID.');

    // Without the header, the shop's own language (English here), as clients written against the seed expect.
    const plain = await missing();
    expect(plain.body.message).toBe('No dish with this id.');
    expect(plain.headers['content-language']).toBe('en');
  });

  it('says a refused request in the language, the fields at fault as the contract’s details name them', async () => {
    const res = await shop.http.get('/api/menu/not-an-id').set('Accept-Language', 'fr');
    expectErrorBody(res, 400);
    expect(res.body.message).toMatch(/^La requête ne respecte pas le contrat\u00a0: \/path\/id /);
    expect(res.body.details[0]).toMatchObject({ path: '/path/id' });
  });

  it('fills in names, amounts and plurals as the language says them', async () => {
    const summer = {
      code: 'sommer',
      description: 'Zehn Prozent im Sommer',
      discount: { percent: 10 },
      minimumSubtotal: 0,
      validFrom: null,
      validUntil: null,
      fulfilment: null,
      maxUses: null,
      maxUsesPerCustomer: null,
      active: true,
    };
    await admin.post('/promo-codes', summer).expect(201);
    const clash = await admin.post('/promo-codes', summer).set('Accept-Language', 'de');
    expectErrorBody(clash, 409);
    expect(clash.body.message).toBe('Ein anderer Aktionscode heißt bereits SOMMER.');

    const window = { name: 'Fenster', minSeats: 1, maxSeats: 4 };
    await admin.post('/dining-tables', window).expect(201);
    const dup = await admin.post('/dining-tables', window).set('Accept-Language', 'fr');
    expectErrorBody(dup, 409);
    expect(dup.body.message).toBe('Une table porte déjà ce nom.');

    const booked = await admin.delete(`/dining-tables/${randomUUID()}`).set('Accept-Language', 'de');
    expectErrorBody(booked, 404);
    expect(booked.body.message).toBe('Diesen Tisch gibt es nicht.');

    type Category = { key: string; name: string; dishes: number };
    const categories: Category[] = (await shop.http.get('/api/categories').expect(200)).body;
    const pizza = categories.find((category) => category.key === 'pizza')!;
    expect(pizza.dishes).toBeGreaterThan(1);
    const withoutPizza = categories.filter((category) => category !== pizza).map(({ key, name }) => ({ key, name }));
    const refused = await admin.put('/categories', withoutPizza).set('Accept-Language', 'fr');
    expectErrorBody(refused, 409);
    expect(refused.body.message).toBe(
      `${pizza.name} contient encore ${pizza.dishes} plats à la carte\u00a0: déplacez-les d’abord vers une autre ` +
        'catégorie, ou retirez-les de la carte.',
    );
  });

  it('says why a sold-out dish cannot be ordered in the menu’s language, kept apart in each language’s answer', async () => {
    const dishes = (await shop.http.get('/api/menu').expect(200)).body as Dish[];
    const soup = dishes.find((dish) => dish.optionGroups.length === 0)!;
    await admin.put(`/menu/${soup._id}/sold-out`, { until: 'tomorrow' }).expect(200);

    const reasonIn = async (language: string) =>
      (
        (await shop.http.get('/api/menu').query({ language }).expect(200)).body as (Dish & {
          unavailableReason?: string;
        })[]
      ).find((dish) => dish._id === soup._id)!.unavailableReason;
    expect(await reasonIn('fr')).toBe('Épuisé jusqu’à demain');
    expect(await reasonIn('de')).toBe('Ausverkauft bis morgen');
    expect(await reasonIn('en')).toBe('Sold out until tomorrow');
  });

  it('says why no table can be booked on a day in the language of the guest', async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const times = async (language: string) =>
      (
        await shop.http
          .get('/api/bookings/availability')
          .set('Accept-Language', language)
          .query({ date: yesterday, partySize: 2 })
          .expect(200)
      ).body as { times: string[]; unavailableReason?: string };
    // The dining room has one table, for up to four (the test above made it).
    expect(await times('fr')).toMatchObject({ times: [], unavailableReason: 'Ce jour est passé.' });
    expect(await times('de')).toMatchObject({ times: [], unavailableReason: 'Dieser Tag ist vorbei.' });
    const party = async (language: string) =>
      (
        await shop.http
          .get('/api/bookings/availability')
          .set('Accept-Language', language)
          .query({ date: yesterday, partySize: 9 })
          .expect(200)
      ).body.unavailableReason;
    expect(await party('fr')).toBe('Pour une table de 9 personnes, appelez-nous.');
    expect(await party('de')).toBe('Für 9 Personen rufen Sie uns bitte an.');
  });
});
