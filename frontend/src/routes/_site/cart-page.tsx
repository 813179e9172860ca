import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { privatePageHead } from '@/lib/page-head';
import { getListCartLinesQueryOptions } from '@/api/generated/carts/carts';
import { getGetShopQueryOptions, useGetShop } from '@/api/generated/shop/shop';
import { CartLoginPrompt, CartScreen } from '@/features/cart/components/cart-screen';
import { useCart } from '@/features/cart/hooks/use-cart';
import { useCartLineActions } from '@/features/cart/hooks/use-cart-line-actions';
import { useAuth } from '@/lib/auth/auth-context';

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
  if (!user) return <CartLoginPrompt />;
  return (
    <CartScreen
      user={user}
      lines={cart.isError ? [] : cart.data}
      serviceFee={shop.data?.serviceFee}
      {...actions}
    />
  );
}
