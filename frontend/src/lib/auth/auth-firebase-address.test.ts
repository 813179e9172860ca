import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getRegisterUserMockHandler } from '@/api/generated/users-mutations/users-mutations.msw';
import { errorResponse } from '@/test/error-response';
import {
  claimsOf,
  createFirebaseAuthFake,
  createTestFirebaseSession,
} from '@/test/firebase-auth-fake';
import { createTestQueryClient } from '@/test/render';
import { shopAccountEmailHandlers } from '@/test/shop-account-email-handlers';
import { shopTokenHandler } from '@/test/shop-token-handler';
import { isApiError } from '@/api/api-error';
import { authErrorCode, loginFailureMessage, signUpFailureMessage } from './auth-errors';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const UNUSABLE_ADDRESS =
  "This shop cannot use your account's e-mail address: sign in with an address of the usual form, such as " +
  'name@example.com, of at most 254 characters, without spaces, quotes or accented letters.';

let firebase: ReturnType<typeof createFirebaseAuthFake>;
let answers: {
  exchanges: string[];
  refusal?: (idToken: string) => Response | undefined;
  limited?: boolean;
};

beforeEach(() => {
  firebase = createFirebaseAuthFake();
  firebase.addPasswordAccount('ada@example.com', 'correct-horse', 'Ada');
  answers = { exchanges: [] };
  server.use(
    ...firebase.handlers,
    shopTokenHandler(firebase, answers),
    ...shopAccountEmailHandlers(firebase, answers),
    getRegisterUserMockHandler(),
  );
});

const newSession = async () => {
  const session = createTestFirebaseSession(createTestQueryClient());
  await session.whenResolved();
  return session;
};

const signedUpSession = async () => {
  const session = await newSession();
  await session.signUp({ name: 'Linus', email: 'linus@example.com', password: 'penguins-42' });
  return session;
};

describe('proving the address', () => {
  it('a password sign-up sends the verification link, and the user is not verified yet', async () => {
    const session = await signedUpSession();

    expect(firebase.links).toEqual([{ requestType: 'VERIFY_EMAIL', email: 'linus@example.com' }]);
    expect(session.getSnapshot().user).toMatchObject({
      email: 'linus@example.com',
      emailVerified: false,
      signInMethods: ['password'],
    });
  });

  it('is found without signing in again once the link is opened, and the shop is told with a fresh token', async () => {
    const session = await signedUpSession();
    const exchangesBefore = answers.exchanges.length;

    await expect(session.checkEmailVerified()).resolves.toBe(false);
    expect(answers.exchanges).toHaveLength(exchangesBefore);

    firebase.openLink('linus@example.com', 'VERIFY_EMAIL');
    await expect(session.checkEmailVerified()).resolves.toBe(true);

    expect(session.getSnapshot().user?.emailVerified).toBe(true);
    expect(claimsOf(answers.exchanges.at(-1)!).email_verified).toBe(true);
    expect(localStorage.getItem('access-token')).toBe(`shop-token-${answers.exchanges.length}`);
  });

  it('ends the session, saying so, when the check finds the account disabled', async () => {
    const session = await signedUpSession();
    firebase.disable('linus@example.com');

    await expect(session.checkEmailVerified()).rejects.toMatchObject({
      code: 'auth/user-disabled',
    });

    expect(session.getSnapshot()).toMatchObject({ status: 'signed-out', sessionEnded: true });
    expect(localStorage.getItem('access-token')).toBeNull();
  });

  it('has the shop send the link again on request, until the shop says there were too many', async () => {
    const session = await signedUpSession();

    await session.sendEmailVerification();
    expect(firebase.links).toHaveLength(2);

    answers.limited = true;
    const failure = await session.sendEmailVerification().catch((error: unknown) => error);
    expect(isApiError(failure) && failure.status).toBe(429);
  });

  it('sends nothing once the address is verified', async () => {
    const session = await signedUpSession();
    firebase.openLink('linus@example.com', 'VERIFY_EMAIL');

    await session.sendEmailVerification();

    expect(firebase.links).toEqual([]);
  });

  it('is already done for a Google account', async () => {
    const session = await newSession();
    await session.signInWithGoogle({ email: 'grace@example.com', name: 'Grace' });

    expect(session.getSnapshot().user).toMatchObject({
      emailVerified: true,
      signInMethods: ['google'],
    });
    expect(firebase.links).toEqual([]);
  });
});

