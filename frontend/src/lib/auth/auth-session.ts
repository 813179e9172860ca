import type { ApiError } from '@/api/api-error';

/** How a person proves who they are: their e-mail and a password, or their Google account. */
export type SignInMethod = 'password' | 'google';

/** The signed-in person as the authentication provider knows them. */
export interface AuthUser {
  uid: string;
  email: string | null;
  /** Whether they proved the address is theirs (a link sent to it, or Google vouching for it). */
  emailVerified: boolean;
  signInMethods: SignInMethod[];
  displayName: string | null;
  photoURL: string | null;
}

type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

/**
 * How Google sign-in works here: Google's popup with a real Firebase project, or a local test sign-in
 * (a fake Google account by e-mail) on the Auth emulator, where the popup cannot load; not known before the
 * provider has loaded.
 */
export type GoogleSignInMode = 'popup' | 'test' | 'not-ready';

export interface AuthSnapshot {
  status: AuthStatus;
  user: AuthUser | null;
  googleSignIn: GoogleSignInMode;
  /** True when the shop ended the session (the account was disabled, deleted or removed), not the person. */
  sessionEnded?: boolean;
}

export interface SignUpDetails {
  name: string;
  email: string;
  password: string;
}

/** The Google account to pretend to be in the local test sign-in. */
export interface TestGoogleAccount {
  email: string;
  name?: string;
}

export interface ProfileChanges {
  displayName: string;
  photoURL?: string;
}

/** What to do about a 401 or 403 from the API. */
export type UnauthorizedOutcome = 'token-refreshed' | 'sign-out' | 'ignore';

/**
 * The shop's sign-in state and actions, outside React so that the router's `beforeLoad` can read it.
 * Every action resolves once the shop's own token is stored, and rejects with the provider's error.
 */
export interface AuthSession {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => AuthSnapshot;
  /** Resolves with the first snapshot that is not loading. */
  whenResolved: () => Promise<AuthSnapshot>;
  /** Gets the provider ready (e.g. when a sign-in form opens), so that signing in starts at once. */
  prepareSignIn: () => void;
  signIn: (email: string, password: string) => Promise<void>;
  signUp: (details: SignUpDetails) => Promise<void>;
  /** Needs `testAccount` when `googleSignIn` is 'test'. */
  signInWithGoogle: (testAccount?: TestGoogleAccount) => Promise<void>;
  signOut: () => Promise<void>;
  updateProfile: (changes: ProfileChanges) => Promise<void>;
  /** Has the shop mail the provider's link to choose a new password; it answers alike whether or not an account uses the address. */
  sendPasswordReset: (email: string) => Promise<void>;
  /** Has the shop mail the signed-in user the provider's link that proves their address is theirs. */
  sendEmailVerification: () => Promise<void>;
  /**
   * Asks the provider whether the address was verified since (the link may be opened anywhere); once it is,
   * the shop is told at a fresh token exchange and the snapshot's user says so. Resolves with the verified state.
   */
  checkEmailVerified: () => Promise<boolean>;
  /**
   * Checks the current password again, then sends a link to the new address: the account moves there only when
   * the link is opened, and signs in with the old address until then.
   */
  changeEmail: (newEmail: string, currentPassword: string) => Promise<void>;
  /** Decides whether a refusal from the API can be healed by a fresh token, or means signing out. */
  recoverFromUnauthorized: (error: ApiError) => Promise<UnauthorizedOutcome>;
}
