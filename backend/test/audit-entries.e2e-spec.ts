import { startShop, type TestShop } from './app';
import { expectErrorBody } from './error-body';

describe('the audit trail', () => {
  let shop: TestShop;
  let owner: Awaited<ReturnType<TestShop['signIn']>>;
  let cook: Awaited<ReturnType<TestShop['signIn']>>;
  let dish: { _id: string; name: string; price: number };

  beforeAll(async () => {
    shop = await startShop();
    [owner, cook] = [await shop.signIn('owner'), await shop.signIn('kitchen')];
    [dish] = (await shop.http.get('/api/menu')).body;
  });
  afterAll(() => shop.close());

  const trail = (query: Record<string, string> = {}, by = owner) =>
    shop.http.get('/api/audit-entries').query(query).set('Authorization', by.authorization);

  it('records who changed a price and who sold a dish out, with the values before and after, newest first', async () => {
    await shop.http
      .patch(`/api/menu/${dish._id}`)
      .set('Authorization', owner.authorization)
      .send({ price: dish.price + 1, name: dish.name })
      .expect(200);
    await shop.http
      .put(`/api/menu/${dish._id}/sold-out`)
      .set('Authorization', cook.authorization)
      .send({ until: 'turned-back' })
      .expect(200);

    const { items, total } = (await trail().expect(200)).body;
    expect(total).toBe(2);
    expect(items[0]).toMatchObject({
      actor: { _id: cook.id, name: cook.email.split('@')[0], role: 'kitchen' },
      action: 'dish.sold-out',
      subject: { type: 'dish', _id: dish._id, name: dish.name },
      before: { soldOut: false },
      after: { soldOut: true },
    });
    // Only what changed: the name sent again is not in the entry.
    expect(items[1]).toMatchObject({
      actor: { _id: owner.id, role: 'owner' },
      action: 'dish.updated',
      before: { price: dish.price },
      after: { price: dish.price + 1 },
    });
    expect(Object.keys(items[1].after)).toEqual(['price']);
    expect(Number(items[0]._id)).toBeGreaterThan(Number(items[1]._id));
  });

  it('filters by kind, by member of staff and by day in the shop’s time zone', async () => {
    expect(
      (await trail({ action: 'dish.sold-out' })).body.items.map((entry: { action: string }) => entry.action),
    ).toEqual(['dish.sold-out']);
    expect(
      (await trail({ actor: owner.id })).body.items.every(
        (entry: { actor: { _id: string } }) => entry.actor._id === owner.id,
      ),
    ).toBe(true);
    expect((await trail({ from: '2000-01-01', to: '2000-01-31' })).body).toMatchObject({ items: [], total: 0 });
    expect((await trail({ from: '2000-01-01', to: '9999-12-31' })).body.total).toBeGreaterThanOrEqual(2);
    expectErrorBody(await trail({ action: 'dish.eaten' }), 400);
  });

  it('writes nothing for a change that did not happen', async () => {
    const before = (await trail()).body.total;
    expectErrorBody(
      await shop.http
        .put('/api/menu/3f6c2a9e-8d1b-4c57-9a0e-2b7d4e1f6a35/sold-out')
        .set('Authorization', cook.authorization)
        .send({ until: 'tomorrow' }),
      404,
    );
    expectErrorBody(
      await shop.http.patch(`/api/menu/${dish._id}`).set('Authorization', cook.authorization).send({ price: 1 }),
      403,
    );
    expect((await trail()).body.total).toBe(before);
  });

  it('keeps every entry as it was written: the database refuses to change or remove one', async () => {
    await expect(shop.prisma.$executeRawUnsafe(`UPDATE audit_entries SET actor_name = 'someone else'`)).rejects.toThrow(
      /never changed or removed/,
    );
    await expect(shop.prisma.$executeRawUnsafe('DELETE FROM audit_entries')).rejects.toThrow(
      /never changed or removed/,
    );
    expect((await trail()).body.total).toBeGreaterThanOrEqual(2);
  });

  it('is for owners and managers: a cook may not read it', async () => {
    expectErrorBody(await trail({}, cook), 403);
    await trail({}, await shop.signIn('manager')).expect(200);
  });

  it('records role changes, invitations and removals', async () => {
    const ada = await shop.signIn('customer');
    await shop.http
      .patch(`/api/users/admin/${ada.id}`)
      .set('Authorization', owner.authorization)
      .send({ role: 'host' })
      .expect(200);
    const invited = (
      await shop.http
        .post('/api/staff-invitations')
        .set('Authorization', owner.authorization)
        .send({ email: 'grill@example.com', role: 'kitchen' })
        .expect(201)
    ).body;
    await shop.http
      .delete(`/api/staff-invitations/${invited._id}`)
      .set('Authorization', owner.authorization)
      .expect(200);
    const leaving = await shop.signIn('customer');
    await shop.http.delete(`/api/users/${leaving.id}`).set('Authorization', owner.authorization).expect(200);

    const actions = (await trail({ actor: owner.id })).body.items.map(
      (entry: { action: string; subject: { name: string }; before?: object; after?: object }) => [
        entry.action,
        entry.subject.name,
        entry.before ?? null,
        entry.after ?? null,
      ],
    );
    expect(actions.slice(0, 4)).toEqual([
      ['user.removed', 'An erased account', { role: 'customer' }, null],
      ['staff.invitation-withdrawn', 'grill@example.com', { role: 'kitchen' }, null],
      ['staff.invited', 'grill@example.com', null, { role: 'kitchen' }],
      ['user.role-changed', `${ada.email.split('@')[0]} (${ada.email})`, { role: 'customer' }, { role: 'host' }],
    ]);
    // The erased account's name and address are nowhere in the trail.
    const all = JSON.stringify((await trail()).body);
    expect(all).not.toContain(leaving.email);
  });
});

