import type { QueryClient } from '@tanstack/react-query';
import { readAccessToken } from '@/api/fetcher';
import type { ApiError } from '@/api/api-error';
import type { AuthSession, ProfileChanges, SignUpDetails, TestGoogleAccount } from './auth-session';
import { AuthSnapshotStore } from './auth-snapshot-store';

/** The module of the session on Firebase Authentication, loaded when a sign-in needs it. */
type SessionModule = typeof import('./auth-firebase-session');

interface DeferredAuthSessionOptions {
  queryClient: QueryClient;
  loadSession?: () => Promise<SessionModule>;
}

/**
 * The shop's session as a page starts it: a first visitor is signed out at once, and the code that signs in (the
 * session on Firebase, its token exchange and renewals) is loaded only when someone needs it: a sign-in form opens,
 * an action is asked for, or a visitor who signed in here before comes back. From then on its snapshots are this
 * session's, and every action is its.
 */
class DeferredAuthSession extends AuthSnapshotStore implements AuthSession {
  private session: Promise<AuthSession> | undefined;

  constructor(
    private readonly queryClient: QueryClient,
    private readonly loadSession: () => Promise<SessionModule>,
  ) {
    super();
    if (readAccessToken()) this.prepareSignIn();
    else this.snapshot = { ...this.snapshot, status: 'signed-out' };
  }

  private loaded(): Promise<AuthSession> {
    this.session ??= this.loadSession().then(
      ({ createFirebaseAuthSession }) => {
        const session = createFirebaseAuthSession({ queryClient: this.queryClient });
        const follow = () => this.publish(session.getSnapshot());
        session.subscribe(follow);
        follow();
        return session;
      },
      (error: unknown) => {
        // Offline, say: the next action tries again.
        this.session = undefined;
        throw error;
      },
    );
    return this.session;
  }

  prepareSignIn = () => {
    this.loaded().then(
      (session) => session.prepareSignIn(),
      () => this.publishWithoutProvider(),
    );
  };

  signIn = async (email: string, password: string) => (await this.loaded()).signIn(email, password);

  signUp = async (details: SignUpDetails) => (await this.loaded()).signUp(details);

  signInWithGoogle = async (testAccount?: TestGoogleAccount) =>
    (await this.loaded()).signInWithGoogle(testAccount);

  signOut = async () => (await this.loaded()).signOut();

  updateProfile = async (changes: ProfileChanges) => (await this.loaded()).updateProfile(changes);

  sendPasswordReset = async (email: string) => (await this.loaded()).sendPasswordReset(email);

  sendEmailVerification = async () => (await this.loaded()).sendEmailVerification();

  checkEmailVerified = async () => (await this.loaded()).checkEmailVerified();

  changeEmail = async (newEmail: string, currentPassword: string) =>
    (await this.loaded()).changeEmail(newEmail, currentPassword);

  recoverFromUnauthorized = async (error: ApiError) =>
    (await this.loaded()).recoverFromUnauthorized(error);
}

/** The session the browser's shop runs: on Firebase Authentication, its code loaded when a sign-in needs it. */
export const createAuthSession = ({
  queryClient,
  loadSession = () => import('./auth-firebase-session'),
}: DeferredAuthSessionOptions): AuthSession => new DeferredAuthSession(queryClient, loadSession);
