import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import { useGetAdminStatus } from '../api/generated/users/users';
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

const ADMIN_STATUS_STALE_MS = 5 * 60_000;

/**
 * The signed-in user, whether they are an administrator (asked of the server), and the sign-in actions.
 * `loading` is true until the provider has said whether anyone is signed in.
 */
export function useAuth() {
  const session = useAuthSession();
  const { status, user, googleSignIn } = useSyncExternalStore(
    session.subscribe,
    session.getSnapshot,
    session.getSnapshot,
  );
  const email = status === 'signed-in' ? (user?.email ?? '') : '';
  const adminStatus = useGetAdminStatus(email, {
    query: { enabled: email !== '', staleTime: ADMIN_STATUS_STALE_MS },
  });

  return {
    status,
    user,
    loading: status === 'loading',
    googleSignIn,
    isAdmin: email !== '' && adminStatus.data?.admin === true,
    isAdminLoading: email !== '' && adminStatus.isPending,
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
