import fc from 'fast-check';
import type TestAgent from 'supertest/lib/agent';
import type { Contract, Operation } from '../../src/common/contract/contract';
import { endingStreams, isEventStream } from '../streams';
import { extremeValues } from './limits';
import { HOSTILE_STRINGS, invalidValue, resolver, type Schema, validValue, wrongValue } from './schema-values';

/** Who sends a request: nobody, an everyday customer, an administrator, or one of the accounts of odd identity. */
type Caller = 'anonymous' | 'customer' | 'admin' | 'odd';

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: Schema;
}

/** One operation of openapi.yaml as the fuzzer sees it. */
export interface FuzzOperation {
  operation: Operation;
  parameters: Parameter[];
  bodySchema?: Schema;
  bodyMediaType?: string;
}

/** Everything the fuzzer knows about the shop's records, so that valid requests reach past "not found". */
export interface KnownRecords {
  menuItemIds: string[];
  userIds: string[];
  cartLineIds: string[];
  /** The seed's delivery zones and promo codes. */
  deliveryZoneIds: string[];
  promoCodeIds: string[];
  emails: Record<Exclude<Caller, 'odd'>, string>;
  otherEmail: string;
  /** The addresses the shop stored for the accounts of odd identity, in the order of their tokens. */
  oddEmails: string[];
}

/** The tokens of every caller; the accounts of odd identity take turns. */
export type CallerTokens = Record<Exclude<Caller, 'odd'>, string | undefined> & { odd: string[] };

type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string; text: string }
  | { kind: 'file'; field: string; bytes: number[]; filename: string };

export interface FuzzRequest {
  operationId: string;
  method: string;
  path: string;
  caller: Caller;
  /** Which account of odd identity, when the caller is one. */
  account: number;
  valid: boolean;
  query: Record<string, unknown>;
  headers: Record<string, string>;
  body: Body;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every operation in openapi.yaml, read generically: operations added to the contract are fuzzed too. */
export function fuzzOperations(contract: Contract): FuzzOperation[] {
  const document = contract.document;
  const resolve = resolver(document);
  const paths = (document.paths ?? {}) as Record<string, Schema>;
  const result: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const op = item[method] as Schema | undefined;
      if (!op) continue;
      const parameters = [...((item.parameters ?? []) as unknown[]), ...((op.parameters ?? []) as unknown[])].map(
        (p) => {
          const parameter = resolve(p);
          return {
            name: parameter.name as string,
            in: parameter.in as Parameter['in'],
            required: Boolean(parameter.required) || parameter.in === 'path',
            schema: resolve(parameter.schema),
          };
        },
      );
      const requestBody = op.requestBody ? resolve(op.requestBody) : undefined;
      const content = (requestBody?.content ?? {}) as Record<string, { schema?: unknown }>;
      const bodyMediaType = Object.keys(content)[0];
      result.push({
        operation: contract.find(method, path)!,
        parameters,
        bodyMediaType,
        bodySchema: bodyMediaType ? resolve(content[bodyMediaType]!.schema) : undefined,
      });
    }
  }
  return result;
}

