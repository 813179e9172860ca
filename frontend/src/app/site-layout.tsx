import type { ReactNode } from 'react';
import { AuthGate } from '../features/auth/components/auth-gate';
import { AccountControl } from '../features/auth/components/account-control';
import { EmailConfirmationNotice } from '../features/auth/components/email-confirmation-notice';
import { useCartDishCount } from '../features/cart/hooks/use-cart-dish-count';
import { OfflineNotice } from '../features/layout/components/offline-notice';
import { SiteShell } from '../features/layout/components/site-shell';
import { SiteShellSkeleton } from '../features/layout/components/site-shell-skeleton';

/**
 * The storefront's frame, put together from the features that fill it: the shell waits for the sign-in
 * state, the cart gives the badge its count, and the identity feature gives the account button and the
 * banner that asks a new customer to confirm their address; the layout says when the browser is offline.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  const cartDishCount = useCartDishCount();

  return (
    <AuthGate fallback={<SiteShellSkeleton />}>
      <SiteShell
        cartDishCount={cartDishCount}
        account={<AccountControl />}
        notice={
          <>
            <OfflineNotice />
            <EmailConfirmationNotice />
          </>
        }
      >
        {children}
      </SiteShell>
    </AuthGate>
  );
}
