import type {
  AuthSession,
  AuthSnapshot,
  AuthUser,
  GoogleSignInMode,
  ProfileChanges,
  SignUpDetails,
  TestGoogleAccount,
} from './auth-session';

interface InMemoryAuthSessionOptions {
  /** Who is signed in at start; `undefined` keeps the session loading until `resolve()`. */
  user?: AuthUser | null;
  /** E-mail → password of the accounts that can log in. */
  accounts?: Record<string, string>;
  googleSignIn?: GoogleSignInMode;
  /** How long every action takes, to show loading states. */
  delayMs?: number;
}

const providerError = (code: string) => Object.assign(new Error(code), { code });

/**
 * A session without Firebase or network, for stories and tests of components that only need a user.
 * It behaves like the real one: wrong credentials reject with the provider's error codes.
 */
export function createInMemoryAuthSession({
  user,
  accounts = {},
  googleSignIn = 'test',
  delayMs = 0,
}: InMemoryAuthSessionOptions = {}) {
  const passwords = new Map(Object.entries(accounts));
  const listeners = new Set<() => void>();
  let snapshot: AuthSnapshot =
    user === undefined
      ? { status: 'loading', user: null, googleSignIn }
      : { status: user ? 'signed-in' : 'signed-out', user, googleSignIn };
  const publish = (next: AuthUser | null) => {
    snapshot = { status: next ? 'signed-in' : 'signed-out', user: next, googleSignIn };
    for (const listener of listeners) listener();
  };
  const pause = () => new Promise((resolve) => setTimeout(resolve, delayMs));
  const userFor = (email: string, displayName: string | null = null): AuthUser => ({
    uid: `uid-${email}`,
    email,
    displayName,
    photoURL: null,
  });

  const session = {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => snapshot,
    whenResolved: () =>
      new Promise<AuthSnapshot>((resolve) => {
        if (snapshot.status !== 'loading') return resolve(snapshot);
        const stop = session.subscribe(() => {
          stop();
          resolve(snapshot);
        });
      }),
    prepareSignIn: () => undefined,
    signIn: async (email: string, password: string) => {
      await pause();
      if (!passwords.has(email)) throw providerError('auth/user-not-found');
      if (passwords.get(email) !== password) throw providerError('auth/wrong-password');
      publish(userFor(email));
    },
    signUp: async ({ name, email, password }: SignUpDetails) => {
      await pause();
      if (passwords.has(email)) throw providerError('auth/email-already-in-use');
      if (password.length < 6) throw providerError('auth/weak-password');
      passwords.set(email, password);
      publish(userFor(email, name));
    },
    signInWithGoogle: async (account?: TestGoogleAccount) => {
      await pause();
      publish(userFor(account?.email ?? 'google.user@example.com', account?.name ?? 'Google User'));
    },
    signOut: async () => {
      await pause();
      publish(null);
    },
    updateProfile: async ({ displayName, photoURL }: ProfileChanges) => {
      await pause();
      if (!snapshot.user) throw new Error('Please log in again to update your profile.');
      publish({ ...snapshot.user, displayName, photoURL: photoURL ?? snapshot.user.photoURL });
    },
    sendPasswordReset: async () => {
      await pause();
    },
    recoverFromUnauthorized: async () => (snapshot.user ? 'sign-out' : 'ignore'),
    /** Ends the loading state, as the provider's first report does. */
    resolve: (next: AuthUser | null) => publish(next),
  } satisfies AuthSession & { resolve: (next: AuthUser | null) => void };
  return session;
}
