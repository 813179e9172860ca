import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { privatePageHead } from '@/lib/page-head';
import { useState } from 'react';
import { getListSlotsQueryOptions, useListSlots } from '@/api/generated/checkout/checkout';
import { getGetShopQueryOptions, useGetShop } from '@/api/generated/shop/shop';
import { useListMyCards } from '@/api/generated/users/users';
import { CartLoginPrompt } from '@/features/cart/components/cart-screen';
import { useCart } from '@/features/cart/hooks/use-cart';
import { useOrderPaid } from '@/app/use-order-paid';
import { useReturnFromBank } from '@/features/checkout/hooks/use-return-from-bank';
import { cartDishCount, cartTotalCents } from '@/features/cart/lib/cart-totals';
import { checkoutBlockedReason } from '@/features/cart/lib/checkout-readiness';
import { CheckoutScreen } from '@/features/checkout/components/checkout-screen';
import { MIN_PAYABLE_DOLLARS } from '@/features/checkout/lib/checkout-messages';
import { loadShopStripe } from '@/lib/stripe/shop-stripe';
import { useAuth } from '@/lib/auth/auth-context';
import { fromMinorUnits, formatPrice } from '@/lib/money';

export const Route = createFileRoute('/_site/process-checkout')({
  loader: async ({ context: { auth, queryClient } }) => {
    const { user } = await auth.whenResolved();
    // Without the shop's answer the checkout still takes a pickup as soon as possible, as it always did.
    await Promise.all([
      queryClient.ensureQueryData(getGetShopQueryOptions()).catch(() => undefined),
      user
        ? queryClient.ensureQueryData(getListSlotsQueryOptions()).catch(() => undefined)
        : undefined,
    ]);
  },
  head: ({ match }) => privatePageHead(match.context.i18n._(msg`Checkout`)),
  component: CheckoutPage,
});

function CheckoutPage() {
  const { t } = useLingui();
  const { user } = useAuth();
  const cart = useCart();
  const [stripe] = useState(() => loadShopStripe().catch(() => null));
  const shop = useGetShop();
  const slots = useListSlots({ query: { enabled: user !== null, refetchInterval: 60_000 } });
  const savedCards = useListMyCards({ query: { enabled: user !== null } });
  const onPaid = useOrderPaid();
  const returned = useReturnFromBank(onPaid);

  if (!user) return <CartLoginPrompt title={t`Checkout`} returnTo="/process-checkout" />;
  const lines = cart.data ?? [];
  const totalDollars = fromMinorUnits(cartTotalCents(lines));
  const minimum = formatPrice(MIN_PAYABLE_DOLLARS);
  const blockedReason = cart.isPending
    ? t`Loading your cart…`
    : (checkoutBlockedReason(lines) ??
      (totalDollars < MIN_PAYABLE_DOLLARS ? t`Card payments start at ${minimum}.` : undefined));

  return (
    <CheckoutScreen
      stripe={stripe}
      lines={lines}
      totalDollars={totalDollars}
      dishCount={cartDishCount(lines)}
      payer={{ name: user.displayName ?? '', email: user.email ?? '' }}
      blockedReason={blockedReason}
      onPaid={onPaid}
      onCartChanged={() => void cart.refetch()}
      savedCards={savedCards.data}
      shop={shop.data}
      slots={slots.data}
      notice={returned}
    />
  );
}