describe('the audit trail of the rest of the back office: the menu’s words, zones, tables, bookings and gift cards', () => {
  let shop: TestShop;
  let owner: Awaited<ReturnType<TestShop['signIn']>>;
  let host: Awaited<ReturnType<TestShop['signIn']>>;

  beforeAll(async () => {
    shop = await startShop();
    [owner, host] = [await shop.signIn('owner'), await shop.signIn('host')];
  });
  afterAll(() => shop.close());

  const as = (user: typeof owner) => ({
    post: (path: string, body: object) =>
      shop.http.post(`/api${path}`).set('Authorization', user.authorization).send(body),
    put: (path: string, body: unknown) =>
      shop.http
        .put(`/api${path}`)
        .set('Authorization', user.authorization)
        .send(body as object),
    patch: (path: string, body: object) =>
      shop.http.patch(`/api${path}`).set('Authorization', user.authorization).send(body),
    delete: (path: string) => shop.http.delete(`/api${path}`).set('Authorization', user.authorization),
    get: (path: string) => shop.http.get(`/api${path}`).set('Authorization', user.authorization),
  });
  /** The entries written since `after` (an entry id), oldest first, as [action, actor, subject type, subject name]. */
  const entriesSince = async (after: bigint) =>
    (await shop.prisma.auditEntry.findMany({ where: { id: { gt: after } }, orderBy: { id: 'asc' } })).map((entry) => ({
      action: entry.action,
      actor: entry.actorId,
      subject: [entry.subjectType, entry.subjectName],
      before: entry.before,
      after: entry.after,
    }));
  const lastId = async () => (await shop.prisma.auditEntry.findFirst({ orderBy: { id: 'desc' } }))?.id ?? 0n;

  it('records each change with who made it, what it was and the values before and after, and a refused one not at all', async () => {
    const start = await lastId();
    const categories = (await as(owner).get('/categories').expect(200)).body as { key: string; name: string }[];
    await as(owner)
      .put('/categories', [...categories.map(({ key, name }) => ({ key, name })), { key: 'sides', name: 'Sides' }])
      .expect(200);
    const group = (
      await as(owner)
        .post('/option-groups', {
          name: 'Sauces',
          minChoices: 0,
          maxChoices: 1,
          choices: [{ name: 'Aioli', price: 0.5 }],
        })
        .expect(201)
    ).body;
    await as(owner)
      .put(`/option-groups/${group._id}`, {
        name: 'Sauces',
        minChoices: 0,
        maxChoices: 2,
        choices: [
          { _id: group.choices[0]._id, name: 'Aioli', price: 0.75 },
          { name: 'Ketchup', price: 0 },
        ],
      })
      .expect(200);
    await as(owner)
      .patch('/menu-translations/fr', { categories: [{ key: 'sides', name: 'Accompagnements' }] })
      .expect(200);
    await as(owner).delete(`/option-groups/${group._id}`).expect(200);
    const zone = (
      await as(owner)
        .post('/delivery-zones', { name: 'Old town', area: { postcodes: ['75011'] }, fee: 2.5, minimumOrder: 15 })
        .expect(201)
    ).body;
    await as(owner)
      .put(`/delivery-zones/${zone._id}`, {
        name: 'Old town',
        area: { postcodes: ['75011'] },
        fee: 3,
        minimumOrder: 15,
      })
      .expect(200);
    await as(owner).delete(`/delivery-zones/${zone._id}`).expect(200);
    const rules = (await as(owner).get('/shop/booking').expect(200)).body;
    await as(owner)
      .put('/shop/booking', { ...rules, enabled: !rules.enabled })
      .expect(200);
    const [t1, t2] = [
      (await as(host).post('/dining-tables', { name: 'T1', minSeats: 1, maxSeats: 2 }).expect(201)).body,
      (await as(host).post('/dining-tables', { name: 'T2', minSeats: 1, maxSeats: 4 }).expect(201)).body,
    ];
    await as(host).put(`/dining-tables/${t2.id}`, { name: 'T2', minSeats: 2, maxSeats: 4 }).expect(200);
    const joined = (
      await as(host)
        .post('/table-combinations', { tableIds: [t1.id, t2.id], minSeats: 3, maxSeats: 6 })
        .expect(201)
    ).body;
    await as(host).delete(`/table-combinations/${joined.id}`).expect(200);
    await as(host).delete(`/dining-tables/${t1.id}`).expect(200);
    const startsAt = new Date(Date.now() + 60 * 60_000);
    const booking = await shop.prisma.booking.create({
      data: {
        reference: 'AUD1T5',
        partySize: 2,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 90 * 60_000),
        name: 'Guest Name',
        phone: '+33123456789',
        status: 'booked',
      },
    });
    await as(host).put(`/bookings/${booking.id}/status`, { status: 'seated' }).expect(200);
    const card = (await as(owner).post('/gift-cards', { amount: 25, recipientEmail: 'friend@example.com' }).expect(201))
      .body;
    await as(owner).post(`/gift-cards/${card._id}/top-ups`, { amount: 10 }).expect(200);
    await as(owner).post(`/gift-cards/${card._id}/void`, { reason: 'Sold by mistake' }).expect(200);
    // Refused: nothing is recorded.
    expectErrorBody(await as(owner).post(`/gift-cards/${card._id}/top-ups`, { amount: 5 }), 409);
    expectErrorBody(await as(host).delete(`/dining-tables/${t1.id}`), 404);

    const entries = await entriesSince(start);
    expect(entries.map(({ action, actor }) => [action, actor === owner.id ? 'owner' : 'host'])).toEqual([
      ['categories.changed', 'owner'],
      ['option-group.created', 'owner'],
      ['option-group.updated', 'owner'],
      ['translations.changed', 'owner'],
      ['option-group.removed', 'owner'],
      ['delivery-zone.created', 'owner'],
      ['delivery-zone.updated', 'owner'],
      ['delivery-zone.removed', 'owner'],
      ['booking-rules.changed', 'owner'],
      ['table.created', 'host'],
      ['table.created', 'host'],
      ['table.updated', 'host'],
      ['tables.joined', 'host'],
      ['tables.separated', 'host'],
      ['table.removed', 'host'],
      ['booking.status-changed', 'host'],
      ['gift-card.issued', 'owner'],
      ['gift-card.topped-up', 'owner'],
      ['gift-card.voided', 'owner'],
    ]);
    const of = (action: string) => entries.find((entry) => entry.action === action)!;
    expect(of('option-group.updated')).toMatchObject({
      subject: ['option-group', 'Sauces'],
      before: { maxChoices: 1, choices: ['Aioli 0.5'] },
      after: { maxChoices: 2, choices: ['Aioli 0.75', 'Ketchup 0'] },
    });
    expect(of('delivery-zone.updated')).toMatchObject({ before: { fee: 2.5 }, after: { fee: 3 } });
    expect(Object.keys(of('delivery-zone.updated').after as object)).toEqual(['fee']);
    expect(of('booking-rules.changed')).toMatchObject({
      before: { enabled: rules.enabled },
      after: { enabled: !rules.enabled },
    });
    expect(of('tables.joined').subject).toEqual(['table', joined.name]);
    expect(of('gift-card.topped-up')).toMatchObject({ before: { balance: 25 }, after: { balance: 35 } });
    expect(of('gift-card.voided')).toMatchObject({ after: { balance: 0, reason: 'Sold by mistake' } });
    // A card is named by the end of its code, never the code that spends it; no guest's or recipient's name or address.
    const written = JSON.stringify(entries);
    expect(written).not.toContain(card.code.replaceAll('-', '').slice(0, 8));
    expect(written).not.toContain('friend@example.com');
    expect(written).not.toContain('Guest Name');
    expect(of('booking.status-changed')).toMatchObject({ before: { status: 'booked' }, after: { status: 'seated' } });
  });
});
