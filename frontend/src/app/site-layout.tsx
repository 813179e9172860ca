import type { ReactNode } from 'react';
import { AuthGate } from '../features/auth/components/auth-gate';
import { AccountControl } from '../features/auth/components/account-control';
import { useCartLineCount } from '../features/cart/hooks/use-cart-line-count';
import { SiteShell } from '../features/layout/components/site-shell';
import { SiteShellSkeleton } from '../features/layout/components/site-shell-skeleton';

/**
 * The storefront's frame, put together from the features that fill it: the shell waits for the sign-in
 * state, the cart gives the badge its count, and the identity feature gives the account button.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  const cartLineCount = useCartLineCount();

  return (
    <AuthGate fallback={<SiteShellSkeleton />}>
      <SiteShell cartLineCount={cartLineCount} account={<AccountControl />}>
        {children}
      </SiteShell>
    </AuthGate>
  );
}
