import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import type { User } from 'firebase/auth';
import type { ApiError } from '@/api/api-error';
import { sendPasswordResetEmail, sendVerificationEmail } from '@/api/generated/auth/auth';
import { registerUser } from '@/api/generated/users-mutations/users-mutations';
import type { UserRegistration } from '@/api/generated/model';
import { readAccessToken } from '@/api/fetcher';
import {
  registrationOf,
  sameAuthUser,
  testGoogleCredential,
  toAuthUser,
} from './auth-firebase-user';
import type {
  AuthSession,
  ProfileChanges,
  SignUpDetails,
  TestGoogleAccount,
  UnauthorizedOutcome,
} from './auth-session';
import { endsTheSession, isRefusal, ShopSignInError } from './auth-shop-refusal';
import { AuthSnapshotStore } from './auth-snapshot-store';
import { clearAccessToken } from './auth-token';
import { type ExchangeOptions, TokenExchange } from './auth-token-exchange';
import { scheduleTokenRenewals } from './auth-token-renewal';
import { type FirebaseAuthKit, loadFirebaseAuth } from './firebase';

/** Reads that any visitor may keep after signing out; everything else belonged to the user. */
const PUBLIC_QUERY_PREFIXES = ['/menu', '/client-config', '/health'];

const MIN_SECONDS_BETWEEN_TOKEN_REFRESHES = 30;
const SIGN_IN_TIMEOUT_MS = 30_000;

interface FirebaseAuthSessionOptions {
  queryClient: QueryClient;
  loadAuth?: () => Promise<FirebaseAuthKit>;
}

class FirebaseAuthSession extends AuthSnapshotStore implements AuthSession {
  private readonly queryClient: QueryClient;
  private readonly loadAuth: () => Promise<FirebaseAuthKit>;
  private watching: Promise<FirebaseAuthKit> | undefined;
  private reports = 0;
  private readonly renewals = scheduleTokenRenewals(() => void this.renew());
  private readonly tokens = new TokenExchange((seconds) => this.renewals.tokenReceived(seconds));
  private renewing = false;
  /** Why the shop refused the last reported user, said to a sign-in form; cleared when a sign-in starts. */
  private refusal: { uid: string; error: ApiError } | undefined;
  private exchangeFailure: unknown;
  /** Set while the session signs out because the shop refused it; `tell` when the person was signed in. */
  private ending: { tell: boolean } | undefined;

  constructor({ queryClient, loadAuth = () => loadFirebaseAuth() }: FirebaseAuthSessionOptions) {
    super();
    this.queryClient = queryClient;
    this.loadAuth = loadAuth;
    // Only someone who signed in here before can still be signed in: a first visit loads no provider.
    if (readAccessToken()) this.prepareSignIn();
    else this.snapshot = { ...this.snapshot, status: 'signed-out' };
  }

  prepareSignIn = () => {
    // A sign-in attempt will try to load the provider again.
    this.kit().catch(() => this.publishWithoutProvider());
  };

  signIn = async (email: string, password: string) => {
    const { auth, sdk } = await this.kit();
    this.refusal = undefined;
    const { user } = await sdk.signInWithEmailAndPassword(auth, email, password);
    await this.signedInAs(user);
    await this.register(registrationOf(user.displayName, user.photoURL));
  };

  signUp = async ({ name, email, password }: SignUpDetails) => {
    const { auth, sdk } = await this.kit();
    this.refusal = undefined;
    const { user } = await sdk.createUserWithEmailAndPassword(auth, email, password);
    await sdk.updateProfile(user, { displayName: name.trim() });
    await this.signedInAs(user);
    this.publishUser(user);
    // The shop mails the link; the banner offers to send it again if this one is lost or refused.
    await sendVerificationEmail().catch(() => undefined);
    await this.register(registrationOf(user.displayName, user.photoURL));
  };

