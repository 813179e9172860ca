import type { ReactNode } from 'react';
import { useAuth } from '../../../lib/auth-context';

interface AuthGateProps {
  /** Shown while the provider has not yet said whether anyone is signed in. */
  fallback: ReactNode;
  children: ReactNode;
}

/** Holds the page back until the sign-in state is known, so nobody sees a Login button flash. */
export function AuthGate({ fallback, children }: AuthGateProps) {
  const { loading } = useAuth();
  return <>{loading ? fallback : children}</>;
}