/** Percent-encodes any string, lone surrogates included, as a client would put it in a path. */
function encodeSegment(value: string): string {
  return [...Buffer.from(value)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}

const ODD_PATH_SEGMENTS = [
  '..',
  '%2e%2e',
  '..%2F..%2Fetc%2Fpasswd',
  '%2F',
  '%00',
  '%',
  '%E0%A4%A',
  'null',
  'undefined',
  '-1',
  '0',
  '1e999',
  "1'%20OR%20'1'%3D'1",
  '%F0%9F%8D%95',
  '%20',
  '%09',
];

// The smallest valid PNG: a 1×1 transparent pixel.
const PNG = [
  ...Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
];

/** The caller's own address as the shop stored it, or the customer's for an anonymous caller. */
function ownEmail(caller: Caller, account: number, known: KnownRecords): string {
  if (caller === 'odd') return known.oddEmails[account % known.oddEmails.length] ?? known.emails.customer;
  return known.emails[caller] || known.emails.customer;
}

function knownValueFor(
  name: string,
  schema: Schema,
  own: string,
  known: KnownRecords,
): fc.Arbitrary<unknown> | undefined {
  if (schema.format === 'email') {
    return fc.constantFrom(own, known.otherEmail, known.emails.admin);
  }
  if (schema.format === 'uuid' && name !== 'user') {
    return fc.constantFrom(
      ...known.menuItemIds.slice(0, 5),
      ...known.cartLineIds,
      ...known.userIds,
      ...known.deliveryZoneIds,
      ...known.promoCodeIds,
    );
  }
  if (schema.format === 'uuid') return fc.constantFrom(...known.userIds);
  return undefined;
}

function pathValue(
  parameter: Parameter,
  own: string,
  valid: boolean,
  known: KnownRecords,
  resolve: (s: unknown) => Schema,
): fc.Arbitrary<string> {
  if (!valid) {
    return fc.oneof(
      fc.constantFrom(...ODD_PATH_SEGMENTS),
      fc.constantFrom(...HOSTILE_STRINGS.filter(Boolean)).map(encodeSegment),
      fc.integer({ min: 300, max: 3000 }).map((n) => 'a'.repeat(n)),
      fc.string({ minLength: 1, maxLength: 30, unit: 'binary' }).map(encodeSegment),
    );
  }
  const known_ = knownValueFor(parameter.name, parameter.schema, own, known);
  const generated = validValue(parameter.schema, resolve);
  return (known_ ? fc.oneof({ weight: 3, arbitrary: known_ }, generated) : generated).map((v) =>
    encodeURIComponent(String(v).replace(/[\uD800-\uDFFF]/g, '?')),
  );
}

function queryOf(op: FuzzOperation, own: string, valid: boolean, known: KnownRecords, resolve: (s: unknown) => Schema) {
  const query = op.parameters.filter((p) => p.in === 'query');
  const entries = query.map((p) => {
    const known_ = knownValueFor(p.name, p.schema, own, known);
    const value = known_
      ? fc.oneof({ weight: 4, arbitrary: known_ }, validValue(p.schema, resolve))
      : validValue(p.schema, resolve);
    return [p.name, p.required ? value : fc.option(value, { nil: undefined })] as const;
  });
  const validQuery = fc
    .record(Object.fromEntries(entries))
    .map((q) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined)));
  if (valid) return validQuery;
  // One parameter at its limits, or just past them, and the others as a client would send them.
  const atLimits = query.map((p) =>
    fc.tuple(fc.constant(p.name), fc.constantFrom(...extremeValues(p.schema, resolve))),
  );
  return fc.oneof(
    ...(atLimits.length > 0
      ? [{ weight: 3, arbitrary: validQuery.chain((q) => fc.oneof(...atLimits).map(([k, v]) => ({ ...q, [k]: v }))) }]
      : []),
    validQuery.chain((q) =>
      fc
        .tuple(fc.constantFrom('x', 'email', 'page', '__proto__', '$where'), wrongValue())
        .map(([k, v]) => ({ ...q, [k]: v })),
    ),
    validQuery.map((q) => Object.fromEntries(Object.entries(q).slice(1))),
    validQuery.map((q) => Object.fromEntries(Object.entries(q).map(([k, v]) => [k, [v, v]]))),
  );
}

function headersOf(op: FuzzOperation, valid: boolean): fc.Arbitrary<Record<string, string>> {
  const header = op.parameters.filter((p) => p.in === 'header');
  if (header.length === 0) return fc.constant({});
  const value = valid
    ? fc.constantFrom('t=1700000000,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd', 't=1,v1=x')
    : fc.constantFrom('', 'garbage', 'x'.repeat(3000), 't=abc');
  return fc
    .record(Object.fromEntries(header.map((p) => [p.name, valid ? value : fc.option(value, { nil: undefined })])))
    .map((h) => Object.fromEntries(Object.entries(h).filter(([, v]) => v !== undefined)) as Record<string, string>);
}

