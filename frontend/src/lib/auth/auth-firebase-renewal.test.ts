import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getRegisterUserMockHandler } from '@/api/generated/users-mutations/users-mutations.msw';
import { errorResponse } from '@/test/error-response';
import { createFirebaseAuthFake, createTestFirebaseSession } from '@/test/firebase-auth-fake';
import { createTestQueryClient } from '@/test/render';
import { shopTokenHandler } from '@/test/shop-token-handler';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const EIGHT_MINUTES = 8 * 60_000;

let firebase: ReturnType<typeof createFirebaseAuthFake>;
let answers: { exchanges: string[]; refusal?: (idToken: string) => Response | undefined };

beforeEach(() => {
  // The clock runs as usual (Firebase and the network need it), and the tests jump it forward.
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  firebase = createFirebaseAuthFake();
  firebase.addPasswordAccount('ada@example.com', 'correct-horse', 'Ada');
  answers = { exchanges: [] };
  server.use(
    ...firebase.handlers,
    shopTokenHandler(firebase, answers),
    getRegisterUserMockHandler(),
  );
});
afterEach(() => {
  vi.useRealTimers();
});

const signedInSession = async () => {
  const session = createTestFirebaseSession(createTestQueryClient());
  await session.whenResolved();
  await session.signIn('ada@example.com', 'correct-horse');
  expect(answers.exchanges).toHaveLength(1);
  return session;
};

const storedToken = () => localStorage.getItem('access-token');

describe("the shop's 10-minute token", () => {
  it('is renewed every 8 minutes, trading the same Firebase ID token again', async () => {
    await signedInSession();

    await vi.advanceTimersByTimeAsync(EIGHT_MINUTES);
    await vi.waitFor(() => expect(answers.exchanges).toHaveLength(2));
    expect(answers.exchanges[1]).toBe(answers.exchanges[0]);
    await vi.waitFor(() => expect(storedToken()).toBe('shop-token-2'));

    await vi.advanceTimersByTimeAsync(EIGHT_MINUTES);
    await vi.waitFor(() => expect(storedToken()).toBe('shop-token-3'));
  });

  it('is renewed at once when the tab comes back after its renewal time passed unseen', async () => {
    await signedInSession();
    vi.setSystemTime(Date.now() + 9 * 60_000);
    expect(answers.exchanges).toHaveLength(1);

    document.dispatchEvent(new Event('visibilitychange'));

    await vi.waitFor(() => expect(storedToken()).toBe('shop-token-2'));
  });

  it('keeps the current token when the shop cannot be reached, and tries again shortly', async () => {
    const session = await signedInSession();
    let reachable = false;
    answers.refusal = () => (reachable ? undefined : HttpResponse.error());

    await vi.advanceTimersByTimeAsync(EIGHT_MINUTES);
    await vi.waitFor(() => expect(answers.exchanges).toHaveLength(2));
    expect(storedToken()).toBe('shop-token-1');
    expect(session.getSnapshot().status).toBe('signed-in');

    reachable = true;
    await vi.advanceTimersByTimeAsync(20_000);
    await vi.waitFor(() => expect(storedToken()).toBe('shop-token-3'));
    expect(session.getSnapshot().status).toBe('signed-in');
  });

  it('leaves no token behind when the customer signs out while a renewal is under way', async () => {
    const session = await signedInSession();
    let answerRenewal: () => void = () => undefined;
    server.use(
      http.post('*/jwt', async () => {
        await new Promise<void>((resolve) => {
          answerRenewal = resolve;
        });
        return HttpResponse.json({ token: 'shop-token-too-late', expiresIn: 600 });
      }),
    );
    await vi.advanceTimersByTimeAsync(EIGHT_MINUTES);

    await session.signOut();
    answerRenewal();

    await vi.advanceTimersByTimeAsync(100);
    expect(storedToken()).toBeNull();
  });

  it('ends the session, saying so, when the restaurant removed the account (403)', async () => {
    const session = await signedInSession();
    answers.refusal = () =>
      errorResponse(403, 'The restaurant has removed this account from the shop.');

    await vi.advanceTimersByTimeAsync(EIGHT_MINUTES);

    await vi.waitFor(() =>
      expect(session.getSnapshot()).toMatchObject({ status: 'signed-out', sessionEnded: true }),
    );
    expect(storedToken()).toBeNull();
    expect(await session.firebaseUser()).toBeNull();
  });

  it('ends the session when the account is refused (401) even with a fresh ID token', async () => {
    const session = await signedInSession();
    answers.refusal = () => errorResponse(401, 'This account is disabled.');

    await vi.advanceTimersByTimeAsync(EIGHT_MINUTES);

    await vi.waitFor(() => expect(session.getSnapshot().status).toBe('signed-out'));
    // The renewal, then once more with an ID token fetched fresh from Firebase.
    expect(answers.exchanges).toHaveLength(3);
    expect(session.getSnapshot().sessionEnded).toBe(true);
    expect(storedToken()).toBeNull();
  });

  it('ends the session, saying so, when the account was disabled in Firebase', async () => {
    const session = await signedInSession();
    firebase.disable('ada@example.com');

    await vi.advanceTimersByTimeAsync(EIGHT_MINUTES);

    await vi.waitFor(() =>
      expect(session.getSnapshot()).toMatchObject({ status: 'signed-out', sessionEnded: true }),
    );
    expect(storedToken()).toBeNull();
  });

  it('follows the account to its new address once the change link was opened', async () => {
    const session = await signedInSession();
    await session.changeEmail('ada.lovelace@example.com', 'correct-horse');
    firebase.openLink('ada@example.com', 'VERIFY_AND_CHANGE_EMAIL');
    const exchangesBefore = answers.exchanges.length;

    await vi.advanceTimersByTimeAsync(EIGHT_MINUTES);

    await vi.waitFor(() =>
      expect(session.getSnapshot().user).toMatchObject({
        email: 'ada.lovelace@example.com',
        emailVerified: true,
      }),
    );
    // The older ID token still named the old address: refused, then traded fresh.
    expect(answers.exchanges.length).toBe(exchangesBefore + 2);
    expect(session.getSnapshot().status).toBe('signed-in');
    expect(storedToken()).toBe(`shop-token-${answers.exchanges.length}`);
  });
});
