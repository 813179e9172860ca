import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { orderNumberOf } from '@/lib/order-number';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { privatePageHead } from '@/lib/page-head';
import { useState } from 'react';
import { getListSlotsQueryOptions, useListSlots } from '@/api/generated/checkout/checkout';
import type { Payment } from '@/api/generated/model';
import { getGetShopQueryOptions, useGetShop } from '@/api/generated/shop/shop';
import { useListMyCards } from '@/api/generated/users/users';
import { CartLoginPrompt } from '@/features/cart/components/cart-screen';
import { CART_QUERY_KEY, useCart } from '@/features/cart/hooks/use-cart';
import { cartDishCount, cartTotalCents } from '@/features/cart/lib/cart-totals';
import { checkoutBlockedReason } from '@/features/cart/lib/checkout-readiness';
import { CheckoutScreen } from '@/features/checkout/components/checkout-screen';
import { CHECKOUT_MESSAGES, MIN_PAYABLE_DOLLARS } from '@/features/checkout/lib/checkout-messages';
import { loadShopStripe } from '@/features/checkout/lib/shop-stripe';
import { ORDERS_QUERY_KEY } from '@/features/orders/hooks/use-orders';
import { useAuth } from '@/lib/auth/auth-context';
import { fromMinorUnits, formatPrice } from '@/lib/money';
import { toastDone } from '@/lib/toasts';

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
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [stripe] = useState(() => loadShopStripe().catch(() => null));
  const shop = useGetShop();
  const slots = useListSlots({ query: { enabled: user !== null, refetchInterval: 60_000 } });
  const savedCards = useListMyCards({ query: { enabled: user !== null } });

  if (!user) return <CartLoginPrompt title={t`Checkout`} returnTo="/process-checkout" />;
  const lines = cart.data ?? [];
  const totalDollars = fromMinorUnits(cartTotalCents(lines));
  const minimum = formatPrice(MIN_PAYABLE_DOLLARS);
  const blockedReason = cart.isPending
    ? t`Loading your cart…`
    : (checkoutBlockedReason(lines) ??
      (totalDollars < MIN_PAYABLE_DOLLARS ? t`Card payments start at ${minimum}.` : undefined));

  const onPaid = (order: Payment) => {
    toastDone({
      title: CHECKOUT_MESSAGES.paid,
      message: `${CHECKOUT_MESSAGES.orderNumber(orderNumberOf(order))} ${CHECKOUT_MESSAGES.transactionId(order.transactionId)}`,
    });
    void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
    // The cart is read again once the checkout has gone: read here, its empty cart would be quoted, and refused.
    void navigate({ to: '/order' }).then(() =>
      queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY }),
    );
  };

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
    />
  );
}
