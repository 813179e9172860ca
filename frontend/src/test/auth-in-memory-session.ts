import { ApiError } from '@/api/api-error';
import type {
  AuthSession,
  AuthSnapshot,
  AuthUser,
  GoogleSignInMode,
  ProfileChanges,
  SignInMethod,
  SignUpDetails,
  TestGoogleAccount,
} from '@/lib/auth/auth-session';
import { ShopSignInError } from '@/lib/auth/auth-shop-refusal';

interface InMemoryAuthSessionOptions {
  /** Who is signed in at start; `undefined` keeps the session loading until `resolve()`. */
  user?: AuthUser | null;
  /** E-mail → password of the accounts that can log in; their addresses count as verified. */
  accounts?: Record<string, string>;
  googleSignIn?: GoogleSignInMode;
  /** How long every action takes, to show loading states. */
  delayMs?: number;
  /** The shop refuses to send more links for now (429), as it does after too many in a minute. */
  linksLimited?: boolean;
  /** The verification link was already opened elsewhere: the next check finds the address verified. */
  addressConfirmedElsewhere?: boolean;
  /** Addresses the shop refuses at sign-in (422), with its words. */
  refusedAddresses?: Record<string, string>;
}

const providerError = (code: string) => Object.assign(new Error(code), { code });

/** What the real session throws when POST /jwt answers 422 for the address. */
const shopRefusal = (message: string) =>
  new ShopSignInError(
    new ApiError(422, { statusCode: 422, error: 'Unprocessable Entity', message }),
  );

/** What the shop answers once asked for too many e-mails in a minute. */
const tooManyEmails = () =>
  new ApiError(429, {
    statusCode: 429,
    error: 'Too Many Requests',
    message: 'Too many e-mails asked for in a minute. Wait a minute, then try again.',
  });

/** A link the shop would have mailed (or the provider, for a change of address), for tests to look at. */
interface SentLink {
  kind: 'verify-email' | 'change-email';
  to: string;
}

/**
 * A session without Firebase or network, for stories and tests of components that only need a user.
 * It behaves like the real one: wrong credentials reject with the provider's error codes.
 */
export function createInMemoryAuthSession({
  user,
  accounts = {},
  googleSignIn = 'test',
  delayMs = 0,
  linksLimited = false,
  addressConfirmedElsewhere = false,
  refusedAddresses = {},
}: InMemoryAuthSessionOptions = {}) {
  const passwords = new Map(Object.entries(accounts));
  const listeners = new Set<() => void>();
  const sentLinks: SentLink[] = [];
  let confirmedElsewhere = addressConfirmedElsewhere;
  let snapshot: AuthSnapshot =
    user === undefined
      ? { status: 'loading', user: null, googleSignIn }
      : { status: user ? 'signed-in' : 'signed-out', user, googleSignIn };
  const publish = (next: AuthUser | null) => {
    snapshot = { status: next ? 'signed-in' : 'signed-out', user: next, googleSignIn };
    for (const listener of listeners) listener();
  };
  const pause = () => new Promise((resolve) => setTimeout(resolve, delayMs));
  const userFor = (
    email: string,
    method: SignInMethod,
    displayName: string | null = null,
    emailVerified = true,
  ): AuthUser => ({
    uid: `uid-${email}`,
    email,
    emailVerified,
    signInMethods: [method],
    displayName,
    photoURL: null,
  });
  const signedInUser = () => {
    if (!snapshot.user?.email) throw new Error('Please log in again.');
    return snapshot.user as AuthUser & { email: string };
  };

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
      if (refusedAddresses[email]) throw shopRefusal(refusedAddresses[email]);
      publish(userFor(email, 'password'));
    },
    signUp: async ({ name, email, password }: SignUpDetails) => {
      await pause();
      if (passwords.has(email)) throw providerError('auth/email-already-in-use');
      if (password.length < 6) throw providerError('auth/weak-password');
      if (refusedAddresses[email]) throw shopRefusal(refusedAddresses[email]);
      passwords.set(email, password);
      publish(userFor(email, 'password', name, false));
      sentLinks.push({ kind: 'verify-email', to: email });
    },
    signInWithGoogle: async (account?: TestGoogleAccount) => {
      await pause();
      const email = account?.email ?? 'google.user@example.com';
      publish(userFor(email, 'google', account?.name ?? 'Google User'));
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
    sendEmailVerification: async () => {
      await pause();
      const { email } = signedInUser();
      if (linksLimited) throw tooManyEmails();
      sentLinks.push({ kind: 'verify-email', to: email });
    },
    checkEmailVerified: async () => {
      await pause();
      const current = snapshot.user;
      if (!current) return false;
      if (!current.emailVerified && confirmedElsewhere)
        publish({ ...current, emailVerified: true });
      return snapshot.user?.emailVerified ?? false;
    },
    changeEmail: async (newEmail: string, currentPassword: string) => {
      await pause();
      const { email } = signedInUser();
      if (passwords.get(email) !== currentPassword) throw providerError('auth/wrong-password');
      if (passwords.has(newEmail)) throw providerError('auth/email-already-in-use');
      sentLinks.push({ kind: 'change-email', to: newEmail });
    },
    recoverFromUnauthorized: async () => (snapshot.user ? 'sign-out' : 'ignore'),
    /** Ends the loading state, as the provider's first report does. */
    resolve: (next: AuthUser | null) => publish(next),
    /** The shop refuses the account at a renewal (disabled, deleted or removed): the session ends. */
    endByShop: () => {
      snapshot = { status: 'signed-out', user: null, googleSignIn, sessionEnded: true };
      for (const listener of listeners) listener();
    },
    /** Opens the verification link, as the person does in their mail: the next check finds the address verified. */
    confirmAddress: () => {
      confirmedElsewhere = true;
    },
    /** The links the provider was asked to send, oldest first. */
    sentLinks,
  } satisfies AuthSession & Record<string, unknown>;
  return session;
}
