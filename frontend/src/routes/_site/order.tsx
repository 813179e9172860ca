import { msg } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { privatePageHead } from '@/lib/page-head';
import { getListPaymentsQueryOptions } from '@/api/generated/payments/payments';
import { getGetShopQueryOptions, useGetShop } from '@/api/generated/shop/shop';
import { OrderScreen } from '@/features/orders/components/order-screen';
import { useCancelOrder } from '@/features/orders/hooks/use-cancel-order';
import { useReorder } from '@/features/orders/hooks/use-reorder';
import { ORDERS_QUERY_KEY, useOrders } from '@/features/orders/hooks/use-orders';
import { useAuth } from '@/lib/auth/auth-context';
import { useOrderEvents } from '@/lib/use-order-events';
import { requireSignedIn } from '@/lib/auth/auth-guard';

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
  head: ({ match }) => privatePageHead(match.context.i18n._(msg`Your orders`)),
  component: OrderPage,
});

function OrderPage() {
  const orders = useOrders();
  const shop = useGetShop();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  // Each change the kitchen makes to one of the customer's orders reads them again, within a second.
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
  const live = useOrderEvents({ enabled: Boolean(user), onEvent: refresh, onOpen: refresh });
  const cancel = useCancelOrder();
  const reorder = useReorder();
  return (
    <OrderScreen
      orders={orders.isError ? [] : orders.data}
      timeZone={shop.data?.timeZone}
      live={live}
      onCancel={cancel.ask}
      cancellingId={cancel.cancellingId}
      onReorder={reorder.again}
      reorderingId={reorder.reorderingId}
    />
  );
}
