import { startShop, type TestShop } from './app';
import { expectErrorBody } from './error-body';
import { signInWithPassword, signUpVerified, signUpWithPassword, uniqueEmail } from './identity';

/** The minutes of the shop's clock that a burst of requests spanned: its e-mails are one per account and minute. */
const minutesSpanned = (from: number, to: number) => Math.floor(to / 60_000) - Math.floor(from / 60_000) + 1;

/** The link of the e-mail's plain-text part, after the words of its button. */
function linkIn(text: string, button: string): string {
  const link = new RegExp(`${button}\\s?: (\\S+)`).exec(text)?.[1];
  if (!link) throw new Error(`No "${button}" link in the e-mail:\n${text}`);
  return link;
}

/** Opens a Firebase link as its reader does, without following it on to the shop, which is not listening here. */
async function open(link: string): Promise<void> {
  const res = await fetch(link, { redirect: 'manual' });
  if (res.status >= 400) throw new Error(`The link ${link} answered ${res.status}: ${await res.text()}`);
}

describe('the e-mails about an account, mailed by the shop through its outbox with links Firebase made', () => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await startShop({ SHOP_NAME: 'Trattoria Test' });
  });
  afterAll(() => shop.close());

  const emailsTo = (address: string) =>
    shop.prisma.outboxEmail.findMany({ where: { toAddress: address }, orderBy: { id: 'asc' } });
  const tokenOf = async (idToken: string) =>
    `Bearer ${(await shop.http.post('/api/jwt').send({ idToken }).expect(200)).body.token as string}`;

  describe('POST /auth/verification-email', () => {
    it("mails the customer a link under the shop's name that, once opened, verifies the address", async () => {
      const account = await signUpWithPassword(uniqueEmail('ada'), 'correct horse 42', 'Ada Lovelace');
      const authorization = await tokenOf(account.idToken);

      const res = await shop.http.post('/api/auth/verification-email').set('Authorization', authorization).expect(204);
      expect(res.headers['cache-control']).toBe('private, no-store');

      const [email, ...more] = await emailsTo(account.email);
      expect(more).toEqual([]);
      expect(email!.subject).toBe('Confirm your e-mail address (Trattoria Test)');
      expect(email!.text).toContain('Hello Ada Lovelace,');
      expect(email!.html).toContain('Trattoria Test');
      await open(linkIn(email!.text, 'Confirm my address'));

      // Firebase now holds the address verified: the next exchange records it.
      await tokenOf((await signInWithPassword(account.email, account.password)).idToken);
      expect(await shop.prisma.user.findUniqueOrThrow({ where: { firebaseUid: account.uid } })).toMatchObject({
        emailVerified: true,
      });
    });

    it('mails nothing to an address already verified', async () => {
      const account = await signUpVerified();
      await shop.http
        .post('/api/auth/verification-email')
        .set('Authorization', await tokenOf(account.idToken))
        .expect(204);
      expect(await emailsTo(account.email)).toEqual([]);
    });

    it('mails one e-mail for a burst of requests within a minute', async () => {
      const account = await signUpWithPassword();
      const authorization = await tokenOf(account.idToken);

      const from = Date.now();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          shop.http.post('/api/auth/verification-email').set('Authorization', authorization),
        ),
      );
      const to = Date.now();

      expect(answers.map((res) => res.status)).toEqual([204, 204, 204, 204, 204]);
      const emails = await emailsTo(account.email);
      // One a minute: a burst that happened to cross into the next minute of the clock may send a second.
      expect(emails.length).toBeGreaterThanOrEqual(1);
      expect(emails.length).toBeLessThanOrEqual(minutesSpanned(from, to));
    });

    it('refuses a caller who is not signed in, with 401', async () => {
      expectErrorBody(await shop.http.post('/api/auth/verification-email'), 401);
    });
  });

  describe('POST /auth/password-reset-email', () => {
    it('mails the account a link to choose a new password, with which it then signs in', async () => {
      const account = await signUpWithPassword(uniqueEmail('grace'), 'correct horse 42', 'Grace Hopper');

      const res = await shop.http
        .post('/api/auth/password-reset-email')
        .send({ email: account.email.toUpperCase() })
        .expect(202);
      expect(res.body).toEqual({});

      const [email, ...more] = await emailsTo(account.email);
      expect(more).toEqual([]);
      expect(email!.subject).toBe('Choose a new password (Trattoria Test)');
      expect(email!.text).toContain('Hello Grace Hopper,');
      // The emulator's page takes the new password in its address, where Firebase's own page has a form.
      await open(
        `${linkIn(email!.text, 'Choose a new password')}&newPassword=${encodeURIComponent('a new password 7')}`,
      );

      await expect(signInWithPassword(account.email, 'a new password 7')).resolves.toMatchObject({ uid: account.uid });
      await expect(signInWithPassword(account.email, account.password)).rejects.toThrow();
    });

    it('writes the e-mail in the language the customer asked in, its link leading back to the pages in it', async () => {
      const account = await signUpWithPassword(uniqueEmail('amelie'), 'correct horse 42', 'Amélie');
      await shop.http
        .post('/api/auth/password-reset-email')
        .set('Accept-Language', 'fr-FR, fr;q=0.9')
        .send({ email: account.email })
        .expect(202);
      const [email] = await emailsTo(account.email);
      expect(email!.subject).toBe('Choisissez un nouveau mot de passe (Trattoria Test)');
      expect(email!.text).toContain('Bonjour Amélie,');
      expect(email!.text).toContain('votre mot de passe reste inchangé');
      expect(decodeURIComponent(linkIn(email!.text, 'Choisir un nouveau mot de passe'))).toContain('/fr/login');
    });

    it('answers an address nobody uses exactly as one in use, and mails nothing', async () => {
      const known = await signUpWithPassword();
      const unknown = uniqueEmail('nobody');

      const answers = await Promise.all(
        [known.email, unknown].map((email) => shop.http.post('/api/auth/password-reset-email').send({ email })),
      );

      const [forKnown, forUnknown] = answers.map((res) => ({
        status: res.status,
        body: res.body as unknown,
        text: res.text,
        type: res.headers['content-type'],
      }));
      expect(forUnknown).toEqual(forKnown);
      expect(forUnknown!.status).toBe(202);
      expect(await emailsTo(known.email)).toHaveLength(1);
      expect(await emailsTo(unknown)).toEqual([]);
    });

    it('mails one e-mail for a burst of requests within a minute', async () => {
      const account = await signUpWithPassword();

      const from = Date.now();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          shop.http.post('/api/auth/password-reset-email').send({ email: account.email }),
        ),
      );
      const to = Date.now();

      expect(answers.map((res) => res.status)).toEqual([202, 202, 202, 202, 202]);
      const emails = await emailsTo(account.email);
      expect(emails.length).toBeGreaterThanOrEqual(1);
      expect(emails.length).toBeLessThanOrEqual(minutesSpanned(from, to));
    });

    it('refuses what is not an e-mail address, with 400', async () => {
      expectErrorBody(await shop.http.post('/api/auth/password-reset-email').send({ email: 'not an address' }), 400);
      expectErrorBody(await shop.http.post('/api/auth/password-reset-email').send({}), 400);
    });
  });
});

describe('the account e-mails are limited per client address', () => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await startShop({ ACCOUNT_EMAIL_RATE_LIMIT: '3' });
  });
  afterAll(() => shop.close());

  it('answers 429 with Retry-After once a client asks for too many new passwords in a minute', async () => {
    for (let i = 0; i < 3; i++)
      await shop.http
        .post('/api/auth/password-reset-email')
        .send({ email: uniqueEmail('someone') })
        .expect(202);

    const limited = await shop.http.post('/api/auth/password-reset-email').send({ email: uniqueEmail('someone') });

    expectErrorBody(limited, 429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
