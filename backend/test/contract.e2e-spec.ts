import { Contract, contractPath } from '../src/common/contract/contract';
import { startShop, type TestShop } from './app';
import { expectErrorBody } from './error-body';

const contract = Contract.load();

interface ExpressLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

// The published contract and its Swagger UI are documentation, not operations of the API.
const isDocumentation = (path: string) => /^\/api\/(docs|openapi\.(json|yaml))(\/|$)/.test(path);

/** Every API route the running backend serves, as `method /path` in the contract's form. */
function servedRoutes(shop: TestShop): string[] {
  const express = shop.app.getHttpAdapter().getInstance() as { router: { stack: ExpressLayer[] } };
  return express.router.stack
    .filter((layer) => layer.route?.path.startsWith('/api/') && !isDocumentation(layer.route.path))
    .flatMap((layer) =>
      Object.keys(layer.route!.methods).map((method) => `${method} ${contractPath(layer.route!.path)}`),
    )
    .sort();
}

/** A request path for an operation, with a well-formed value for each path parameter. */
function samplePath(path: string): string {
  return `/api${path}`
    .replace('{id}', '3f6c2a9e-8d1b-4c57-9a0e-2b7d4e1f6a35')
    .replace('{user}', '3f6c2a9e-8d1b-4c57-9a0e-2b7d4e1f6a35');
}

describe('the backend and openapi.yaml', () => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await startShop();
  });
  afterAll(() => shop.close());

  it('serves every operation of the contract and no API route the contract lacks', () => {
    const inContract = contract.operations.map((op) => `${op.method} ${op.path}`).sort();
    expect(inContract.length).toBeGreaterThanOrEqual(20);
    expect(servedRoutes(shop)).toEqual(inContract);
  });

  it.each(contract.operations.filter((op) => !op.anonymous).map((op) => [op.operationId, op] as const))(
    'refuses %s to an anonymous caller with 401',
    async (_, op) => {
      const res = await shop.http[op.method](samplePath(op.path)).query(
        op.path === '/carts' || op.path === '/payments' ? { email: 'a@example.com' } : {},
      );
      expectErrorBody(res, 401);
    },
  );

  it('publishes the contract byte for byte and its Swagger UI', async () => {
    const yaml = await shop.http.get('/api/openapi.yaml').expect(200);
    expect(yaml.headers['content-type']).toMatch(/yaml/);
    expect(yaml.text).toContain('openapi: 3.1.0');
    const docs = await shop.http.get('/api/docs').redirects(1).expect(200);
    expect(docs.text).toContain('swagger-ui');
    const json = await shop.http.get('/api/openapi.json').expect(200);
    expect(Object.keys(json.body.paths)).toContain('/menu/{id}');
  });
});
