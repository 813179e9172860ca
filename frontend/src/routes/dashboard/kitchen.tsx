import { createFileRoute } from '@tanstack/react-router';
import { getListKitchenOrdersQueryOptions } from '@/api/generated/orders-staff/orders-staff';
import { getGetShopQueryOptions } from '@/api/generated/shop/shop';
import { KitchenScreen } from '@/features/admin/orders/components/kitchen-screen';
import { opensScreen } from '@/features/admin/shared/lib/dashboard-screens';

export const Route = createFileRoute('/dashboard/kitchen')({
  loader: async ({ context: { queryClient, permissions }, location }) => {
    if (!opensScreen(permissions, location.pathname)) return;
    // The shop's time zone, which times are shown in; read beside the orders, never waited for.
    void queryClient.ensureQueryData(getGetShopQueryOptions()).catch(() => undefined);
    // A failed prefetch is not a broken page: the screen says so itself.
    await queryClient.ensureQueryData(getListKitchenOrdersQueryOptions()).catch(() => undefined);
  },
  component: KitchenPage,
});

function KitchenPage() {
  return <KitchenScreen live />;
}
