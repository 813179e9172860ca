import type { User } from 'firebase/auth';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY } from '@/api/fetcher';
import { TokenExchange } from './auth-token-exchange';

const server = setupServer(
  http.post('*/api/jwt', async ({ request }) => {
    const { idToken } = (await request.json()) as { idToken: string };
    // The exchange of the ID token from before the address was verified is the slow one.
    if (idToken === 'id-token-unverified') await delay(150);
    return HttpResponse.json({ token: `shop-token-for-${idToken}`, expiresIn: 600 });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/** A Firebase user whose cached ID token predates the address's verification, and whose fresh one does not. */
const user = {
  getIdToken: (fresh?: boolean) =>
    Promise.resolve(fresh ? 'id-token-verified' : 'id-token-unverified'),
} as unknown as User;

describe('the shop token exchange', () => {
  it('keeps the token of the latest exchange, even when an earlier one answers after it', async () => {
    localStorage.removeItem(ACCESS_TOKEN_KEY);
    const exchange = new TokenExchange(() => {});
    const early = exchange.exchange(user, { renewal: true });
    const afterVerifying = exchange.exchange(user, { fresh: true, renewal: true });
    await Promise.all([early, afterVerifying]);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('shop-token-for-id-token-verified');
  });

  it('keeps an earlier exchange’s token when it is the last to have started', async () => {
    localStorage.removeItem(ACCESS_TOKEN_KEY);
    const exchange = new TokenExchange(() => {});
    await exchange.exchange(user, { fresh: true });
    await exchange.exchange(user, { renewal: true });
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('shop-token-for-id-token-unverified');
  });
});
