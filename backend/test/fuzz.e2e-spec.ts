import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { Contract } from '../src/common/contract/contract';
import { startShop, type TestShop } from './app';
import { type Answer, type Caller, contractBreaks, type FuzzRequest, fuzzOperations, type KnownRecords, requestArbitrary, send } from './fuzz/requests';
import { type StandIn, startStandIn, stripeEnv } from './stripe';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 5000);
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

describe('the API under generated requests from openapi.yaml', () => {
  const contract = Contract.load();
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

  it(`answers ${REQUESTS} valid and invalid requests to every operation within the contract, and never with a 5xx`, async () => {
    const customer = await shop.signIn('customer');
    const admin = await shop.signIn('admin');
    const other = await shop.signIn('customer');
    const bystanders = await Promise.all([shop.signIn('customer'), shop.signIn('customer'), shop.signIn('admin')]);
    const menu = (await shop.http.get('/api/menu').expect(200)).body as { _id: string }[];
    const cartLineIds: string[] = [];
    for (const dish of menu.slice(10, 13)) {
      const line = await shop.http.post('/api/carts').set('Authorization', customer.authorization).send({ menuItemId: dish._id }).expect(201);
      cartLineIds.push(line.body._id);
    }
    const known: KnownRecords = {
      menuItemIds: menu.map((dish) => dish._id),
      userIds: [...bystanders.map((user) => user.id), other.id],
      cartLineIds,
      emails: { anonymous: '', customer: customer.email, admin: admin.email },
      otherEmail: other.email,
    };
    const tokens: Record<Caller, string | undefined> = { anonymous: undefined, customer: customer.authorization, admin: admin.authorization };

    process.stdout.write(`fuzzing ${operations.length} operations with ${REQUESTS} requests, FUZZ_SEED=${SEED}\n`);
    const started = Date.now();
    const requests = fc.sample(requestArbitrary(contract, operations, known), { seed: SEED, numRuns: REQUESTS });
    const findings: Finding[] = [];
    const tally = new Map<string, Map<number, number>>();
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const request = requests[next++]!;
        const operation = contract.find(request.method, operations.find((op) => op.operation.operationId === request.operationId)!.operation.path)!;
        let answer: Answer;
        try {
          answer = await send(shop.http, request, tokens);
        } catch (error) {
          answer = { status: 0, headers: {}, body: String(error) };
        }
        const byStatus = tally.get(request.operationId) ?? new Map<number, number>();
        byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
        tally.set(request.operationId, byStatus);
        const problems = answer.status === 0 ? ['no answer'] : contractBreaks(operation, answer);
        if (problems.length > 0) findings.push({ request, answer, problems });
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (Date.now() - started) / 1000;

    const lines = [...tally.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([id, byStatus]) => `  ${id.padEnd(22)} ${[...byStatus.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(' ')}`);
    process.stdout.write(`${REQUESTS} requests in ${seconds.toFixed(1)} s (FUZZ_SEED=${SEED}), answers by operation:\n${lines.join('\n')}\n`);

    const distinct = new Map<string, Finding>();
    for (const finding of findings) distinct.set(`${finding.request.operationId} ${finding.answer.status} ${finding.problems[0]}`, finding);
    const report = [...distinct.values()].slice(0, 20).map(
      ({ request, answer, problems }) =>
        `${request.method.toUpperCase()} ${shortened(request.path)} as ${request.caller} (${request.operationId}) query=${shortened(request.query)} body=${shortened(request.body)} → ${answer.status} ${shortened(answer.body)}: ${problems.join('; ')}`,
    );
    expect(report).toEqual([]);
    for (const op of operations) expect(tally.get(op.operation.operationId)).toBeDefined();
    // A fuzzer whose requests all bounce off validation would prove little: many must get through.
    const succeeded = [...tally.values()].reduce((sum, byStatus) => sum + [...byStatus].filter(([s]) => s < 300).reduce((n, [, c]) => n + c, 0), 0);
    expect(succeeded).toBeGreaterThan(REQUESTS * 0.15);
  }, 180_000);
});
