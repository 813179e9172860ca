import { randomUUID } from 'node:crypto';
import { Reflector } from '@nestjs/core';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import { accessRuleOf } from '../src/auth/access';
import { Contract, type Operation } from '../src/common/contract/contract';
import { startShop, type TestShop } from './app';
import { signUpVerified, uniqueEmail } from './identity';
import { endingStreams, isEventStream } from './streams';

const contract = Contract.load();

/** The staff's roles, as the contract's `Role` lists them: each signs in as a member of staff of its own. */
const staffRoles = ['owner', 'manager', 'kitchen', 'host'] as const;
type StaffRole = (typeof staffRoles)[number];
type Caller = 'anonymous' | 'customer' | 'another customer' | StaffRole;
const callers: Caller[] = ['anonymous', 'customer', 'another customer', ...staffRoles];

const isStaff = (caller: Caller): caller is StaffRole => (staffRoles as readonly string[]).includes(caller);

/** What the caller's role may do, as the contract's `Role` (`x-permissions`) says: nothing for a customer. */
const permissionsOf = (caller: Caller): ReadonlySet<string> =>
  isStaff(caller) ? contract.rolePermissions.get(caller)! : new Set();

/** What the contract's marks say a caller gets: 401, 403, or anything but those. */
function expectedFor(op: Operation, caller: Caller): 401 | 403 | 'allowed' {
  if (op.anonymous) return 'allowed';
  // An operation that takes only another credential (a booking's link) refuses every caller who lacks it.
  if (op.signIn === 'none') return 401;
  if (caller === 'anonymous') return 401;
  if (op.requiredPermission && !permissionsOf(caller).has(op.requiredPermission)) return 403;
  // Requests name the customer's records: their own, or anyone's for staff holding the operation's permission.
  if (
    op.ownerParam &&
    caller !== 'customer' &&
    !(op.othersPermission && permissionsOf(caller).has(op.othersPermission))
  )
    return 403;
  return 'allowed';
}

