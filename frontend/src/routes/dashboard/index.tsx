import { createFileRoute, redirect } from '@tanstack/react-router';
import { getGetOverviewQueryOptions } from '@/api/generated/orders/orders';
import { OverviewScreen } from '@/features/admin/orders/components/overview-screen';
import { homeScreenFor, opensScreen } from '@/features/admin/shared/lib/dashboard-screens';

export const Route = createFileRoute('/dashboard/')({
  // A role without the overview opens on its own screen: the kitchen's, or the host's bookings.
  beforeLoad: ({ context: { permissions } }) => {
    const home = homeScreenFor(permissions);
    if (home) throw redirect({ to: home, replace: true });
  },
  loader: async ({ context: { queryClient, permissions }, location }) => {
    if (!opensScreen(permissions, location.pathname)) return;
    // A failed prefetch is not a broken page: the screen shows it with its own Retry.
    await queryClient.ensureQueryData(getGetOverviewQueryOptions()).catch(() => undefined);
  },
  component: OverviewScreen,
});
