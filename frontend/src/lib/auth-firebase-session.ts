import type { QueryClient } from '@tanstack/react-query';
import type { User } from 'firebase/auth';
import { type ApiError, isApiError } from '../api/api-error';
import { createToken } from '../api/generated/auth/auth';
import { registerUser } from '../api/generated/users/users';
import type { UserRegistration } from '../api/generated/model';
import { readAccessToken } from '../api/fetcher';
import { clearAccessToken, storeAccessToken } from './auth-token';
import type {
  AuthSession,
  AuthSnapshot,
  AuthUser,
  ProfileChanges,
  SignUpDetails,
  TestGoogleAccount,
  UnauthorizedOutcome,
} from './auth-session';
import { type FirebaseAuthKit, loadFirebaseAuth } from './firebase';

/** The shop could not give a token to a user the provider accepted: a server or network problem. */
export class ShopSignInError extends Error {
  constructor(cause: unknown) {
    super('The shop could not sign you in right now. Please try again in a moment.', { cause });
    this.name = 'ShopSignInError';
  }
}

/** Reads that any visitor may keep after signing out; everything else belonged to the user. */
const PUBLIC_QUERY_PREFIXES = ['/menu', '/client-config', '/health'];

const MIN_SECONDS_BETWEEN_TOKEN_REFRESHES = 30;
const SIGN_IN_TIMEOUT_MS = 30_000;

const toAuthUser = (user: User): AuthUser => ({
  uid: user.uid,
  email: user.email,
  displayName: user.displayName,
  photoURL: user.photoURL,
});

/** What POST /users records: the provider's name and photo, within the contract's limits. */
const registrationOf = (
  name: string | null,
  photoURL: string | null | undefined,
): UserRegistration => {
  const trimmed = name?.trim().slice(0, 100);
  return {
    ...(trimmed ? { name: trimmed } : {}),
    ...(photoURL && photoURL.length <= 2048 ? { photoURL } : {}),
  };
};

/** A stable fake Google account id per e-mail, so that the same test address is the same person. */
const testGoogleSubject = (email: string) =>
  `test-${email.toLowerCase().replace(/[^a-z0-9]/g, '-')}`;

interface FirebaseAuthSessionOptions {
  queryClient: QueryClient;
  loadAuth?: () => Promise<FirebaseAuthKit>;
}

class FirebaseAuthSession implements AuthSession {
  private snapshot: AuthSnapshot = { status: 'loading', user: null, googleSignIn: 'not-ready' };
  private readonly listeners = new Set<() => void>();
  private readonly queryClient: QueryClient;
  private readonly loadAuth: () => Promise<FirebaseAuthKit>;
  private watching: Promise<FirebaseAuthKit> | undefined;
  private reports = 0;
  private lastExchangeAt = 0;
  private lastExchange: { idToken: string; done: Promise<void> } | undefined;
  private exchangeFailure: unknown;

  constructor({ queryClient, loadAuth = () => loadFirebaseAuth() }: FirebaseAuthSessionOptions) {
    this.queryClient = queryClient;
    this.loadAuth = loadAuth;
    // Only someone who signed in here before can still be signed in: a first visit loads no provider.
    if (readAccessToken()) this.prepareSignIn();
    else this.snapshot = { ...this.snapshot, status: 'signed-out' };
  }

  prepareSignIn = () => {
    this.kit().catch(() => {
      // Without the provider nobody can be signed in; a sign-in attempt will try to load it again.
      this.publish({
        ...this.snapshot,
        status: this.snapshot.status === 'loading' ? 'signed-out' : this.snapshot.status,
        googleSignIn: this.snapshot.googleSignIn === 'not-ready' ? 'popup' : this.snapshot.googleSignIn,
      });
    });
  };

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = () => this.snapshot;

  whenResolved = () =>
    this.waitFor((snapshot) => (snapshot.status === 'loading' ? undefined : snapshot));

  signIn = async (email: string, password: string) => {
    const { auth, sdk } = await this.kit();
    const { user } = await sdk.signInWithEmailAndPassword(auth, email, password);
    await this.signedInAs(user);
    await this.register(registrationOf(user.displayName, user.photoURL));
  };

  signUp = async ({ name, email, password }: SignUpDetails) => {
    const { auth, sdk } = await this.kit();
    const { user } = await sdk.createUserWithEmailAndPassword(auth, email, password);
    await sdk.updateProfile(user, { displayName: name.trim() });
    await this.signedInAs(user);
    this.publishUser(user);
    await this.register(registrationOf(user.displayName, user.photoURL));
  };

  signInWithGoogle = async (testAccount?: TestGoogleAccount) => {
    const { auth, sdk, usesEmulator } = await this.kit();
    let user: User;
    if (usesEmulator) {
      if (!testAccount) throw new Error('The local test sign-in needs a Google e-mail address.');
      const fakeGoogleIdToken = JSON.stringify({
        sub: testGoogleSubject(testAccount.email),
        email: testAccount.email,
        email_verified: true,
        ...(testAccount.name ? { name: testAccount.name } : {}),
      });
      ({ user } = await sdk.signInWithCredential(
        auth,
        sdk.GoogleAuthProvider.credential(fakeGoogleIdToken),
      ));
    } else {
      ({ user } = await sdk.signInWithPopup(auth, new sdk.GoogleAuthProvider()));
    }
    await this.signedInAs(user);
    await this.register(registrationOf(user.displayName, user.photoURL));
  };

  signOut = async () => {
    const { auth, sdk } = await this.kit();
    await sdk.signOut(auth);
    this.forgetUser();
  };

