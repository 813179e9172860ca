import { createFileRoute } from '@tanstack/react-router';
import { getGetOrderingSettingsQueryOptions } from '@/api/generated/shop-staff/shop-staff';
import { OrderingScreen } from '@/features/admin/settings/components/ordering-screen';
import { categoriesToEdit } from '@/lib/menu/menu-to-edit';
import { opensScreen } from '@/features/admin/shared/lib/dashboard-screens';

export const Route = createFileRoute('/dashboard/ordering')({
  loader: async ({ context: { queryClient, permissions }, location }) => {
    if (!opensScreen(permissions, location.pathname)) return;
    // The settings, and the categories their tax rates name; a failed prefetch is shown by the screen.
    await Promise.all([
      queryClient.ensureQueryData(getGetOrderingSettingsQueryOptions()).catch(() => undefined),
      queryClient.ensureQueryData(categoriesToEdit()).catch(() => undefined),
    ]);
  },
  component: OrderingScreen,
});
