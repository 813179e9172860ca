import { createFileRoute } from '@tanstack/react-router';
import { getListPaymentsQueryOptions } from '../../api/generated/payments/payments';
import { getGetShopQueryOptions, useGetShop } from '../../api/generated/shop/shop';
import { OrderScreen } from '../../features/orders/components/order-screen';
import { useOrders } from '../../features/orders/hooks/use-orders';
import { requireSignedIn } from '../../lib/auth-guard';

export const Route = createFileRoute('/_site/order')({
  beforeLoad: requireSignedIn,
  loader: async ({ context: { auth, queryClient } }) => {
    const { user } = await auth.whenResolved();
    if (!user?.email) return;
    await Promise.all([
      queryClient
        .ensureQueryData(getListPaymentsQueryOptions({ email: user.email }))
        .catch(() => undefined),
      // Promised times are told on the shop's clock; without it, on the customer's.
      queryClient.ensureQueryData(getGetShopQueryOptions()).catch(() => undefined),
    ]);
  },
  component: OrderPage,
});

function OrderPage() {
  const orders = useOrders();
  const shop = useGetShop();
  return <OrderScreen orders={orders.isError ? [] : orders.data} timeZone={shop.data?.timeZone} />;
}