describe('the access matrix, from the marks in openapi.yaml, with real emulator tokens', () => {
  let shop: TestShop;
  const tokens = new Map<Caller, string>();
  let customerEmail: string;
  let customerId: string;
  let dishId: string;

  beforeAll(async () => {
    const ownerEmail = uniqueEmail('owner');
    shop = await startShop({ ADMIN_EMAILS: ownerEmail });
    const accounts: [Caller, string][] = [
      ['customer', uniqueEmail('customer')],
      ['another customer', uniqueEmail('other')],
      ...staffRoles.map((role): [Caller, string] => [role, role === 'owner' ? ownerEmail : uniqueEmail(role)]),
    ];
    for (const [caller, email] of accounts) {
      const { idToken } = await signUpVerified(email);
      const { token } = (await shop.http.post('/api/jwt').send({ idToken }).expect(200)).body;
      tokens.set(caller, `Bearer ${token}`);
    }
    // The owner (ADMIN_EMAILS) gives the others their roles, as the dashboard does.
    for (const role of staffRoles.filter((role) => role !== 'owner')) {
      const { id } = await shop.prisma.user.findFirstOrThrow({
        where: { email: accounts.find(([c]) => c === role)![1] },
      });
      const res = await shop.http
        .patch(`/api/users/admin/${id}`)
        .set('Authorization', tokens.get('owner')!)
        .send({ role });
      expect(res.body).toMatchObject({ role });
    }
    customerEmail = accounts[0]![1];
    customerId = (await shop.prisma.user.findFirstOrThrow({ where: { email: customerEmail } })).id;
    dishId = (await shop.prisma.menuItem.findFirstOrThrow()).id;
  });
  afterAll(() => shop.close());

  /** The shop's token for a new, verified account of no use to any other case. */
  async function throwawayToken() {
    const { idToken } = await signUpVerified(uniqueEmail('erased'));
    const { token } = (await shop.http.post('/api/jwt').send({ idToken }).expect(200)).body;
    return `Bearer ${token}`;
  }

  /** A well-formed request for an operation, aimed at the customer's own records. */
  async function requestFor(op: Operation, caller: Caller) {
    // The staff's destructive calls are aimed at nobody, so that the matrix leaves the data as it found it.
    const destructive =
      op.method === 'delete' ||
      ['promoteUser', 'markDishSoldOut', 'markChoiceSoldOut', 'replaceOptionGroup'].includes(op.operationId);
    const target = isStaff(caller) && destructive ? randomUUID() : undefined;
    const path = `/api${op.path}`
      .replace('{id}', target ?? (op.path.startsWith('/users') ? customerId : dishId))
      .replace('{user}', op.method === 'get' ? customerEmail : (target ?? customerId));
    const query = op.ownerParam === 'email' ? { email: customerEmail } : {};
    const bodies: Record<string, object> = {
      createMenuItem: { name: 'Matrix Soup', category: 'soup', price: 5, recipe: 'Test.', image: '/uploads/x.webp' },
      updateMenuItem: { recipe: 'Changed by the matrix.' },
      markDishSoldOut: { until: 'tomorrow' },
      createOptionGroup: {
        name: 'Matrix sizes',
        minChoices: 1,
        maxChoices: 1,
        choices: [{ name: 'Regular', price: 0, default: true }],
      },
      replaceOptionGroup: {
        name: 'Matrix sizes',
        minChoices: 0,
        maxChoices: 1,
        choices: [{ name: 'Large', price: 1 }],
      },
      markChoiceSoldOut: { until: 'turned-back' },
      registerUser: {},
      addCartLine: { menuItemId: dishId, quantity: 1 },
      updateCartLine: { quantity: 2 },
      createPaymentIntent: {},
      recordPayment: { transactionId: 'pi_matrix' },
      updateOrderStatus: { status: 'preparing' },
      createToken: { idToken: (await signUpVerified()).idToken },
      inviteStaff: { email: uniqueEmail('invited'), role: 'kitchen' },
      acceptStaffInvitation: { invitation: 'x'.repeat(43) },
    };
    let req = shop.http[op.method](path).query(query);
    if (isEventStream(path)) req = req.buffer(true).parse(endingStreams);
    // Erasing one's account is aimed at an account of its own, so that the matrix keeps its callers.
    const token =
      op.operationId === 'eraseMyAccount' && caller !== 'anonymous' ? await throwawayToken() : tokens.get(caller);
    if (token) req = req.set('Authorization', token);
    return op.operationId in bodies ? req.send(bodies[op.operationId]) : req;
  }

  const cases = contract.operations.flatMap((op) =>
    callers.map((caller) => [op.operationId, caller, op, expectedFor(op, caller)] as const),
  );
  // The refused calls first, between two readings of the whole database: a refusal changes nothing.
  const refused = cases.filter(([, , , expected]) => expected !== 'allowed');
  const allowed = cases.filter(([, , , expected]) => expected === 'allowed');
  let before: Record<string, string>;

  it('reads the database before the refused calls', async () => {
    before = await databaseFingerprint(shop);
    expect(Object.keys(before).length).toBeGreaterThan(20);
  });

  it.each(refused)('%s as %s is refused', async (_, caller, op, expected) => {
    const res = await requestFor(op, caller);
    expect(res.status).toBe(expected);
    expect(res.body.statusCode).toBe(expected);
  });

  it('finds the database as it was after every refused call', async () => {
    expect(await databaseFingerprint(shop)).toEqual(before);
  });

  it.each(allowed)('%s as %s is allowed', async (_, caller, op) => {
    const res = await requestFor(op, caller);
    expect([401, 403]).not.toContain(res.status);
    // Not an unexpected error; a payment is 503 here, where this shop runs without Stripe, as its contract says.
    expect(res.status).not.toBe(500);
  });

  it('gives each role what the contract says: a cook sees the kitchen, not the users or the settings', () => {
    const allowedTo = (caller: Caller) =>
      new Set(allowed.filter(([, who]) => who === caller).map(([operationId]) => operationId));
    const kitchen = allowedTo('kitchen');
    expect(
      ['listKitchenOrders', 'updateOrderStatus', 'markDishSoldOut', 'markChoiceSoldOut'].filter(
        (op) => !kitchen.has(op),
      ),
    ).toEqual([]);
    expect(
      ['listUsers', 'deleteUser', 'promoteUser', 'replaceOrderingSettings', 'updateMenuItem', 'getOverview'].filter(
        (op) => kitchen.has(op),
      ),
    ).toEqual([]);
    const host = allowedTo('host');
    expect(['listBookingsOfDay', 'setBookingStatus', 'getDiningRoom'].filter((op) => !host.has(op))).toEqual([]);
    expect(['updateOrderStatus', 'markDishSoldOut', 'listUsers'].filter((op) => host.has(op))).toEqual([]);
    const manager = allowedTo('manager');
    expect(['promoteUser', 'demoteUser'].filter((op) => manager.has(op))).toEqual([]);
    // The owner may call everything but what names another's cart or needs a booking's link.
    const ownerRefused = refused.filter(([, who]) => who === 'owner').map(([operationId]) => operationId);
    expect(ownerRefused.sort()).toEqual(['confirmBooking', 'listCartLines']);
  });

  it('left the customer and the dish as they were', async () => {
    expect(await shop.prisma.user.findUnique({ where: { id: customerId } })).not.toBeNull();
    expect(await shop.prisma.menuItem.findUnique({ where: { id: dishId } })).not.toBeNull();
  });

  it('has guards on exactly the handlers the contract marks, and names each handler after its operationId', () => {
    const controllers = [...shop.app.get(ModulesContainer).values()].flatMap((module) => [
      ...module.controllers.values(),
    ]);
    const scanner = new MetadataScanner();
    const reflector = new Reflector();
    const found: string[] = [];
    for (const wrapper of controllers) {
      const instance = wrapper.instance;
      const prefix = String(Reflect.getMetadata(PATH_METADATA, wrapper.metatype as object) ?? '');
      for (const name of scanner.getAllMethodNames(Object.getPrototypeOf(instance))) {
        const handler = (instance as Record<string, object>)[name]!;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (method === undefined) continue;
        const route =
          `/${[prefix, String(Reflect.getMetadata(PATH_METADATA, handler) ?? '')].filter((p) => p && p !== '/').join('/')}`.replace(
            /:([A-Za-z0-9_]+)/g,
            '{$1}',
          );
        const op = contract.find(RequestMethod[method], route);
        expect({ route, found: Boolean(op) }).toEqual({ route, found: true });
        // A search for the contract's operationId finds its handler.
        expect({ route, handler: name }).toEqual({ route, handler: op!.operationId });
        const rule = accessRuleOf(reflector, handler);
        const signIn =
          rule?.user === undefined && rule?.permission === undefined
            ? 'none'
            : rule.user === 'optional'
              ? 'optional'
              : 'required';
        expect({ route, signIn, permission: rule?.permission }).toEqual({
          route,
          signIn: op!.signIn,
          permission: op!.requiredPermission,
        });
        found.push(op!.operationId);
      }
    }
    expect(found.sort()).toEqual(contract.operations.map((op) => op.operationId).sort());
  });
});

/**
 * Every table of the shop's database, each as a digest of its rows: two readings are equal when nothing was
 * written in between.
 */
async function databaseFingerprint(shop: TestShop): Promise<Record<string, string>> {
  const tables = await shop.prisma.$queryRaw<{ name: string }[]>`
    SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' ORDER BY 1`;
  const digests: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await shop.prisma.$queryRawUnsafe<{ digest: string | null }[]>(
      `SELECT md5(string_agg(t::text, ',' ORDER BY t::text)) AS digest FROM "${name}" t`,
    );
    digests[name] = row?.digest ?? 'empty';
  }
  return digests;
}
