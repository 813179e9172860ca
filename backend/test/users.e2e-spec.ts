import { startShop, type TestShop } from './app';
import { expectErrorBody } from './error-body';

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
    const attack = await shop.http.post('/api/users').set('Authorization', customer.authorization).send({ name: 'Ada', role: 'admin' });
    expectErrorBody(attack, 400);
    expect((await shop.prisma.user.findUniqueOrThrow({ where: { id: customer.id } })).role).toBe('customer');
  });

  it('lets a user ask only about themselves, and an administrator about anyone', async () => {
    const admin = await shop.signIn('admin');
    const ada = await shop.signIn('customer');
    const bob = await shop.signIn('customer');
    expect((await shop.http.get(`/api/users/admin/${ada.email}`).set('Authorization', ada.authorization).expect(200)).body).toEqual({ admin: false });
    expectErrorBody(await shop.http.get(`/api/users/admin/${admin.email}`).set('Authorization', ada.authorization), 403);
    expectErrorBody(await shop.http.get(`/api/users/admin/${bob.email}`).set('Authorization', ada.authorization), 403);
    expect((await shop.http.get(`/api/users/admin/${bob.email}`).set('Authorization', admin.authorization).expect(200)).body).toEqual({ admin: false });
  });

  it('lists users for administrators, promotes and removes them with the messages of the spec', async () => {
    const admin = await shop.signIn('admin');
    const ada = await shop.signIn('customer');
    const list = await shop.http.get('/api/users').set('Authorization', admin.authorization).expect(200);
    expect(list.body.map((u: { email: string }) => u.email)).toEqual([admin.email, ada.email]);
    const promoted = await shop.http.patch(`/api/users/admin/${ada.id}`).set('Authorization', admin.authorization).expect(200);
    expect(promoted.body.role).toBe('admin');
    const removed = await shop.http.delete(`/api/users/${ada.id}`).set('Authorization', admin.authorization).expect(200);
    expect(removed.body.message).toBe(`${ada.email.split('@')[0]} is removed from database`);
    expectErrorBody(await shop.http.delete(`/api/users/${ada.id}`).set('Authorization', admin.authorization), 404);
    expectErrorBody(await shop.http.patch(`/api/users/admin/${ada.id}`).set('Authorization', admin.authorization), 404);
  });

  it('never removes the last administrator, even when two remove each other at once', async () => {
    const first = await shop.signIn('admin');
    expectErrorBody(await shop.http.delete(`/api/users/${first.id}`).set('Authorization', first.authorization), 409);
    const second = await shop.signIn('admin');
    const results = await Promise.all([
      shop.http.delete(`/api/users/${second.id}`).set('Authorization', first.authorization),
      shop.http.delete(`/api/users/${first.id}`).set('Authorization', second.authorization),
    ]);
    expect(results.filter((res) => res.status === 200).length).toBeLessThanOrEqual(1);
    expect(await shop.prisma.user.count({ where: { role: 'admin' } })).toBeGreaterThanOrEqual(1);
  });
});
