import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { UNKNOWN_SIGN_IN } from './auth-server-session';
import type { AuthSession, AuthSnapshot } from './auth-session';

interface AuthState {
  session: AuthSession;
  snapshot: AuthSnapshot;
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ session, children }: { session: AuthSession; children: ReactNode }) {
  const snapshot = useSessionSnapshot(session);
  const state = useMemo(() => ({ session, snapshot }), [session, snapshot]);
  return <AuthContext value={state}>{children}</AuthContext>;
}

const neverChanges = () => () => undefined;

/** True while React hydrates a server-rendered page, false in every render after it and in a page it renders itself. */
const useHydrating = () =>
  useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );

/**
 * The session's state for the components below. A server-rendered page hydrates as the server rendered it (nobody
 * known), and the visitor's real state reaches the components as a transition, which React renders in slices
 * between the browser's own work; from then on they read the session as it is, at every render. Read so from the
 * start, the visitor's state replaced the server's by re-rendering the whole frame at once, right after hydration:
 * the longest task of a phone's takeover. (The re-render useSyncExternalStore makes here then changes nothing
 * below: the state handed down stays the server's until the transition.)
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

function useAuthState(): AuthState {
  const state = useContext(AuthContext);
  if (!state)
    throw new Error('useAuth() needs an <AuthProvider> above it (see src/app/providers.tsx).');
  return state;
}

/**
 * The signed-in user and the sign-in actions. `loading` is true until the provider has said whether anyone is
 * signed in. Whether they are staff is the dashboard's guard's to ask (`checkStaff` in auth-guard.ts).
 */
export function useAuth() {
  const { session, snapshot } = useAuthState();
  const { status, user, googleSignIn } = snapshot;

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