  signInWithGoogle = async (testAccount?: TestGoogleAccount) => {
    const { auth, sdk, usesEmulator } = await this.kit();
    this.refusal = undefined;
    let user: User;
    if (usesEmulator) {
      if (!testAccount) throw new Error('The local test sign-in needs a Google e-mail address.');
      ({ user } = await sdk.signInWithCredential(auth, testGoogleCredential(sdk, testAccount)));
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
    if (!user) throw new Error(i18n._(msg`Please log in again to update your profile.`));
    await sdk.updateProfile(user, { displayName, ...(photoURL ? { photoURL } : {}) });
    this.publishUser(user);
    await registerUser(registrationOf(displayName, photoURL));
  };

  sendPasswordReset = async (email: string) => {
    // The shop mails the link, and answers alike whether or not an account uses the address.
    await sendPasswordResetEmail({ email });
  };

  sendEmailVerification = async () => {
    if (this.snapshot.status !== 'signed-in')
      throw new Error(i18n._(msg`Please log in again to confirm your e-mail address.`));
    await sendVerificationEmail();
  };

  checkEmailVerified = async () => {
    const kit = await this.kit();
    const user = kit.auth.currentUser;
    if (!user) return false;
    await kit.sdk.reload(user).catch(async (error: unknown) => {
      // Firebase has signed out an account disabled or deleted meanwhile: the person is told why.
      if (endsTheSession(error)) await this.endSession(kit, true);
      throw error;
    });
    if (!user.emailVerified) return false;
    // The shop reads the verified state at an exchange: a fresh one records it, and any right the address gives.
    await this.exchangeFor(kit, user, { fresh: true, renewal: true });
    this.publishUser(user);
    await this.queryClient.invalidateQueries();
    return true;
  };

  changeEmail = async (newEmail: string, currentPassword: string) => {
    const { auth, sdk } = await this.kit();
    const user = auth.currentUser;
    if (!user?.email)
      throw new Error(i18n._(msg`Please log in again to change your e-mail address.`));
    const credential = sdk.EmailAuthProvider.credential(user.email, currentPassword);
    await sdk.reauthenticateWithCredential(user, credential);
    await sdk.verifyBeforeUpdateEmail(user, newEmail);
  };

  recoverFromUnauthorized = async (error: ApiError): Promise<UnauthorizedOutcome> => {
    if (this.snapshot.status !== 'signed-in') return 'ignore';
    const underWay = this.tokens.underWay;
    if (underWay) {
      // A refusal of the exchange itself is the session's own to handle; other calls wait for its token.
      const renewed = await underWay.then(
        () => true,
        () => false,
      );
      if (!renewed) return 'ignore';
      await this.queryClient.invalidateQueries();
      return 'token-refreshed';
    }
    const kit = await this.kit();
    const user = kit.auth.currentUser;
    const secondsSinceExchange = (Date.now() - this.tokens.lastExchangeAt) / 1000;
    // An expired shop token heals with a fresh exchange; a refusal right after one does not.
    if (
      error.status === 401 &&
      user &&
      secondsSinceExchange > MIN_SECONDS_BETWEEN_TOKEN_REFRESHES
    ) {
      try {
        await this.exchangeFor(kit, user, { renewal: true });
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

  /** Called at start-up, on every sign-in and sign-out, and whenever Firebase refreshes or reloads the user. */
  private async onUserReported(kit: FirebaseAuthKit, user: User | null) {
    const report = ++this.reports;
    if (!user) {
      this.forgetUser();
      return;
    }
    const wasSignedIn = this.snapshot.status === 'signed-in';
    try {
      await this.exchangeFor(kit, user);
      this.exchangeFailure = undefined;
    } catch (error) {
      if (report !== this.reports) return;
      if (isRefusal(error)) {
        // The provider knows an account the shop does not take (disabled, removed, an unusable address...).
        this.refusal = { uid: user.uid, error };
        await this.endSession(kit, wasSignedIn);
        return;
      }
      // Unreachable for now: a signed-in user keeps the token they have, and the exchange is tried again soon.
      if (!wasSignedIn) clearAccessToken();
      this.exchangeFailure = error;
      this.renewals.retrySoon();
    }
    if (report === this.reports) this.publishUser(user);
  }

  /** Renews the shop's token before it expires; see scheduleTokenRenewals for when. */
  private async renew() {
    const kit = await this.watching;
    const user = kit?.auth.currentUser;
    if (!kit || !user || this.snapshot.status !== 'signed-in' || this.renewing) return;
    this.renewing = true;
    try {
      await this.exchangeFor(kit, user, { renewal: true });
      this.publishUser(user);
    } catch (error) {
      if (endsTheSession(error)) {
        await this.endSession(kit, true);
      } else {
        this.renewals.retrySoon();
      }
    } finally {
      this.renewing = false;
    }
  }

  /** Exchanges the user's ID token; when only a fresh one was taken, the account changed, so it is read again. */
  private async exchangeFor(kit: FirebaseAuthKit, user: User, options?: ExchangeOptions) {
    if ((await this.tokens.exchange(user, options)) !== 'refreshed') return;
    // The token is stored either way; a failed read only leaves the old details until the next one.
    await kit.sdk.reload(user).catch(() => undefined);
  }

  private async endSession(kit: FirebaseAuthKit, tell: boolean) {
    this.ending = { tell };
    await kit.sdk.signOut(kit.auth);
    // Firebase reports nobody when it had signed the account out already.
    if (this.ending) this.forgetUser();
  }

  /** Waits until the session shows this user with the shop's token, and fails if the shop refused them. */
  private async signedInAs(user: User) {
    const refusedAlready = () => (this.refusal?.uid === user.uid ? this.refusal.error : undefined);
    // The exchange may have been refused while the sign-up was still naming the account.
    if (refusedAlready()) throw new ShopSignInError(refusedAlready());
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
    if (outcome !== 'signed-in') throw new ShopSignInError(refusedAlready() ?? outcome);
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
    this.tokens.forget();
    this.renewals.stop();
    this.queryClient.removeQueries({
      predicate: ({ queryKey: [first] }) =>
        !(
          typeof first === 'string' &&
          PUBLIC_QUERY_PREFIXES.some((prefix) => first.startsWith(prefix))
        ),
    });
    const ending = this.ending;
    this.ending = undefined;
    // Published even when nobody was shown signed in yet, so that a sign-in waiting for its outcome hears it.
    if (this.snapshot.status === 'signed-out' && !ending) return;
    this.publish({
      status: 'signed-out',
      user: null,
      googleSignIn: this.snapshot.googleSignIn,
      ...(ending?.tell ? { sessionEnded: true } : {}),
    });
  }

  private publishUser(user: User) {
    const next = toAuthUser(user);
    if (this.snapshot.status === 'signed-in' && sameAuthUser(this.snapshot.user, next)) return;
    this.publish({ status: 'signed-in', user: next, googleSignIn: this.snapshot.googleSignIn });
  }
}

/** The shop's session on Firebase Authentication; loads the SDK for a returning user or a sign-in. */
export const createFirebaseAuthSession = (options: FirebaseAuthSessionOptions): AuthSession =>
  new FirebaseAuthSession(options);
