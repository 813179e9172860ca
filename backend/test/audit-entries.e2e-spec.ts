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
