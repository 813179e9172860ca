import { createFileRoute } from '@tanstack/react-router';
import { getGetOrderingSettingsQueryOptions } from '../../api/generated/shop/shop';
import { OrderingScreen } from '../../features/admin/components/ordering-screen';

export const Route = createFileRoute('/dashboard/ordering')({
  loader: async ({ context: { queryClient, isStaff } }) => {
    if (!isStaff) return;
    // A failed prefetch is shown by the screen.
    await queryClient.ensureQueryData(getGetOrderingSettingsQueryOptions()).catch(() => undefined);
  },
  component: OrderingScreen,
});
