import { JwtService } from '@nestjs/jwt';
import { startShop, type TestShop } from './app';
import { expectErrorBody } from './error-body';
import { signInWithGoogle, signUpVerified, signUpWithPassword, uniqueEmail } from './identity';
import { raceAtRowLock } from './race';

describe('signing in: POST /jwt', () => {
  let shop: TestShop;
  const bossEmail = uniqueEmail('boss');

  beforeAll(async () => {
    shop = await startShop({ ADMIN_EMAILS: bossEmail });
  });
  afterAll(() => shop.close());

  const exchange = (idToken: string) => shop.http.post('/api/jwt').send({ idToken });

  it('answers a token of minutes for the Firebase account and records its user as a customer', async () => {
    const account = await signUpWithPassword(undefined, undefined, 'Ada Lovelace');
    const res = await exchange(account.idToken).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const claims = shop.app.get(JwtService).decode<{ sub: string; exp: number; iat: number }>(res.body.token);
    expect(shop.config.JWT_TTL_SECONDS).toBe(600);
    expect(claims.exp - claims.iat).toBe(600);
    expect(res.body.expiresIn).toBe(600);
    const user = await shop.prisma.user.findUniqueOrThrow({ where: { firebaseUid: account.uid } });
    expect(user).toMatchObject({
      id: claims.sub,
      email: account.email,
      emailVerified: false,
      name: 'Ada Lovelace',
      role: 'customer',
    });

    const me = await shop.http.post('/api/users').set('Authorization', `Bearer ${res.body.token}`).send({}).expect(200);
    expect(me.body).toMatchObject({ email: account.email, emailVerified: false, role: 'customer' });
  });

  it('accepts the ID token as a Bearer header too, and Google accounts', async () => {
    const google = await signInWithGoogle();
    const res = await shop.http.post('/api/jwt').set('Authorization', `Bearer ${google.idToken}`).send({}).expect(200);
    expect(res.body.token).toEqual(expect.any(String));
    expect(await shop.prisma.user.findUnique({ where: { firebaseUid: google.uid } })).toMatchObject({
      name: 'Grace Hopper',
      emailVerified: true,
    });
  });

  it('makes the verified addresses of ADMIN_EMAILS owners', async () => {
    const boss = await signUpVerified(bossEmail);
    const { token } = (await exchange(boss.idToken).expect(200)).body;
    const status = await shop.http
      .get(`/api/users/admin/${bossEmail}`)
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(status.body).toMatchObject({ admin: true, role: 'owner' });
    expect(status.body.permissions).toContain('staff.manage');

    // The first administrator makes another.
    const helper = await signUpVerified();
    const helperToken = (await exchange(helper.idToken).expect(200)).body.token;
    const helperId = (await shop.prisma.user.findUniqueOrThrow({ where: { firebaseUid: helper.uid } })).id;
    const promoted = await shop.http
      .patch(`/api/users/admin/${helperId}`)
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(promoted.body).toMatchObject({ email: helper.email, role: 'manager' });
    await shop.http.get('/api/users').set('Authorization', `Bearer ${helperToken}`).expect(200);
  });

  it('gives nothing for an e-mail address alone', async () => {
    const account = await signUpWithPassword();
    const res = await shop.http.post('/api/jwt').send({ email: account.email });
    expectErrorBody(res, 401);
    expect(res.body).not.toHaveProperty('token');
  });

  it('refuses forged, tampered and foreign ID tokens', async () => {
    const account = await signUpWithPassword();
    const [header, payload] = account.idToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, email: 'boss@example.com' })).toString('base64url')}.`;
    // The emulator's tokens are unsigned; a forged one no longer matches the account the emulator knows.
    expectErrorBody(await exchange(forged), 401);
    expectErrorBody(await exchange('not-a-token'), 401);
    const otherProject = `${header}.${Buffer.from(JSON.stringify({ ...claims, aud: 'someone-else', iss: 'https://securetoken.google.com/someone-else' })).toString('base64url')}.`;
    expectErrorBody(await exchange(otherProject), 401);
  });

  it('never lets an account back that the restaurant removes while it signs in: the sign-in comes first or is refused', async () => {
    const admin = await shop.signIn('owner');
    for (let round = 0; round < 3; round++) {
      const ada = await signUpWithPassword();
      await exchange(ada.idToken).expect(200);
      const { id } = await shop.prisma.user.findUniqueOrThrow({ where: { firebaseUid: ada.uid } });
      const [signIn, removal] = await raceAtRowLock(
        shop.prisma,
        'users',
        [id],
        () => [exchange(ada.idToken), shop.http.delete(`/api/users/${id}`).set('Authorization', admin.authorization)],
        'FOR NO KEY UPDATE|^(UPDATE|DELETE FROM) "public"\\."users"',
      );
      expect(removal!.status).toBe(200);
      // Refused as removed (403), or, once the erasure has deleted the sign-in account too, as gone (401).
      expect([200, 401, 403]).toContain(signIn!.status);
      expect(await shop.prisma.user.count({ where: { firebaseUid: ada.uid } })).toBe(0);
      expectErrorBody(await exchange(ada.idToken), 401);
    }
  });

  it("refuses the shop's own token where a Firebase ID token is expected", async () => {
    const customer = await shop.signIn('customer');
    expectErrorBody(await exchange(customer.authorization.slice('Bearer '.length)), 401);
  });
});

describe('the shop token', () => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await startShop();
  });
  afterAll(() => shop.close());

  it('is refused when expired, wrongly signed, of another algorithm or for a removed user', async () => {
    const customer = await shop.signIn('customer');
    const jwt = shop.app.get(JwtService);
    const claims = { sub: customer.id, email: customer.email };
    const expired = await jwt.signAsync(claims, { expiresIn: -10 });
    const wrongKey = await jwt.signAsync(claims, { secret: 'another-secret-that-is-long-enough-to-sign' });
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    for (const token of [expired, wrongKey, unsigned]) {
      expectErrorBody(await shop.http.post('/api/users').set('Authorization', `Bearer ${token}`).send({}), 401);
    }
    await shop.http.post('/api/users').set('Authorization', customer.authorization).send({}).expect(200);
    await shop.prisma.user.delete({ where: { id: customer.id } });
    expectErrorBody(await shop.http.post('/api/users').set('Authorization', customer.authorization).send({}), 401);
  });

  it('carries no role: a promotion takes effect on the next request', async () => {
    const admin = await shop.signIn('owner');
    const customer = await shop.signIn('customer');
    expectErrorBody(await shop.http.get('/api/users').set('Authorization', customer.authorization), 403);
    await shop.http.patch(`/api/users/admin/${customer.id}`).set('Authorization', admin.authorization).expect(200);
    await shop.http.get('/api/users').set('Authorization', customer.authorization).expect(200);
  });
});

describe('rate limit of POST /jwt', () => {
  it('answers 429 with Retry-After once a caller tries too often', async () => {
    const shop = await startShop({ JWT_RATE_LIMIT: '3' });
    try {
      for (let i = 0; i < 3; i += 1) expectErrorBody(await shop.http.post('/api/jwt').send({ idToken: 'x' }), 401);
      const limited = await shop.http.post('/api/jwt').send({ idToken: 'x' });
      expectErrorBody(limited, 429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await shop.close();
    }
  });
});

describe('the client address behind a reverse proxy', () => {
  const signIn = (shop: Awaited<ReturnType<typeof startShop>>, client: string) =>
    shop.http.post('/api/jwt').set('X-Forwarded-For', client).send({ idToken: 'x' });

  it('counts each client apart when the proxy is trusted, and ignores a forged header when none is', async () => {
    const proxied = await startShop({ JWT_RATE_LIMIT: '2', TRUST_PROXY_HOPS: '1' });
    try {
      for (let i = 0; i < 2; i += 1) expectErrorBody(await signIn(proxied, '203.0.113.7'), 401);
      expectErrorBody(await signIn(proxied, '203.0.113.7'), 429);
      expectErrorBody(await signIn(proxied, '198.51.100.9'), 401);
    } finally {
      await proxied.close();
    }
    const direct = await startShop({ JWT_RATE_LIMIT: '2' });
    try {
      for (let i = 0; i < 2; i += 1) expectErrorBody(await signIn(direct, `203.0.113.${i}`), 401);
      expectErrorBody(await signIn(direct, '198.51.100.9'), 429);
    } finally {
      await direct.close();
    }
  });
});

describe('many customers signing in at the same moment', () => {
  it('gives every one of them a token', async () => {
    const shop = await startShop({ JWT_RATE_LIMIT: '1000' });
    try {
      const accounts = await Promise.all(Array.from({ length: 120 }, () => signUpWithPassword()));
      const answers = await Promise.all(
        accounts.map((account) => shop.http.post('/api/jwt').send({ idToken: account.idToken })),
      );
      expect(answers.map((res) => res.status)).toEqual(accounts.map(() => 200));
      expect(
        await shop.prisma.user.count({ where: { firebaseUid: { in: accounts.map((account) => account.uid) } } }),
      ).toBe(accounts.length);
    } finally {
      await shop.close();
    }
  });
});
