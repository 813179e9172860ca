import type { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { getGetClientConfigMockHandler } from '@/api/generated/health/health.msw';
import { createFirebaseAuthSession } from '@/lib/auth/auth-firebase-session';
import { loadFirebaseAuth } from '@/lib/auth/firebase';

const FAKE_EMULATOR_URL = 'http://localhost:9099';

interface FakeAccount {
  localId: string;
  email: string;
  emailVerified: boolean;
  disabled?: boolean;
  password?: string;
  displayName?: string;
  photoUrl?: string;
  provider: 'password' | 'google.com';
}

/** A link the fake sent by e-mail, as the emulator keeps it. */
export interface FakeLink {
  requestType: 'VERIFY_EMAIL' | 'VERIFY_AND_CHANGE_EMAIL' | 'PASSWORD_RESET';
  email: string;
  newEmail?: string;
}

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64url = (text: string) => atob(text.replace(/-/g, '+').replace(/_/g, '/'));

/** An unsigned ID token shaped like the emulator's: Firebase's SDK reads its claims, nobody checks a signature. */
const idTokenFor = (account: FakeAccount) => {
  const now = Math.floor(Date.now() / 1000);
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({
    iss: 'https://securetoken.google.com/demo-shop',
    aud: 'demo-shop',
    auth_time: now,
    iat: now,
    exp: now + 3600,
    sub: account.localId,
    user_id: account.localId,
    email: account.email,
    email_verified: account.emailVerified,
    ...(account.displayName ? { name: account.displayName } : {}),
    firebase: { sign_in_provider: account.provider, identities: {} },
  })}.`;
};

const failure = (message: string) =>
  HttpResponse.json({ error: { code: 400, message, errors: [{ message }] } }, { status: 400 });

/** The claims inside one of the fake's ID tokens, as the shop reads them. */
export const claimsOf = (idToken: string) =>
  JSON.parse(fromBase64url(idToken.split('.')[1] ?? '') || '{}') as {
    sub?: string;
    email?: string;
    email_verified?: boolean;
  };

/**
 * The part of the Firebase Auth emulator's REST API the SDK uses for the shop, in memory, as msw handlers.
 * Like the real emulator, a wrong password answers INVALID_PASSWORD (auth/wrong-password), and the links it
 * would e-mail are kept: `openLink` does what opening one does.
 */
export function createFirebaseAuthFake() {
  const accounts = new Map<string, FakeAccount>();
  const links: FakeLink[] = [];
  let nextId = 1;
  const byId = (localId: unknown) =>
    [...accounts.values()].find((account) => account.localId === localId);
  const byToken = (idToken: unknown) => byId(claimsOf(String(idToken)).sub);
  const signedIn = (account: FakeAccount) => ({
    kind: 'identitytoolkit#VerifyPasswordResponse',
    localId: account.localId,
    email: account.email,
    displayName: account.displayName ?? '',
    idToken: idTokenFor(account),
    refreshToken: `refresh-${account.localId}`,
    expiresIn: '3600',
    registered: true,
  });
  const lookup = (account: FakeAccount) => ({
    localId: account.localId,
    email: account.email,
    emailVerified: account.emailVerified,
    ...(account.displayName ? { displayName: account.displayName } : {}),
    ...(account.photoUrl ? { photoUrl: account.photoUrl } : {}),
    providerUserInfo: [
      {
        providerId: account.provider,
        rawId: account.email,
        federatedId: account.email,
        email: account.email,
        ...(account.displayName ? { displayName: account.displayName } : {}),
      },
    ],
    createdAt: '1700000000000',
    lastLoginAt: '1700000000000',
  });
  const add = (account: Omit<FakeAccount, 'localId' | 'emailVerified'>) => {
    const created = {
      ...account,
      emailVerified: account.provider === 'google.com',
      localId: `uid-${nextId++}`,
    };
    accounts.set(created.email.toLowerCase(), created);
    return created;
  };
  const toolkit = (operation: string) =>
    new RegExp(`^${FAKE_EMULATOR_URL}/identitytoolkit\\.googleapis\\.com/v1/accounts:${operation}`);

  const handlers = [
    getGetClientConfigMockHandler({
      stripe: { publishableKey: 'pk_test_fake', jsUrl: 'https://stripe.invalid/v3' },
      firebase: {
        apiKey: 'fake-api-key',
        authDomain: 'demo-shop.firebaseapp.com',
        projectId: 'demo-shop',
        authEmulatorUrl: FAKE_EMULATOR_URL,
      },
    }),
    http.post(toolkit('signInWithPassword'), async ({ request }) => {
      const { email, password } = (await request.json()) as { email: string; password: string };
      const account = accounts.get(email.toLowerCase());
      if (!account) return failure('EMAIL_NOT_FOUND');
      if (account.password !== password) return failure('INVALID_PASSWORD');
      return HttpResponse.json(signedIn(account));
    }),
    http.post(toolkit('signUp'), async ({ request }) => {
      const { email, password } = (await request.json()) as { email: string; password: string };
      if (accounts.has(email.toLowerCase())) return failure('EMAIL_EXISTS');
      if (password.length < 6)
        return failure('WEAK_PASSWORD : Password should be at least 6 characters');
      return HttpResponse.json(signedIn(add({ email, password, provider: 'password' })));
    }),
    http.post(toolkit('signInWithIdp'), async ({ request }) => {
      const { postBody } = (await request.json()) as { postBody: string };
      const claims = JSON.parse(new URLSearchParams(postBody).get('id_token') ?? '{}') as {
        email: string;
        name?: string;
      };
      const account =
        accounts.get(claims.email.toLowerCase()) ??
        add({ email: claims.email, displayName: claims.name, provider: 'google.com' });
      return HttpResponse.json({ ...signedIn(account), providerId: 'google.com' });
    }),
    http.post(toolkit('lookup'), async ({ request }) => {
      const account = byToken(((await request.json()) as { idToken: string }).idToken);
      if (account?.disabled) return failure('USER_DISABLED');
      return account ? HttpResponse.json({ users: [lookup(account)] }) : failure('USER_NOT_FOUND');
    }),
    http.post(toolkit('update'), async ({ request }) => {
      const body = (await request.json()) as {
        idToken: string;
        displayName?: string;
        photoUrl?: string;
      };
      const account = byToken(body.idToken);
      if (!account) return failure('USER_NOT_FOUND');
      if (body.displayName !== undefined) account.displayName = body.displayName;
      if (body.photoUrl !== undefined) account.photoUrl = body.photoUrl;
      return HttpResponse.json({
        ...lookup(account),
        idToken: idTokenFor(account),
        refreshToken: `refresh-${account.localId}`,
        expiresIn: '3600',
      });
    }),
    http.post(toolkit('sendOobCode'), async ({ request }) => {
      const body = (await request.json()) as Partial<FakeLink> & { idToken?: string };
      // The SDK asks for the links that change an address; the shop asks for the others (shopAccountEmailHandlers).
      const requestType = body.requestType ?? 'VERIFY_AND_CHANGE_EMAIL';
      const account = byToken(body.idToken);
      if (!account) return failure('INVALID_ID_TOKEN');
      if (body.newEmail && accounts.has(body.newEmail.toLowerCase()))
        return failure('EMAIL_EXISTS');
      links.push({ requestType, email: account.email, newEmail: body.newEmail });
      return HttpResponse.json({ email: account.email });
    }),
    http.post(`${FAKE_EMULATOR_URL}/securetoken.googleapis.com/v1/token`, async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      const id = form.get('refresh_token')?.replace('refresh-', '');
      const account = [...accounts.values()].find((candidate) => candidate.localId === id);
      if (!account) return failure('INVALID_REFRESH_TOKEN');
      if (account.disabled) return failure('USER_DISABLED');
      return HttpResponse.json({
        access_token: idTokenFor(account),
        id_token: idTokenFor(account),
        refresh_token: `refresh-${account.localId}`,
        expires_in: '3600',
        user_id: account.localId,
      });
    }),
  ];

  /** What opening the newest link of this kind sent to this address does: verifies it, or moves the account. */
  const openLink = (email: string, requestType: FakeLink['requestType']) => {
    const link = links.findLast(
      (candidate) => candidate.email === email && candidate.requestType === requestType,
    );
    const account = accounts.get(email.toLowerCase());
    if (!link || !account) throw new Error(`No ${requestType} link was sent to ${email}.`);
    links.splice(links.indexOf(link), 1);
    account.emailVerified = true;
    if (link.newEmail) {
      accounts.delete(email.toLowerCase());
      account.email = link.newEmail;
      accounts.set(link.newEmail.toLowerCase(), account);
    }
  };

  return {
    handlers,
    addPasswordAccount: (email: string, password: string, displayName?: string) =>
      add({ email, password, displayName, provider: 'password' }),
    account: (email: string) => accounts.get(email.toLowerCase()),
    accountOf: (idToken: string) => byToken(idToken),
    links,
    openLink,
    /** An administrator disables the account in Firebase: it can no longer refresh or read itself. */
    disable: (email: string) => {
      const account = accounts.get(email.toLowerCase());
      if (account) account.disabled = true;
    },
  };
}

let testApps = 0;

/**
 * The real Firebase session on a Firebase app of its own, so that tests never share a signed-in user;
 * `firebaseUser()` tells who Firebase itself holds as signed in there.
 */
export const createTestFirebaseSession = (queryClient: QueryClient) => {
  const appName = `test-app-${++testApps}`;
  const loadAuth = () => loadFirebaseAuth(appName);
  const session = Object.assign(createFirebaseAuthSession({ queryClient, loadAuth }), {
    firebaseUser: async () => (await loadAuth()).auth.currentUser,
  });
  sessionsOfThisTest.add(session);
  return session;
};

/** The real sessions a test made: signed out after it, so that none renews or listens on into later tests. */
const sessionsOfThisTest = new Set<ReturnType<typeof createFirebaseAuthSession>>();

export async function signOutTestFirebaseSessions(): Promise<void> {
  const sessions = [...sessionsOfThisTest];
  sessionsOfThisTest.clear();
  await Promise.all(
    sessions
      .filter((session) => session.getSnapshot().user !== null)
      .map((session) => session.signOut().catch(() => undefined)),
  );
}
