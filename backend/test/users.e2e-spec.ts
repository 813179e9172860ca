import { startShop, type TestShop } from './app';
import { expectErrorBody } from './error-body';
import { raceAtRowLock } from './race';

describe('users', () => {
  let shop: TestShop;

  beforeEach(async () => {
    shop = await startShop();
  });
  afterEach(() => shop.close());

  it('records what a customer says of themselves, but never a role', async () => {
    const customer = await shop.signIn('customer');
    const res = await shop.http
      .post('/api/users')
      .set('Authorization', customer.authorization)
      .send({ name: 'Ada', photoURL: '/uploads/ada.webp' })
      .expect(200);
    expect(res.body).toMatchObject({ _id: customer.id, name: 'Ada', photoURL: '/uploads/ada.webp', role: 'customer' });
    const blank = await shop.http.post('/api/users').set('Authorization', customer.authorization).send({ name: '   ' });
    expectErrorBody(blank, 400);
    expect(blank.body.details).toEqual([{ path: '/body/name', message: 'is required: more than spaces' }]);
    const trimmed = await shop.http
      .post('/api/users')
      .set('Authorization', customer.authorization)
      .send({ name: '  Ada  ' })
      .expect(200);
    expect(trimmed.body.name).toBe('Ada');
    const attack = await shop.http
      .post('/api/users')
      .set('Authorization', customer.authorization)
      .send({ name: 'Ada', role: 'admin' });
    expectErrorBody(attack, 400);
    expect((await shop.prisma.user.findUniqueOrThrow({ where: { id: customer.id } })).role).toBe('customer');
  });

  it("keeps a photo only from the shop's uploads, and answers none for a stored photo of another host", async () => {
    const admin = await shop.signIn('owner');
    const ada = await shop.signIn('customer');
    await shop.http
      .post('/api/users')
      .set('Authorization', ada.authorization)
      .send({ photoURL: '/uploads/ada.webp' })
      .expect(200);
    const strange = await shop.http
      .post('/api/users')
      .set('Authorization', ada.authorization)
      .send({ photoURL: 'https://tracker.example/pixel.gif' });
    expectErrorBody(strange, 400);
    expect(strange.body.details).toEqual([{ path: '/body/photoURL', message: expect.any(String) }]);
    expect((await shop.prisma.user.findUniqueOrThrow({ where: { id: ada.id } })).photoUrl).toBe('/uploads/ada.webp');
    // The browser names its upload as a whole address, as Firebase keeps it: the shop keeps the path.
    const whole = await shop.http
      .post('/api/users')
      .set('Authorization', ada.authorization)
      .send({ photoURL: 'http://127.0.0.1:3000/uploads/ada-2.webp' })
      .expect(200);
    expect(whole.body.photoURL).toBe('/uploads/ada-2.webp');
    expect((await shop.prisma.user.findUniqueOrThrow({ where: { id: ada.id } })).photoUrl).toBe('/uploads/ada-2.webp');

    // Photos stored before the rule: left out of the answers, which keep to the contract.
    const bob = await shop.signIn('customer');
    for (const photoUrl of ['https://tracker.example/pixel.gif', '/menu-images/x.webp', 'javascript:alert(1)']) {
      await shop.prisma.user.update({ where: { id: bob.id }, data: { photoUrl } });
      const listed = (await shop.http.get('/api/users').set('Authorization', admin.authorization).expect(200)).body as {
        _id: string;
        photoURL?: string;
      }[];
      expect([photoUrl, listed.find((user) => user._id === bob.id)!.photoURL]).toEqual([photoUrl, undefined]);
    }
  });

  it('lets a user ask only about themselves, and an administrator about anyone', async () => {
    const admin = await shop.signIn('owner');
    const ada = await shop.signIn('customer');
    const bob = await shop.signIn('customer');
    expect(
      (await shop.http.get(`/api/users/admin/${ada.email}`).set('Authorization', ada.authorization).expect(200)).body,
    ).toEqual({ admin: false, role: 'customer', permissions: [] });
    expectErrorBody(
      await shop.http.get(`/api/users/admin/${admin.email}`).set('Authorization', ada.authorization),
      403,
    );
    expectErrorBody(await shop.http.get(`/api/users/admin/${bob.email}`).set('Authorization', ada.authorization), 403);
    expect(
      (await shop.http.get(`/api/users/admin/${bob.email}`).set('Authorization', admin.authorization).expect(200)).body,
    ).toEqual({ admin: false, role: 'customer', permissions: [] });
  });

  it('lists users for administrators, promotes and removes them with the messages of the spec', async () => {
    const admin = await shop.signIn('owner');
    const ada = await shop.signIn('customer');
    const list = await shop.http.get('/api/users').set('Authorization', admin.authorization).expect(200);
    expect(list.body.map((u: { email: string }) => u.email)).toEqual([admin.email, ada.email]);
    const promoted = await shop.http
      .patch(`/api/users/admin/${ada.id}`)
      .set('Authorization', admin.authorization)
      .expect(200);
    expect(promoted.body.role).toBe('manager');
    const removed = await shop.http
      .delete(`/api/users/${ada.id}`)
      .set('Authorization', admin.authorization)
      .expect(200);
    expect(removed.body.message).toBe(`${ada.email.split('@')[0]} is removed from database`);
    expectErrorBody(await shop.http.delete(`/api/users/${ada.id}`).set('Authorization', admin.authorization), 404);
    expectErrorBody(await shop.http.patch(`/api/users/admin/${ada.id}`).set('Authorization', admin.authorization), 404);
  });

  it('never removes the last administrator, even when two remove each other at once', async () => {
    const first = await shop.signIn('owner');
    const alone = await shop.http.delete(`/api/users/${first.id}`).set('Authorization', first.authorization);
    expectErrorBody(alone, 409);
    expect(alone.body.message).toContain('The last owner cannot be removed');
    const second = await shop.signIn('owner');
    const results = await raceAtRowLock(shop.prisma, 'users', [first.id, second.id], () => [
      shop.http.delete(`/api/users/${second.id}`).set('Authorization', first.authorization),
      shop.http.delete(`/api/users/${first.id}`).set('Authorization', second.authorization),
    ]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(await shop.prisma.user.count({ where: { role: 'owner' } })).toBe(1);
  });

  it('demotes an administrator to a customer, by id, for administrators only', async () => {
    const admin = await shop.signIn('owner');
    const ada = await shop.signIn('customer');
    await shop.http.patch(`/api/users/admin/${ada.id}`).set('Authorization', admin.authorization).expect(200);
    expectErrorBody(await shop.http.delete(`/api/users/admin/${admin.id}`), 401);
    expectErrorBody(
      await shop.http
        .delete(`/api/users/admin/${ada.id}`)
        .set('Authorization', (await shop.signIn('customer')).authorization),
      403,
    );

    const demoted = await shop.http
      .delete(`/api/users/admin/${ada.id}`)
      .set('Authorization', admin.authorization)
      .expect(200);
    expect(demoted.body).toMatchObject({ _id: ada.id, email: ada.email, role: 'customer' });
    expect(
      (await shop.http.get(`/api/users/admin/${ada.email}`).set('Authorization', ada.authorization).expect(200)).body,
    ).toEqual({ admin: false, role: 'customer', permissions: [] });
    expectErrorBody(await shop.http.get('/api/users').set('Authorization', ada.authorization), 403);
    expect(
      (await shop.http.delete(`/api/users/admin/${ada.id}`).set('Authorization', admin.authorization).expect(200)).body
        .role,
    ).toBe('customer');
    expectErrorBody(
      await shop.http
        .delete(`/api/users/admin/3f6c2a9e-8d1b-4c57-9a0e-2b7d4e1f6a35`)
        .set('Authorization', admin.authorization),
      404,
    );
    expectErrorBody(
      await shop.http.delete('/api/users/admin/not-an-id').set('Authorization', admin.authorization),
      400,
    );
  });

  it('never demotes the last owner, even when the last two demote each other at once', async () => {
    const first = await shop.signIn('owner');
    const alone = await shop.http.delete(`/api/users/admin/${first.id}`).set('Authorization', first.authorization);
    expectErrorBody(alone, 403);
    expect(alone.body.message).toBe('You cannot change your own role. Ask another owner.');
    const second = await shop.signIn('owner');
    const results = await raceAtRowLock(shop.prisma, 'users', [first.id, second.id], () => [
      shop.http.delete(`/api/users/admin/${second.id}`).set('Authorization', first.authorization),
      shop.http.delete(`/api/users/admin/${first.id}`).set('Authorization', second.authorization),
    ]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(results.find((res) => res.status === 409)!.body.message).toBe(
      'The last owner cannot be given another role. Make someone else an owner first.',
    );
    expect(await shop.prisma.user.count({ where: { role: 'owner' } })).toBe(1);
  });

  it('gives staff the role asked for, says what each role may do, and lets nobody change their own', async () => {
    const owner = await shop.signIn('owner');
    const [cook, host] = [await shop.signIn('customer'), await shop.signIn('customer')];
    const promote = (who: { id: string }, by: { authorization: string }, body?: object) => {
      const req = shop.http.patch(`/api/users/admin/${who.id}`).set('Authorization', by.authorization);
      return body ? req.send(body) : req;
    };
    expect((await promote(cook, owner, { role: 'kitchen' }).expect(200)).body).toMatchObject({ role: 'kitchen' });
    expect((await promote(host, owner, { role: 'host' }).expect(200)).body).toMatchObject({ role: 'host' });
    // Without a body a member of staff keeps their role: the original client's "make admin" changes nothing.
    expect((await promote(cook, owner).expect(200)).body).toMatchObject({ role: 'kitchen' });
    expect(
      (await shop.http.get(`/api/users/admin/${cook.email}`).set('Authorization', cook.authorization).expect(200)).body,
    ).toEqual({ admin: true, role: 'kitchen', permissions: ['orders.read', 'orders.advance', 'stock.manage'] });

    // A cook may not raise their own rights, nor anyone's; a manager may not change roles either.
    expectErrorBody(await promote(cook, cook, { role: 'owner' }), 403);
    expectErrorBody(await promote(host, cook, { role: 'owner' }), 403);
    await promote(host, owner, { role: 'manager' }).expect(200);
    expectErrorBody(await promote(host, host, { role: 'owner' }), 403);
    expectErrorBody(await promote(cook, host, { role: 'manager' }), 403);
    // An owner may not change their own role either: another owner does.
    expectErrorBody(await promote(owner, owner, { role: 'kitchen' }), 403);
    expect((await shop.prisma.user.findUniqueOrThrow({ where: { id: cook.id } })).role).toBe('kitchen');
    expect((await shop.prisma.user.findUniqueOrThrow({ where: { id: host.id } })).role).toBe('manager');
    expect((await shop.prisma.user.findUniqueOrThrow({ where: { id: owner.id } })).role).toBe('owner');

    // A role the contract does not know is refused as any invalid body.
    expectErrorBody(await promote(cook, owner, { role: 'admin' }), 400);
    expectErrorBody(await promote(cook, owner, { role: 'customer' }), 400);
    // An unverified address cannot join the staff.
    const stranger = await shop.signIn('customer', undefined, { emailVerified: false });
    expectErrorBody(await promote(stranger, owner, { role: 'kitchen' }), 409);
  });
});
