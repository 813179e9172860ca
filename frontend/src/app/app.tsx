import { createFirebaseAuthSession } from '@/lib/auth/auth-firebase-session';
import { createQueryClient } from '@/lib/query-client';
import { createShop } from './shop';

/** The shop as the browser runs it: its cache, its sign-in session with Firebase, its router and root component. */
export function startShop() {
  const queryClient = createQueryClient();
  const auth = createFirebaseAuthSession({ queryClient });
  const { Shop: App, router } = createShop({ queryClient, auth });
  return { App, queryClient, router };
}
