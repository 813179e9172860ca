import { Contract } from '../src/common/contract/contract';

const contract = Contract.load();
const errorOperation = contract.find('get', '/menu/{id}')!;

/** Asserts that a response is an error of the given status with the contract's Error body. */
export function expectErrorBody(
  res: { status: number; body: unknown; headers: Record<string, string> },
  status: number,
): void {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  // The default response of every operation is the Error schema.
  expect(errorOperation.checkResponse(599, res.body)).toEqual([]);
  expect(res.body).toMatchObject({ statusCode: status, message: expect.any(String) });
}
