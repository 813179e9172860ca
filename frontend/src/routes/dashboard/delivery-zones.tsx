import { createFileRoute } from '@tanstack/react-router';
import { getListDeliveryZonesQueryOptions } from '@/api/generated/delivery-zones/delivery-zones';
import { DeliveryZonesScreen } from '@/features/admin/settings/components/delivery-zones-screen';
import { opensScreen } from '@/features/admin/shared/lib/dashboard-screens';

export const Route = createFileRoute('/dashboard/delivery-zones')({
  loader: async ({ context: { queryClient, permissions }, location }) => {
    if (!opensScreen(permissions, location.pathname)) return;
    // A failed prefetch is shown by the screen.
    await queryClient.ensureQueryData(getListDeliveryZonesQueryOptions()).catch(() => undefined);
  },
  component: DeliveryZonesScreen,
});
