import type { ReactNode } from 'react';
import { useAuth } from '../../../lib/auth-context';
import { AuthSkeleton } from './auth-skeleton';

/** Shows the skeleton until the provider has said whether anyone is signed in, then the children. */
export function AuthGate({ children }: { children: ReactNode }) {
  const { loading } = useAuth();
  return loading ? <AuthSkeleton /> : children;
}