describe('asking for a new password', () => {
  it('has the shop mail the link to an address an account uses, and to no other, with the same answer', async () => {
    const session = await newSession();

    await expect(session.sendPasswordReset('ada@example.com')).resolves.toBeUndefined();
    await expect(session.sendPasswordReset('nobody@example.com')).resolves.toBeUndefined();

    expect(firebase.links).toEqual([{ requestType: 'PASSWORD_RESET', email: 'ada@example.com' }]);
  });
});

describe('changing the address', () => {
  it('needs the current password', async () => {
    const session = await newSession();
    await session.signIn('ada@example.com', 'correct-horse');

    const failure = await session
      .changeEmail('ada.lovelace@example.com', 'not-it')
      .catch((error: unknown) => error);

    expect(authErrorCode(failure)).toBe('auth/wrong-password');
    expect(firebase.links).toEqual([]);
  });

  it('sends a link to the new address and keeps the old one until it is opened', async () => {
    const session = await newSession();
    await session.signIn('ada@example.com', 'correct-horse');

    await session.changeEmail('ada.lovelace@example.com', 'correct-horse');

    expect(firebase.links).toEqual([
      {
        requestType: 'VERIFY_AND_CHANGE_EMAIL',
        email: 'ada@example.com',
        newEmail: 'ada.lovelace@example.com',
      },
    ]);
    expect(firebase.account('ada@example.com')).toBeDefined();
    expect(session.getSnapshot().user?.email).toBe('ada@example.com');
  });

  it('lets the customer sign in with the new address once the link is opened, as the same account', async () => {
    const session = await newSession();
    await session.signIn('ada@example.com', 'correct-horse');
    const uid = session.getSnapshot().user?.uid;
    await session.changeEmail('ada.lovelace@example.com', 'correct-horse');
    firebase.openLink('ada@example.com', 'VERIFY_AND_CHANGE_EMAIL');
    await session.signOut();

    await session.signIn('ada.lovelace@example.com', 'correct-horse');

    expect(session.getSnapshot().user).toMatchObject({ uid, email: 'ada.lovelace@example.com' });
  });
});

describe('an address the shop cannot use (422)', () => {
  beforeEach(() => {
    answers.refusal = () => errorResponse(422, UNUSABLE_ADDRESS);
  });

  it("fails the login with the shop's words, and Firebase is signed out", async () => {
    const session = await newSession();

    const failure = await session
      .signIn('ada@example.com', 'correct-horse')
      .catch((error: unknown) => error);

    expect(loginFailureMessage(failure)).toBe(UNUSABLE_ADDRESS);
    expect(session.getSnapshot().status).toBe('signed-out');
    expect(await session.firebaseUser()).toBeNull();
    expect(localStorage.getItem('access-token')).toBeNull();
  });

  it("fails the sign-up with the shop's words, and sends no verification link", async () => {
    const session = await newSession();

    const failure = await session
      .signUp({ name: 'José', email: 'josé@example.com', password: 'penguins-42' })
      .catch((error: unknown) => error);

    expect(signUpFailureMessage(failure)).toBe(UNUSABLE_ADDRESS);
    expect(await session.firebaseUser()).toBeNull();
    expect(firebase.links).toEqual([]);
  });
});

describe('a refusal right after the address changed', () => {
  it('is healed at sign-in by trading an ID token fetched fresh from Firebase', async () => {
    answers.refusal = () =>
      answers.exchanges.length === 1
        ? errorResponse(401, 'The sign-in token is not valid. Sign in again.')
        : undefined;
    const session = await newSession();

    await session.signIn('ada@example.com', 'correct-horse');

    expect(answers.exchanges).toHaveLength(2);
    expect(session.getSnapshot().status).toBe('signed-in');
  });
});