  updateProfile = async ({ displayName, photoURL }: ProfileChanges) => {
    const { auth, sdk } = await this.kit();
    const user = auth.currentUser;
    if (!user) throw new Error('Please log in again to update your profile.');
    await sdk.updateProfile(user, { displayName, ...(photoURL ? { photoURL } : {}) });
    this.publishUser(user);
    await registerUser(registrationOf(displayName, photoURL));
  };

  sendPasswordReset = async (email: string) => {
    const { auth, sdk } = await this.kit();
    await sdk.sendPasswordResetEmail(auth, email);
  };

  recoverFromUnauthorized = async (error: ApiError): Promise<UnauthorizedOutcome> => {
    if (this.snapshot.status !== 'signed-in') return 'ignore';
    const user = (await this.kit()).auth.currentUser;
    const secondsSinceExchange = (Date.now() - this.lastExchangeAt) / 1000;
    // An expired shop token heals with a fresh exchange; a refusal right after one does not.
    if (
      error.status === 401 &&
      user &&
      secondsSinceExchange > MIN_SECONDS_BETWEEN_TOKEN_REFRESHES
    ) {
      try {
        await this.exchange(user, true);
        await this.queryClient.invalidateQueries();
        return 'token-refreshed';
      } catch {
        return 'sign-out';
      }
    }
    return 'sign-out';
  };

  private kit(): Promise<FirebaseAuthKit> {
    this.watching ??= this.loadAuth().then(
      (kit) => {
        this.publish({ ...this.snapshot, googleSignIn: kit.usesEmulator ? 'test' : 'popup' });
        kit.sdk.onIdTokenChanged(kit.auth, (user) => void this.onUserReported(kit, user));
        return kit;
      },
      (error: unknown) => {
        this.watching = undefined;
        throw error;
      },
    );
    return this.watching;
  }

  /** Called at start-up, on every sign-in and sign-out, and whenever Firebase refreshes the ID token. */
  private async onUserReported(kit: FirebaseAuthKit, user: User | null) {
    const report = ++this.reports;
    if (!user) {
      this.forgetUser();
      return;
    }
    try {
      await this.exchange(user, false);
      this.exchangeFailure = undefined;
    } catch (error) {
      if (report !== this.reports) return;
      clearAccessToken();
      if (isApiError(error) && (error.status === 401 || error.status === 403)) {
        // The provider remembers an account the shop does not accept (e.g. a wiped emulator).
        await kit.sdk.signOut(kit.auth);
        return;
      }
      this.exchangeFailure = error;
    }
    if (report === this.reports) this.publishUser(user);
  }

  /** Trades the Firebase ID token for the shop's; a token already traded is not traded twice. */
  private async exchange(user: User, forceRefresh: boolean) {
    const idToken = await user.getIdToken(forceRefresh);
    if (this.lastExchange?.idToken !== idToken) {
      const done = createToken({ idToken }).then(({ token }) => {
        storeAccessToken(token);
        this.lastExchangeAt = Date.now();
      });
      this.lastExchange = { idToken, done };
      done.catch(() => {
        if (this.lastExchange?.done === done) this.lastExchange = undefined;
      });
    }
    await this.lastExchange.done;
  }

  /** Waits until the session shows this user with the shop's token, and fails if the shop refused them. */
  private async signedInAs(user: User) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), SIGN_IN_TIMEOUT_MS);
    });
    const outcome =
      this.snapshot.user?.uid === user.uid
        ? 'signed-in'
        : await Promise.race([
            this.nextSnapshot((snapshot) => {
              if (snapshot.user?.uid === user.uid) return 'signed-in';
              if (snapshot.status === 'signed-out') return 'refused';
              return undefined;
            }),
            timeout,
          ]);
    clearTimeout(timer);
    if (outcome !== 'signed-in') throw new ShopSignInError(outcome);
    if (this.exchangeFailure) {
      const cause = this.exchangeFailure;
      await this.signOut();
      throw new ShopSignInError(cause);
    }
  }

  private async register(registration: UserRegistration) {
    // The shop already knows the user from the token exchange; this only refreshes name and photo.
    await registerUser(registration).catch(() => undefined);
  }

  private forgetUser() {
    clearAccessToken();
    this.queryClient.removeQueries({
      predicate: ({ queryKey: [first] }) =>
        !(
          typeof first === 'string' &&
          PUBLIC_QUERY_PREFIXES.some((prefix) => first.startsWith(prefix))
        ),
    });
    if (this.snapshot.status !== 'signed-out')
      this.publish({ ...this.snapshot, status: 'signed-out', user: null });
  }

  private publishUser(user: User) {
    this.publish({ ...this.snapshot, status: 'signed-in', user: toAuthUser(user) });
  }

  private publish(next: AuthSnapshot) {
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }

  private waitFor<T>(accept: (snapshot: AuthSnapshot) => T | undefined): Promise<T> {
    const now = accept(this.snapshot);
    return now === undefined ? this.nextSnapshot(accept) : Promise.resolve(now);
  }

  /** The first snapshot published from now on that `accept` turns into a value. */
  private nextSnapshot<T>(accept: (snapshot: AuthSnapshot) => T | undefined): Promise<T> {
    return new Promise((resolve) => {
      const unsubscribe = this.subscribe(() => {
        const value = accept(this.snapshot);
        if (value === undefined) return;
        unsubscribe();
        resolve(value);
      });
    });
  }
}

/** The shop's session on Firebase Authentication; loads the SDK for a returning user or a sign-in. */
export const createFirebaseAuthSession = (options: FirebaseAuthSessionOptions): AuthSession =>
  new FirebaseAuthSession(options);
