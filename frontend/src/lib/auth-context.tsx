import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import { UNKNOWN_SIGN_IN } from './auth-server-session';
import type { AuthSession } from './auth-session';

const AuthSessionContext = createContext<AuthSession | null>(null);

export function AuthProvider({ session, children }: { session: AuthSession; children: ReactNode }) {
  return <AuthSessionContext.Provider value={session}>{children}</AuthSessionContext.Provider>;
}

function useAuthSession(): AuthSession {
  const session = useContext(AuthSessionContext);
  if (!session)
    throw new Error('useAuth() needs an <AuthProvider> above it (see src/app/providers.tsx).');
  return session;
}

/**
 * The signed-in user and the sign-in actions. `loading` is true until the provider has said whether anyone is
 * signed in. Whether they are staff is the dashboard's guard's to ask (`checkStaff` in auth-guard.ts).
 */
export function useAuth() {
  const session = useAuthSession();
  const { status, user, googleSignIn } = useSyncExternalStore(
    session.subscribe,
    session.getSnapshot,
    // A server-rendered page hydrates as the server rendered it; the real state follows at once.
    () => UNKNOWN_SIGN_IN,
  );

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
