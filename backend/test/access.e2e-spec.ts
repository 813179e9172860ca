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

type Caller = 'anonymous' | 'customer' | 'another customer' | 'administrator';
const callers: Caller[] = ['anonymous', 'customer', 'another customer', 'administrator'];

/** What the contract's marks say a caller gets: 401, 403, or anything but those. */
function expectedFor(op: Operation, caller: Caller): 401 | 403 | 'allowed' {
  if (op.anonymous) return 'allowed';
  // An operation that takes only another credential (a booking's link) refuses every caller who lacks it.
  if (op.signIn === 'none') return 401;
  if (caller === 'anonymous') return 401;
  if (op.requiredRole === 'admin' && caller !== 'administrator') return 403;
  if (op.ownerParam && caller === 'another customer') return 403;
  return 'allowed';
}

describe('the access matrix, from the marks in openapi.yaml, with real emulator tokens', () => {
  let shop: TestShop;
  const tokens = new Map<Caller, string>();
  let customerEmail: string;
  let customerId: string;
  let dishId: string;

  beforeAll(async () => {
    const adminEmail = uniqueEmail('owner');
    shop = await startShop({ ADMIN_EMAILS: adminEmail });
    const accounts: [Caller, string][] = [
      ['customer', uniqueEmail('customer')],
      ['another customer', uniqueEmail('other')],
      ['administrator', adminEmail],
    ];
    for (const [caller, email] of accounts) {
      const { idToken } = await signUpVerified(email);
      const { token } = (await shop.http.post('/api/jwt').send({ idToken }).expect(200)).body;
      tokens.set(caller, `Bearer ${token}`);
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
    // Administrators' destructive calls are aimed at nobody, so that the matrix leaves the data as it found it.
    const destructive =
      op.method === 'delete' ||
      ['promoteUser', 'markDishSoldOut', 'markChoiceSoldOut', 'replaceOptionGroup'].includes(op.operationId);
    const target = caller === 'administrator' && destructive ? randomUUID() : undefined;
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
    };
    let req = shop.http[op.method](path).query(query);
    if (isEventStream(path)) req = req.buffer(true).parse(endingStreams);
    // Erasing one's account is aimed at an account of its own, so that the matrix keeps its callers.
    const token =
      op.operationId === 'eraseMyAccount' && caller !== 'anonymous' ? await throwawayToken() : tokens.get(caller);
    if (token) req = req.set('Authorization', token);
    return op.operationId in bodies ? req.send(bodies[op.operationId]) : req;
  }

  const cases = contract.operations.flatMap((op) => callers.map((caller) => [op.operationId, caller, op] as const));

  it.each(cases)('%s as %s', async (_, caller, op) => {
    const res = await requestFor(op, caller);
    const expected = expectedFor(op, caller);
    if (expected === 'allowed') {
      expect([401, 403]).not.toContain(res.status);
    } else {
      expect(res.status).toBe(expected);
      expect(res.body.statusCode).toBe(expected);
    }
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
        const signIn = rule?.user === undefined ? 'none' : rule.user === 'optional' ? 'optional' : 'required';
        expect({ route, signIn, admin: rule?.user === 'admin' }).toEqual({
          route,
          signIn: op!.signIn,
          admin: op!.requiredRole === 'admin',
        });
        found.push(op!.operationId);
      }
    }
    expect(found.sort()).toEqual(contract.operations.map((op) => op.operationId).sort());
  });
});
