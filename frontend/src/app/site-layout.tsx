import type { ReactNode } from 'react';
import { AccountControl } from '@/features/auth/components/account-control';
import { EmailConfirmationNotice } from '@/features/auth/components/email-confirmation-notice';
import { PendingCartAdd } from '@/features/cart/components/pending-cart-add';
import { useCartDishCount } from '@/features/cart/hooks/use-cart-dish-count';
import { CartLink } from '@/features/layout/components/cart-link';
import { OfflineNotice } from '@/features/layout/components/offline-notice';
import { SiteShell } from '@/features/layout/components/site-shell';

/** The cart's link: a change of the cart, or of who is signed in, renders it again, not the whole frame. */
function CartButton() {
  return <CartLink count={useCartDishCount()} />;
}

/**
 * The storefront's frame, put together from the features that fill it: the cart gives the badge its count, and
 * the identity feature gives the account button and the banner that asks a new customer to confirm their
 * address, and the cart adds the dish a visitor chose before signing in. The frame and the page never wait for the
 * sign-in state: only the account button does.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <SiteShell
      cart={<CartButton />}
      account={<AccountControl />}
      notice={
        <>
          <OfflineNotice />
          <EmailConfirmationNotice />
          <PendingCartAdd />
        </>
      }
    >
      {children}
    </SiteShell>
  );
}
