import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { useHydrating } from '@/lib/use-hydrating';
import { UNKNOWN_SIGN_IN } from './auth-server-session';
import type { AuthSession, AuthSnapshot } from './auth-session';

/**
 * The session itself, which never changes: each component that reads the sign-in state follows the session on its own
 * (`useSessionSnapshot`). A context whose value changed would reach every part of the page still waiting for its
 * hydration (hydrate-when-seen.tsx) and make React hydrate it before the change could show: React cannot know what a
 * part not yet hydrated reads.
 */
const AuthContext = createContext<AuthSession | null>(null);

export function AuthProvider({ session, children }: { session: AuthSession; children: ReactNode }) {
  return <AuthContext value={session}>{children}</AuthContext>;
}

/**
 * The session's state for one component. A server-rendered page hydrates as the server rendered it (nobody known),
 * and the visitor's real state reaches the component as a transition, which React renders in slices between the
 * browser's own work; from then on it reads the session as it is, at every render. Read so from the start, the
 * visitor's state replaced the server's by re-rendering the whole frame at once, right after hydration: the longest
 * task of a phone's takeover.
 */
function useSessionSnapshot(session: AuthSession): AuthSnapshot {
  const hydrating = useHydrating();
  const [takenOver, setTakenOver] = useState(!hydrating);
  const snapshot = useSyncExternalStore(
    session.subscribe,
    session.getSnapshot,
    () => UNKNOWN_SIGN_IN,
  );
  useEffect(() => {
    if (!takenOver) startTransition(() => setTakenOver(true));
  }, [takenOver]);
  return takenOver ? snapshot : UNKNOWN_SIGN_IN;
}

function useSession(): AuthSession {
  const session = useContext(AuthContext);
  if (!session)
    throw new Error('useAuth() needs an <AuthProvider> above it (see src/app/providers.tsx).');
  return session;
}

/**
 * The signed-in user and the sign-in actions. `loading` is true until the provider has said whether anyone is
 * signed in. Whether they are staff is the dashboard's guard's to ask (`checkStaff` in staff-guard.ts).
 */
export function useAuth() {
  const session = useSession();
  const { status, user, googleSignIn } = useSessionSnapshot(session);

  return {
    status,
    user,
    loading: status === 'loading',
    googleSignIn,
    prepareSignIn: session.prepareSignIn,
    signIn: session.signIn,
    signUp: session.signUp,
    signInWithGoogle: session.signInWithGoogle,
    signOut: session.signOut,
    updateProfile: session.updateProfile,
    sendPasswordReset: session.sendPasswordReset,
    sendEmailVerification: session.sendEmailVerification,
    checkEmailVerified: session.checkEmailVerified,
    changeEmail: session.changeEmail,
  };
}
