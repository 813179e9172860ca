import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { privatePageHead } from '@/lib/page-head';
import { getListCartLinesQueryOptions } from '@/api/generated/carts/carts';
import { getGetShopQueryOptions, useGetShop } from '@/api/generated/shop/shop';
import { CartLoginPrompt, CartScreen } from '@/features/cart/components/cart-screen';
import { useCart } from '@/features/cart/hooks/use-cart';
import { useCartLineActions } from '@/features/cart/hooks/use-cart-line-actions';
import { useAuth } from '@/lib/auth/auth-context';
import { useOrderPaid } from '@/app/use-order-paid';
import { CartExpressCheckout } from '@/features/checkout/components/cart-express-checkout';
import { checkoutBlockedReason } from '@/features/cart/lib/checkout-readiness';
import { cartDishCount } from '@/features/cart/lib/cart-totals';

export const Route = createFileRoute('/_site/cart-page')({
  loader: async ({ context: { auth, queryClient } }) => {
    // The shop's fee is said beside the cart's total.
    void queryClient.prefetchQuery(getGetShopQueryOptions());
    const { user } = await auth.whenResolved();
    if (!user?.email) return;
    // A cart that cannot be fetched is not shown as an error: the page still opens.
    await queryClient
      .ensureQueryData(getListCartLinesQueryOptions({ email: user.email }))
      .catch(() => undefined);
  },
  head: ({ match }) => privatePageHead(match.context.i18n._(msg`Your cart`)),
  component: CartPage,
});

function CartPage() {
  const { user } = useAuth();
  const cart = useCart();
  const actions = useCartLineActions();
  const shop = useGetShop();
  const onPaid = useOrderPaid();
  if (!user) return <CartLoginPrompt />;
  const lines = cart.isError ? [] : cart.data;
  // A cart that can go on to paying may be paid at once with a wallet.
  const payable = lines !== undefined && lines.length > 0 && !checkoutBlockedReason(lines);
  return (
    <CartScreen
      user={user}
      lines={lines}
      serviceFee={shop.data?.serviceFee}
      express={
        payable ? (
          <CartExpressCheckout
            cartVersion={`${cartDishCount(lines)}:${lines.map((line) => `${line._id}×${line.quantity}`).join(',')}`}
            payer={{ name: user.displayName ?? '', email: user.email ?? '' }}
            onPaid={onPaid}
            onCartChanged={() => void cart.refetch()}
          />
        ) : undefined
      }
      {...actions}
    />
  );
}
