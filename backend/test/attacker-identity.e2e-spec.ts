import { UsersService } from '../src/users/users.service';
import { startShop, type TestShop } from './app';
import { expectErrorBody } from './error-body';
import {
  changeEmail,
  deleteAccount,
  disableAccount,
  revokeSessions,
  setProfile,
  signInWithPassword,
  signUpVerified,
  signUpWithPassword,
  uniqueEmail,
  verifyEmail,
} from './identity';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Holes in the identity layer, walked as an attacker would: each test fails if its hole opens again. */
describe('an attacker against identity', () => {
  let shop: TestShop;
  let admin: Awaited<ReturnType<TestShop['signIn']>>;
  const bossEmail = uniqueEmail('boss');

  beforeAll(async () => {
    shop = await startShop({ ADMIN_EMAILS: bossEmail });
    admin = await shop.signIn('owner');
  });
  afterAll(() => shop.close());

  const exchange = (idToken: string, extra: object = {}) => shop.http.post('/api/jwt').send({ idToken, ...extra });
  const bearerFor = async (idToken: string) => `Bearer ${(await exchange(idToken).expect(200)).body.token as string}`;
  const get = (path: string, authorization: string, query: object = {}) =>
    shop.http.get(`/api${path}`).query(query).set('Authorization', authorization);
  const isAdmin = async (authorization: string, email: string) =>
    (await get(`/users/admin/${email}`, authorization).expect(200)).body.admin as boolean;
  const userOf = (uid: string) => shop.prisma.user.findUniqueOrThrow({ where: { firebaseUid: uid } });

  /** A dish in the account's cart and a paid order, as a customer who has used the shop has. */
  async function withCartAndOrder(uid: string) {
    const user = await userOf(uid);
    const dish = await shop.prisma.menuItem.findFirstOrThrow();
    await shop.prisma.cartLine.create({ data: { userId: user.id, menuItemId: dish.id, quantity: 2 } });
    const order = await shop.prisma.order.create({
      data: {
        userId: user.id,
        email: user.email,
        transactionId: `pi_${uid.slice(0, 20)}`,
        amountCents: dish.priceCents,
        lines: {
          create: [
            { cartLineId: user.id, menuItemId: dish.id, name: dish.name, priceCents: dish.priceCents, quantity: 1 },
          ],
        },
      },
    });
    return { dish, order };
  }

  describe('an address that is not proven grants nothing', () => {
    it('signing up with an ADMIN_EMAILS address does not make an administrator until the address is verified', async () => {
      const impostor = await signUpWithPassword(bossEmail);
      const token = await bearerFor(impostor.idToken);
      expect(await isAdmin(token, bossEmail)).toBe(false);
      expectErrorBody(await get('/users', token), 403);
      // Not at the next start either.
      await shop.app.get(UsersService).onApplicationBootstrap();
      expect((await userOf(impostor.uid)).role).toBe('customer');

      await verifyEmail(impostor);
      const proven = await bearerFor(impostor.idToken);
      expect(await isAdmin(proven, bossEmail)).toBe(true);
      await get('/users', proven).expect(200);
    });

    it('an administrator cannot promote an account whose address is not verified', async () => {
      const stranger = await signUpWithPassword();
      await bearerFor(stranger.idToken);
      const { id } = await userOf(stranger.uid);
      const refused = await shop.http.patch(`/api/users/admin/${id}`).set('Authorization', admin.authorization);
      expectErrorBody(refused, 409);
      expect(refused.body.message).toContain('not verified');
      expect((await userOf(stranger.uid)).role).toBe('customer');

      await verifyEmail(stranger);
      await bearerFor(stranger.idToken);
      const listed = (await get('/users', admin.authorization).expect(200)).body as {
        _id: string;
        emailVerified: boolean;
      }[];
      expect(listed.find((user) => user._id === id)).toMatchObject({ emailVerified: true });
      await shop.http.patch(`/api/users/admin/${id}`).set('Authorization', admin.authorization).expect(200);
    });

    it('an unverified customer may browse, keep a cart and see their own records', async () => {
      const unverified = await signUpWithPassword();
      const token = await bearerFor(unverified.idToken);
      const dish = (await shop.http.get('/api/menu').expect(200)).body[0] as { _id: string };
      await shop.http.post('/api/carts').set('Authorization', token).send({ menuItemId: dish._id }).expect(201);
      expect((await get('/carts', token, { email: unverified.email }).expect(200)).body).toHaveLength(1);
      await get('/payments', token, { email: unverified.email }).expect(200);
    });
  });

  describe('an account is its Firebase uid, not its address', () => {
    it('an address that passes to another account takes none of the former account’s role, cart or orders', async () => {
      const first = await signUpVerified(uniqueEmail('first'));
      await bearerFor(first.idToken);
      await shop.http
        .patch(`/api/users/admin/${(await userOf(first.uid)).id}`)
        .set('Authorization', admin.authorization)
        .expect(200);
      const { order } = await withCartAndOrder(first.uid);

      // The first holder moves to another address in Firebase and does not come back to the shop for a while.
      const moved = await changeEmail(first, uniqueEmail('moved'));
      // Someone else takes the old address, proves it, and signs in.
      const second = await signUpVerified(first.email);
      const token = await bearerFor(second.idToken);
      expect(await isAdmin(token, first.email)).toBe(false);
      expectErrorBody(await get('/users', token), 403);
      expect((await get('/carts', token, { email: first.email }).expect(200)).body).toEqual([]);
      expect((await get('/payments', token, { email: first.email }).expect(200)).body).toEqual([]);
      expect((await userOf(second.uid)).id).not.toBe((await userOf(first.uid)).id);

      // The first holder, back under their new address, finds everything that is theirs.
      const back = await bearerFor(moved.idToken);
      expect(await isAdmin(back, moved.email)).toBe(true);
      expect((await get('/carts', back, { email: moved.email }).expect(200)).body).toHaveLength(1);
      expect(
        (await get('/payments', back, { email: moved.email }).expect(200)).body.map((o: { _id: string }) => o._id),
      ).toEqual([order.id]);
      // An administrator asking about the address finds its holder now.
      expect((await get('/payments', admin.authorization, { email: first.email }).expect(200)).body).toEqual([]);
      expect((await get('/payments', admin.authorization, { email: moved.email }).expect(200)).body).toHaveLength(1);
    });

    it('a customer who changes their address signs in as before and keeps their cart and orders', async () => {
      const ada = await signUpVerified(uniqueEmail('ada'));
      const before = await bearerFor(ada.idToken);
      const { order } = await withCartAndOrder(ada.uid);
      const moved = await changeEmail(ada, uniqueEmail('ada-new'));
      // The ID token from before the change still names the old address: refused, a fresh one is needed.
      expectErrorBody(await exchange(ada.idToken), 401);

      const after = await bearerFor(moved.idToken);
      expect(await userOf(ada.uid)).toMatchObject({ email: moved.email, emailVerified: true });
      expect((await get('/carts', after, { email: moved.email }).expect(200)).body).toHaveLength(1);
      expect(
        (await get('/payments', after, { email: moved.email }).expect(200)).body.map((o: { _id: string }) => o._id),
      ).toEqual([order.id]);
      // The order keeps the address it was placed under; the old address is no longer the customer's to ask about.
      expect((await get('/payments', after, { email: moved.email })).body[0].email).toBe(ada.email);
      expectErrorBody(await get('/carts', after, { email: ada.email }), 403);
      // A shop token from before the change still names the same account.
      expect((await get('/carts', before, { email: moved.email }).expect(200)).body).toHaveLength(1);
    });

    it('an address sent beside the ID token must be the account’s own', async () => {
      const ada = await signUpWithPassword();
      expectErrorBody(await exchange(ada.idToken, { email: 'someone.else@example.com' }), 403);
      await exchange(ada.idToken, { email: ada.email.toUpperCase() }).expect(200);
    });
  });

  describe('revocation', () => {
    it('a disabled or deleted Firebase account gets no new shop token', async () => {
      const disabled = await signUpWithPassword();
      await bearerFor(disabled.idToken);
      await disableAccount(disabled.uid);
      const refused = await exchange(disabled.idToken);
      expectErrorBody(refused, 401);
      expect(refused.body.message).toBe('This account is disabled.');

      const deleted = await signUpWithPassword();
      await bearerFor(deleted.idToken);
      await deleteAccount(deleted.uid);
      expectErrorBody(await exchange(deleted.idToken), 401);
    });

    it('an ID token issued before the account was signed out everywhere is refused', async () => {
      const ada = await signUpWithPassword();
      await bearerFor(ada.idToken);
      // Firebase counts revocation in whole seconds, and under the emulator a sign-up's own sign-in counts as revoked
      // only from two seconds on (see auth/revocation.ts).
      await later(2100);
      await revokeSessions(ada.uid);
      const refused = await exchange(ada.idToken);
      expectErrorBody(refused, 401);
      expect(refused.body.message).toContain('revoked');
      await later(1100);
      await bearerFor((await signInWithPassword(ada.email, ada.password)).idToken);
    });

    it('a user the restaurant removed loses access at once and cannot come back with the same account', async () => {
      const ada = await signUpWithPassword();
      const token = await bearerFor(ada.idToken);
      const { id } = await userOf(ada.uid);
      await shop.http.delete(`/api/users/${id}`).set('Authorization', admin.authorization).expect(200);
      expectErrorBody(await get('/carts', token, { email: ada.email }), 401);
      // Removal erases the account: its sign-in is deleted with it, and the shop would refuse it anyway.
      const refused = await exchange(ada.idToken);
      expectErrorBody(refused, 401);
      expect(refused.body.message).toBe('This account no longer exists.');
      expect(await shop.prisma.user.count({ where: { firebaseUid: ada.uid } })).toBe(0);
      expect(await shop.prisma.removedAccount.count({ where: { firebaseUid: ada.uid } })).toBe(1);
    });
  });

  describe('what Firebase hands over always fits the contract', () => {
    it('refuses, before writing anything, an address the contract cannot answer', async () => {
      const tag = uniqueEmail('').split('@')[0]!;
      const odd = [
        `"john doe${tag}"@example.com`,
        `josé${tag}@exämple.com`,
        `a${tag}@[127.0.0.1]`,
        `root${tag}@localhost`,
        `${tag}${'x'.repeat(250)}@example.com`,
        `${tag}${'x'.repeat(60)}@example.com`,
      ];
      for (const email of odd) {
        const account = await signUpWithPassword(email);
        const users = await shop.prisma.user.count();
        const refused = await exchange(account.idToken);
        expectErrorBody(refused, 422);
        expect(refused.body.message).toContain('name@example.com');
        expect(await shop.prisma.user.count()).toBe(users);
      }
    });

    it('keeps odd but usable addresses, in lower case', async () => {
      for (const email of [`O'Brien+Tag.${Date.now()}@Example.COM`, `x-${Date.now()}@sub.domain-with-dash.example`]) {
        const account = await signUpWithPassword(email);
        await exchange(account.idToken).expect(200);
        expect((await userOf(account.uid)).email).toBe(email.toLowerCase());
      }
    });

    it('tidies a name with control characters and drops a picture that is not an address, so the users list stays whole', async () => {
      const account = await signUpWithPassword();
      await setProfile(account.uid, {
        displayName: `\u0000Ada\u0007 \u202E${'y'.repeat(300)}\n`,
        photoUrl: 'javascript:alert(1)',
      });
      await exchange(account.idToken).expect(200);
      const user = await userOf(account.uid);
      expect(user.name).toBe(`Ada ${'y'.repeat(96)}`);
      expect(user.photoUrl).toBeNull();

      const blank = await signUpWithPassword(uniqueEmail('blank'));
      await setProfile(blank.uid, { displayName: ' \u0000 ', photoUrl: 'https://example.com/me.png' });
      await exchange(blank.idToken).expect(200);
      expect(await userOf(blank.uid)).toMatchObject({ name: blank.email.split('@')[0], photoUrl: null });

      // Google's picture of the account is kept.
      const google = await signUpWithPassword(uniqueEmail('google'));
      await setProfile(google.uid, { photoUrl: 'https://lh3.googleusercontent.com/a/ACg8ocK=s96-c' });
      await exchange(google.idToken).expect(200);
      expect((await userOf(google.uid)).photoUrl).toBe('https://lh3.googleusercontent.com/a/ACg8ocK=s96-c');

      // The contract interceptor turns any answer that breaks the contract into a 500 outside production.
      await get('/users', admin.authorization).expect(200);
    });

    it('refuses a picture that is not an address, and tidies a name, when a customer sends them', async () => {
      const account = await signUpWithPassword();
      const token = await bearerFor(account.idToken);
      for (const photoURL of [
        'javascript:alert(1)',
        'data:image/png;base64,iVBORw0KGgo=',
        '//evil.example/x.png',
        'not a url',
        'https://evil.example/x.png',
        '/menu-images/x.webp',
      ]) {
        const res = await shop.http.post('/api/users').set('Authorization', token).send({ photoURL });
        expectErrorBody(res, 400);
        expect([photoURL, new Set(res.body.details.map((detail: { path: string }) => detail.path))]).toEqual([
          photoURL,
          new Set(['/body/photoURL']),
        ]);
      }
      const user = (await shop.http.get('/api/users').set('Authorization', admin.authorization).expect(200)).body.find(
        (u: { email: string }) => u.email === account.email.toLowerCase(),
      );
      expect(user.photoURL).toBeUndefined();
      const renamed = await shop.http
        .post('/api/users')
        .set('Authorization', token)
        .send({ name: 'Grace\u0007 \u202EHopper ' })
        .expect(200);
      expect(renamed.body.name).toBe('Grace Hopper');
    });
  });
});
