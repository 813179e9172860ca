import { createFileRoute } from '@tanstack/react-router';
import { getGetOpeningHoursQueryOptions, getGetShopQueryOptions } from '@/api/generated/shop/shop';
import { HoursScreen } from '@/features/admin/settings/components/hours-screen';
import { opensScreen } from '@/features/admin/shared/lib/dashboard-screens';

export const Route = createFileRoute('/dashboard/hours')({
  loader: async ({ context: { queryClient, permissions }, location }) => {
    if (!opensScreen(permissions, location.pathname)) return;
    // The hours, and the shop's time zone they are in; a failed prefetch is shown by the screen.
    await Promise.all([
      queryClient.ensureQueryData(getGetOpeningHoursQueryOptions()).catch(() => undefined),
      queryClient.ensureQueryData(getGetShopQueryOptions()).catch(() => undefined),
    ]);
  },
  component: HoursScreen,
});
