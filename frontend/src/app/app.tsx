import { createAuthSession } from '@/lib/auth/auth-deferred-session';
import { createQueryClient } from '@/lib/query-client';
import { createShop } from './shop';

/** The shop as the browser runs it: its cache, its sign-in session with Firebase (its code loaded when a sign-in needs it), its router and root component. */
export function startShop() {
  const queryClient = createQueryClient();
  const auth = createAuthSession({ queryClient });
  const { Shop: App, router } = createShop({ queryClient, auth });
  return { App, queryClient, router };
}