function bodyOf(
  op: FuzzOperation,
  known: KnownRecords,
  valid: boolean,
  resolve: (s: unknown) => Schema,
): fc.Arbitrary<Body> {
  if (op.bodyMediaType === 'multipart/form-data') {
    const file = (bytes: fc.Arbitrary<number[]>, field = 'image') =>
      fc
        .tuple(bytes, fc.constantFrom('dot.png', '../../evil.png', 'a.jpg', 'x.svg', ''))
        .map(([b, filename]) => ({ kind: 'file' as const, field, bytes: b, filename }));
    if (valid) return file(fc.constant(PNG));
    return fc.oneof(
      file(fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 200 })),
      file(fc.constant([...Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')])),
      file(fc.constant(PNG), 'picture'),
      fc.constant({ kind: 'none' as const }),
      fc.jsonValue({ maxDepth: 2 }).map((value) => ({ kind: 'json' as const, value })),
    );
  }
  if (!op.bodySchema) {
    return valid
      ? fc.constant({ kind: 'none' as const })
      : fc.jsonValue({ maxDepth: 2 }).map((value) => ({ kind: 'json' as const, value }));
  }
  if (valid) {
    const cartLine = (op.bodySchema.properties as Schema | undefined)?.menuItemId
      ? validValue(op.bodySchema, resolve).chain((b) =>
          fc.constantFrom(...known.menuItemIds).map((id) => ({ ...(b as Schema), menuItemId: id })),
        )
      : validValue(op.bodySchema, resolve);
    return cartLine.map((value) => ({ kind: 'json' as const, value }));
  }
  return fc.oneof(
    { weight: 4, arbitrary: invalidValue(op.bodySchema, resolve).map((value) => ({ kind: 'json' as const, value })) },
    fc.constant({ kind: 'none' as const }),
    fc
      .constantFrom(
        '{',
        '[',
        '{"a":1,}',
        'null',
        '"text"',
        '1',
        '{"__proto__":{"role":"admin"}}',
        '\u0000',
        '[[[[[[[[[[]]]]]]]]]]',
      )
      .map((text) => ({ kind: 'raw' as const, contentType: 'application/json', text })),
    fc
      .constantFrom('text/plain', 'application/xml', 'application/x-www-form-urlencoded')
      .map((contentType) => ({ kind: 'raw' as const, contentType, text: 'a=1' })),
  );
}

/** Requests to one operation, as one caller, well-formed or not. */
export function requestArbitrary(
  contract: Contract,
  operations: FuzzOperation[],
  known: KnownRecords,
): fc.Arbitrary<FuzzRequest> {
  const resolve = resolver(contract.document);
  return (
    fc
      .record({
        op: fc.constantFrom(...operations),
        caller: fc.constantFrom<Caller>('anonymous', 'customer', 'admin', 'odd'),
        account: fc.nat(),
        valid: fc.boolean(),
      })
      // An erasure by the customer or the administrator would sign every later request of theirs out: the accounts of
      // odd identity erase themselves instead.
      .map((drawn) =>
        drawn.op.operation.operationId === 'eraseMyAccount' && ['customer', 'admin'].includes(drawn.caller)
          ? { ...drawn, caller: 'odd' as const }
          : drawn,
      )
      .chain(({ op, caller, account, valid }) => {
        const own = ownEmail(caller, account, known);
        const pathParams = op.parameters.filter((p) => p.in === 'path');
        // Half of the invalid requests break one part only, so that the others are still exercised.
        const broken = valid ? fc.constant('none') : fc.constantFrom('path', 'query', 'headers', 'body', 'all');
        return broken.chain((part) => {
          const bad = (name: string) => !valid && (part === name || part === 'all');
          return fc
            .record({
              path: fc.tuple(...pathParams.map((p) => pathValue(p, own, !bad('path'), known, resolve))),
              query: queryOf(op, own, !bad('query'), known, resolve),
              headers: headersOf(op, !bad('headers')),
              body: bodyOf(op, known, !bad('body'), resolve),
            })
            .map(({ path, query, headers, body }) => {
              let i = 0;
              const url = `/api${op.operation.path.replace(/\{[^}]+\}/g, () => path[i++] ?? '')}`;
              return {
                operationId: op.operation.operationId,
                method: op.operation.method,
                path: url,
                caller,
                account,
                valid,
                query,
                headers,
                body,
              };
            });
        });
      })
  );
}

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** Sends a request through supertest and answers what came back. */
export async function send(http: TestAgent, request: FuzzRequest, tokens: CallerTokens): Promise<Answer> {
  let call = http[request.method as 'get'](request.path);
  const token = request.caller === 'odd' ? tokens.odd[request.account % tokens.odd.length] : tokens[request.caller];
  if (token) call = call.set('Authorization', token);
  for (const [name, value] of Object.entries(request.headers)) call = call.set(name, value);
  if (Object.keys(request.query).length > 0) call = call.query(request.query as Record<string, string>);
  const { body } = request;
  if (body.kind === 'json') call = call.set('Content-Type', 'application/json').send(JSON.stringify(body.value));
  if (body.kind === 'raw') call = call.set('Content-Type', body.contentType).send(body.text);
  if (body.kind === 'file') call = call.attach(body.field, Buffer.from(body.bytes), body.filename || 'file');
  if (isEventStream(request.path)) call = call.buffer(true).parse(endingStreams);
  const res = await call;
  return { status: res.status, headers: res.headers, body: res.body };
}
