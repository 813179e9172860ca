import { createFileRoute, Navigate } from '@tanstack/react-router';
import { getGetOverviewQueryOptions } from '@/api/generated/orders-staff/orders-staff';
import { OverviewScreen } from '@/features/admin/orders/components/overview-screen';
import { homeScreenFor, opensScreen } from '@/features/admin/shared/lib/dashboard-screens';

export const Route = createFileRoute('/dashboard/')({
  loader: async ({ context: { queryClient, permissions }, location }) => {
    if (!opensScreen(permissions, location.pathname)) return;
    // A failed prefetch is not a broken page: the screen shows it with its own Retry.
    await queryClient.ensureQueryData(getGetOverviewQueryOptions()).catch(() => undefined);
  },
  component: DashboardHome,
});

/**
 * The overview, or for a role without it, its own screen: the kitchen's, or the host's bookings. Decided here, in the
 * route's own chunk, so that the dashboard's list of screens stays out of the storefront's first script.
 */
function DashboardHome() {
  const { permissions } = Route.useRouteContext();
  const home = homeScreenFor(permissions);
  return home ? <Navigate to={home} replace /> : <OverviewScreen />;
}
