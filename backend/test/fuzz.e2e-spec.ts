import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { Contract } from '../src/common/contract/contract';
import { startShop, type TestShop } from './app';
import { distinctIdentities, type OddIdentity, oddIdentity } from './fuzz/identities';
import { ContractOracle } from './fuzz/oracle';
import {
  type Answer,
  type CallerTokens,
  type FuzzRequest,
  fuzzOperations,
  type KnownRecords,
  requestArbitrary,
  send,
} from './fuzz/requests';
import { setProfile, signUpWithPassword } from './identity';
import { type StandIn, startStandIn, stripeEnv } from './stripe';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 5000);
const IDENTITIES = Number(process.env.FUZZ_IDENTITIES ?? 60);
const CONCURRENCY = 8;

interface Finding {
  request: FuzzRequest;
  answer: Answer;
  problems: string[];
}

function shortened(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text;
}

function shortenedRequest({ method, path, caller, operationId, query, body }: FuzzRequest): string {
  return `${method.toUpperCase()} ${shortened(path)} as ${caller} (${operationId}) query=${shortened(query)} body=${shortened(body)}`;
}

describe('the API under generated requests from openapi.yaml', () => {
  const contract = Contract.load();
  const oracle = new ContractOracle();
  const operations = fuzzOperations(contract);
  let standIn: StandIn;
  let shop: TestShop;
  let uploads: string;

  beforeAll(async () => {
    standIn = await startStandIn();
    uploads = await mkdtemp(path.join(tmpdir(), 'shop-fuzz-uploads-'));
    shop = await startShop({ ...stripeEnv(standIn), UPLOADS_DIR: uploads });
  });
  afterAll(async () => {
    await shop.close();
    await standIn.stop();
    await rm(uploads, { recursive: true, force: true });
  });

  /**
   * Firebase accounts of generated identities (addresses, names and pictures as Firebase accepts them, well-formed
   * or not) signing in: each is let in or refused with a 4xx, never a 5xx; those let in become callers.
   */
  async function signInOddIdentities(
    findings: string[],
  ): Promise<{ tokens: string[]; emails: string[]; refused: number; skipped: number }> {
    const identities = distinctIdentities(fc.sample(oddIdentity, { seed: SEED, numRuns: IDENTITIES }));
    const tokens: string[] = [];
    const emails: string[] = [];
    let refused = 0;
    let skipped = 0;
    for (const identity of identities) {
      let account;
      try {
        account = await signUpWithPassword(identity.email);
        await setProfile(account.uid, { displayName: identity.displayName, photoUrl: identity.photoUrl });
      } catch {
        skipped += 1; // Firebase refuses it, or another test holds the address: nothing for the shop to judge.
        continue;
      }
      const res = await shop.http.post('/api/jwt').send({ idToken: account.idToken });
      const problems = oracle.judge('post', '/jwt', res);
      if (problems.length > 0)
        findings.push(
          `POST /api/jwt for ${shortened(identity satisfies OddIdentity)} → ${res.status} ${shortened(res.body)}: ${problems.join('; ')}`,
        );
      if (res.status !== 200) {
        refused += 1;
        continue;
      }
      tokens.push(`Bearer ${res.body.token as string}`);
      emails.push((await shop.prisma.user.findUniqueOrThrow({ where: { firebaseUid: account.uid } })).email);
    }
    return { tokens, emails, refused, skipped };
  }

  it(`answers ${REQUESTS} valid and invalid requests to every operation within the contract, and never with a 5xx`, async () => {
    const identityFindings: string[] = [];
    const odd = await signInOddIdentities(identityFindings);
    process.stdout.write(
      `${IDENTITIES} generated identities: ${odd.tokens.length} signed in, ${odd.refused} refused with a 4xx, ${odd.skipped} not created by Firebase\n`,
    );
    const customer = await shop.signIn('customer');
    const admin = await shop.signIn('owner');
    const other = await shop.signIn('customer');
    const bystanders = await Promise.all([shop.signIn('customer'), shop.signIn('customer'), shop.signIn('owner')]);
    const menu = (await shop.http.get('/api/menu').expect(200)).body as { _id: string }[];
    const cartLineIds: string[] = [];
    for (const dish of menu.slice(10, 13)) {
      const line = await shop.http
        .post('/api/carts')
        .set('Authorization', customer.authorization)
        .send({ menuItemId: dish._id })
        .expect(201);
      cartLineIds.push(line.body._id);
    }
    const known: KnownRecords = {
      menuItemIds: menu.map((dish) => dish._id),
      userIds: [...bystanders.map((user) => user.id), other.id],
      cartLineIds,
      deliveryZoneIds: (await shop.prisma.deliveryZone.findMany({ select: { id: true } })).map((zone) => zone.id),
      promoCodeIds: (await shop.prisma.promoCode.findMany({ select: { id: true } })).map((promo) => promo.id),
      emails: { anonymous: '', customer: customer.email, admin: admin.email },
      otherEmail: other.email,
      oddEmails: odd.emails,
    };
    const tokens: CallerTokens = {
      anonymous: undefined,
      customer: customer.authorization,
      admin: admin.authorization,
      odd: odd.tokens,
    };

    process.stdout.write(`fuzzing ${operations.length} operations with ${REQUESTS} requests, FUZZ_SEED=${SEED}\n`);
    const started = Date.now();
    const requests = fc.sample(requestArbitrary(contract, operations, known), { seed: SEED, numRuns: REQUESTS });
    const findings: Finding[] = [];
    const tally = new Map<string, Map<number, number>>();
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const request = requests[next++]!;
        const { path } = operations.find((op) => op.operation.operationId === request.operationId)!.operation;
        let answer: Answer;
        try {
          answer = await send(shop.http, request, tokens);
        } catch (error) {
          answer = { status: 0, headers: {}, body: String(error) };
        }
        const byStatus = tally.get(request.operationId) ?? new Map<number, number>();
        byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
        tally.set(request.operationId, byStatus);
        const problems = answer.status === 0 ? ['no answer'] : oracle.judge(request.method, path, answer);
        if (problems.length > 0) findings.push({ request, answer, problems });
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (Date.now() - started) / 1000;

    const lines = [...tally.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(
        ([id, byStatus]) =>
          `  ${id.padEnd(22)} ${[...byStatus.entries()]
            .sort(([a], [b]) => a - b)
            .map(([s, n]) => `${s}×${n}`)
            .join(' ')}`,
      );
    process.stdout.write(
      `${REQUESTS} requests in ${seconds.toFixed(1)} s (FUZZ_SEED=${SEED}), answers by operation:\n${lines.join('\n')}\n`,
    );

    const distinct = new Map<string, Finding>();
    for (const finding of findings)
      distinct.set(`${finding.request.operationId} ${finding.answer.status} ${finding.problems[0]}`, finding);
    const report = [...distinct.values()]
      .slice(0, 20)
      .map(
        ({ request, answer, problems }) =>
          `${shortenedRequest(request)} → ${answer.status} ${shortened(answer.body)}: ${problems.join('; ')}`,
      );
    // What every customer's data ends up in: the administrators' lists, whoever signed in with whatever.
    for (const list of ['/users', '/orders']) {
      const res = await shop.http
        .get(`/api${list}`)
        .query(list === '/orders' ? { pageSize: 100 } : {})
        .set('Authorization', admin.authorization);
      const problems = oracle.judge('get', list, res);
      if (problems.length > 0) report.push(`GET /api${list} as admin → ${res.status}: ${problems.join('; ')}`);
    }
    expect([...identityFindings, ...report]).toEqual([]);
    expect(odd.tokens.length).toBeGreaterThan(IDENTITIES / 10);
    expect(odd.refused).toBeGreaterThan(0);
    for (const op of operations) expect(tally.get(op.operation.operationId)).toBeDefined();
    // A fuzzer whose requests all bounce off validation would prove little: many must get through.
    const succeeded = [...tally.values()].reduce(
      (sum, byStatus) => sum + [...byStatus].filter(([s]) => s < 300).reduce((n, [, c]) => n + c, 0),
      0,
    );
    expect(succeeded).toBeGreaterThan(REQUESTS * 0.15);
    // A guard against a hang, not a measure: the requests take about a minute here, and over three on a loaded machine.
  }, 900_000);
});
