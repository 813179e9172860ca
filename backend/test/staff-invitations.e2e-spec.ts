import { startShop, type TestShop } from './app';
import { expectErrorBody } from './error-body';
import { raceAtRowLock } from './race';

describe('invitations to the staff', () => {
  let shop: TestShop;
  let owner: Awaited<ReturnType<TestShop['signIn']>>;

  beforeEach(async () => {
    shop = await startShop();
    owner = await shop.signIn('owner');
  });
  afterEach(() => shop.close());

  const invite = (email: string, role: string, by = owner) =>
    shop.http.post('/api/staff-invitations').set('Authorization', by.authorization).send({ email, role });
  const accept = (secret: string, by: { authorization: string }) =>
    shop.http
      .post('/api/staff-invitations/acceptance')
      .set('Authorization', by.authorization)
      .send({ invitation: secret });
  /** The link of the last invitation e-mailed to an address, and the e-mail itself. */
  async function mailedTo(email: string) {
    const [mail] = await shop.prisma.$queryRaw<{ subject: string; text: string; html: string }[]>`
      SELECT subject, text, html FROM outbox_emails WHERE to_address = ${email} ORDER BY id DESC LIMIT 1`;
    const link = /(http\S+\/join\?invitation=([A-Za-z0-9_-]{43}))/.exec(mail!.text)!;
    return { mail: mail!, link: link[1]!, secret: link[2]! };
  }

  it('e-mails a link that makes the verified account holding the address a member in the role, once', async () => {
    const email = `cook-${Date.now()}@example.com`;
    const sent = (await invite(email.toUpperCase(), 'kitchen').expect(201)).body;
    expect(sent).toMatchObject({ email, role: 'kitchen', invitedBy: owner.email.split('@')[0] });
    expect(new Date(sent.expiresAt).getTime() - new Date(sent.createdAt).getTime()).toBe(7 * 24 * 60 * 60_000);
    const listed = (await shop.http.get('/api/staff-invitations').set('Authorization', owner.authorization).expect(200))
      .body;
    expect(listed.map((invitation: { _id: string }) => invitation._id)).toEqual([sent._id]);

    const { mail, link, secret } = await mailedTo(email);
    expect(mail.subject).toMatch(/^Join the team of /);
    expect(mail.text).toContain('as a member of the kitchen');
    expect(link).toMatch(/^http:\/\/[^/]+\/join\?invitation=/);
    // The shop keeps only the secret's digest.
    const [row] = await shop.prisma.$queryRawUnsafe<{ row: string }[]>(
      `SELECT s::text AS row FROM staff_invitations s WHERE id = $1::uuid`,
      sent._id,
    );
    expect(row!.row).not.toContain(secret);

    const cook = await shop.signIn('customer', email);
    const joined = (await accept(secret, cook).expect(200)).body;
    expect(joined).toMatchObject({ _id: cook.id, email, role: 'kitchen' });
    expect(
      (await shop.http.get(`/api/users/admin/${email}`).set('Authorization', cook.authorization).expect(200)).body,
    ).toMatchObject({ admin: true, role: 'kitchen' });
    // The link is used up, and no longer waits.
    const again = await accept(secret, cook);
    expectErrorBody(again, 404);
    expect(again.body.message).toBe('This invitation is not valid any more: ask the owner for a new one.');
    expect((await shop.http.get('/api/staff-invitations').set('Authorization', owner.authorization)).body).toEqual([]);
    expectErrorBody(
      await shop.http.delete(`/api/staff-invitations/${sent._id}`).set('Authorization', owner.authorization),
      409,
    );
  });

  it('joins nobody else: another address, an unproven one, an old, withdrawn or replaced link', async () => {
    const email = `host-${Date.now()}@example.com`;
    await invite(email, 'host').expect(201);
    const { secret } = await mailedTo(email);
    const stranger = await shop.signIn('customer');
    const elsewhere = await accept(secret, stranger);
    expectErrorBody(elsewhere, 403);
    expect(elsewhere.body.message).toContain('sent to another address');
    const unproven = await shop.signIn('customer', email, { emailVerified: false });
    expectErrorBody(await accept(secret, unproven), 409);
    // Nothing was used up by the refusals; the link then goes out of date.
    await shop.prisma.staffInvitation.updateMany({ where: { email }, data: { expiresAt: new Date(Date.now() - 1) } });
    await shop.prisma.user.update({ where: { id: unproven.id }, data: { emailVerified: true } });
    expectErrorBody(await accept(secret, unproven), 404);

    // A new invitation replaces the one that waits; a withdrawn one joins nobody.
    await invite(email, 'host').expect(201);
    const first = (await mailedTo(email)).secret;
    const replacing = (await invite(email, 'manager').expect(201)).body;
    const second = (await mailedTo(email)).secret;
    expectErrorBody(await accept(first, unproven), 404);
    await shop.http
      .delete(`/api/staff-invitations/${replacing._id}`)
      .set('Authorization', owner.authorization)
      .expect(200);
    expectErrorBody(await accept(second, unproven), 404);
    expectErrorBody(
      await shop.http.delete(`/api/staff-invitations/${replacing._id}`).set('Authorization', owner.authorization),
      404,
    );
    expect((await shop.prisma.user.findUniqueOrThrow({ where: { id: unproven.id } })).role).toBe('customer');
    expectErrorBody(await invite(email, 'customer'), 400);
    // Only those who may change roles invite.
    expectErrorBody(await invite(email, 'owner', await shop.signIn('manager')), 403);
  });

  it('joins once when the same link is opened twice at once', async () => {
    const email = `twice-${Date.now()}@example.com`;
    const sent = (await invite(email, 'kitchen').expect(201)).body;
    const { secret } = await mailedTo(email);
    const cook = await shop.signIn('customer', email);
    const results = await raceAtRowLock(shop.prisma, 'staff_invitations', [sent._id], () => [
      accept(secret, cook),
      accept(secret, cook),
    ]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 404]);
    expect(
      (await shop.prisma.staffInvitation.findUniqueOrThrow({ where: { id: sent._id } })).acceptedAt,
    ).not.toBeNull();
  });
});
