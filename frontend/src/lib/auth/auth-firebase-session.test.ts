import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { getRegisterUserMockHandler } from '@/api/generated/users-mutations/users-mutations.msw';
import { createFirebaseAuthFake, createTestFirebaseSession } from '@/test/firebase-auth-fake';
import { createTestQueryClient } from '@/test/render';
import { loginFailureMessage } from './auth-errors';
import { errorResponse } from '@/test/error-response';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let exchanges: string[];

beforeEach(() => {
  const firebase = createFirebaseAuthFake();
  firebase.addPasswordAccount('ada@example.com', 'correct-horse', 'Ada');
  exchanges = [];
  server.use(
    ...firebase.handlers,
    http.post('*/jwt', async ({ request }) => {
      const { idToken } = (await request.json()) as { idToken: string };
      exchanges.push(idToken);
      return HttpResponse.json({ token: `shop-token-${exchanges.length}` });
    }),
    getRegisterUserMockHandler(),
  );
});

const refusedWith = (status: number) =>
  new ApiError(status, { statusCode: status, error: 'Unauthorized', message: 'Token expired.' });

const signedInSession = async () => {
  const queryClient = createTestQueryClient();
  const session = createTestFirebaseSession(queryClient);
  expect((await session.whenResolved()).status).toBe('signed-out');
  await session.signIn('ada@example.com', 'correct-horse');
  return { session, queryClient };
};

describe('loading the provider', () => {
  it('is left out for a first-time visitor, until a sign-in form gets it ready', async () => {
    let configAnswers = 0;
    server.use(
      http.get('*/client-config', () => {
        configAnswers += 1;
        return undefined;
      }),
    );
    const session = createTestFirebaseSession(createTestQueryClient());
    expect(session.getSnapshot()).toMatchObject({
      status: 'signed-out',
      googleSignIn: 'not-ready',
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(configAnswers).toBe(0);

    session.prepareSignIn();
    await expect.poll(() => session.getSnapshot().googleSignIn).toBe('test');
    expect(configAnswers).toBe(1);
  });

  it('starts at once for someone who signed in here before, who is signed in again', async () => {
    const { session: earlier } = await signedInSession();
    expect(earlier.getSnapshot().status).toBe('signed-in');
    const returning = createTestFirebaseSession(createTestQueryClient());
    expect(returning.getSnapshot().status).toBe('loading');
    expect((await returning.whenResolved()).status).not.toBe('loading');
  });
});

describe("the session's token from the shop", () => {
  it('is exchanged for the Firebase ID token on sign-in, and removed on sign-out', async () => {
    const { session } = await signedInSession();
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]?.split('.')).toHaveLength(3);
    expect(localStorage.getItem('access-token')).toBe('shop-token-1');
    expect(session.getSnapshot()).toMatchObject({
      status: 'signed-in',
      user: { email: 'ada@example.com', displayName: 'Ada' },
    });

    await session.signOut();

    expect(localStorage.getItem('access-token')).toBeNull();
    expect(session.getSnapshot()).toMatchObject({ status: 'signed-out', user: null });
  });

  it('is exchanged again when a 401 comes long after the last exchange, instead of signing out', async () => {
    const { session } = await signedInSession();
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 10 * 60_000);

    await expect(session.recoverFromUnauthorized(refusedWith(401))).resolves.toBe(
      'token-refreshed',
    );

    expect(exchanges).toHaveLength(2);
    expect(localStorage.getItem('access-token')).toBe('shop-token-2');
    expect(session.getSnapshot().status).toBe('signed-in');
  });

  it('means signing out when refused right after an exchange, or forbidden', async () => {
    const { session } = await signedInSession();

    await expect(session.recoverFromUnauthorized(refusedWith(401))).resolves.toBe('sign-out');
    await expect(session.recoverFromUnauthorized(refusedWith(403))).resolves.toBe('sign-out');
    expect(exchanges).toHaveLength(1);
  });

  it('signs in through a moment when the shop gives no answer or a server error', async () => {
    const failures = [() => HttpResponse.error(), () => errorResponse(503, 'Busy.')];
    server.use(http.post('*/jwt', () => failures.shift()?.()));
    const session = createTestFirebaseSession(createTestQueryClient());
    await session.whenResolved();

    await session.signIn('ada@example.com', 'correct-horse');

    expect(failures).toHaveLength(0);
    expect(session.getSnapshot().status).toBe('signed-in');
    expect(localStorage.getItem('access-token')).toBe('shop-token-1');
  });

  it('fails the sign-in, signed out, when the shop cannot give a token, and says it is not the password', async () => {
    let tries = 0;
    server.use(
      http.post('*/jwt', () => {
        tries += 1;
        return errorResponse(503, 'Busy.');
      }),
    );
    const session = createTestFirebaseSession(createTestQueryClient());
    await session.whenResolved();

    const failure = await session
      .signIn('ada@example.com', 'correct-horse')
      .catch((error: unknown) => error);

    expect(loginFailureMessage(failure)).toBe(
      'The shop could not sign you in right now. Please try again in a moment.',
    );
    expect(tries).toBe(3);
    expect(session.getSnapshot().status).toBe('signed-out');
    expect(localStorage.getItem('access-token')).toBeNull();
  });

  it('treats the provider being unreachable as signed out, and tries again on the next sign-in', async () => {
    let configAnswers = 0;
    server.use(
      http.get('*/client-config', () => {
        configAnswers += 1;
        return configAnswers === 1 ? HttpResponse.error() : undefined;
      }),
    );
    localStorage.setItem('access-token', 'shop-token-from-an-earlier-visit');
    const session = createTestFirebaseSession(createTestQueryClient());

    expect((await session.whenResolved()).status).toBe('signed-out');
    await session.signIn('ada@example.com', 'correct-horse');

    expect(session.getSnapshot().status).toBe('signed-in');
  });
});
