import { createFileRoute } from '@tanstack/react-router';
import { getListReconciliationsQueryOptions } from '@/api/generated/reconciliations/reconciliations';
import { getGetShopQueryOptions } from '@/api/generated/shop/shop';
import { ReconciliationsScreen } from '@/features/admin/reconciliations/components/reconciliations-screen';
import { opensScreen } from '@/features/admin/shared/lib/dashboard-screens';

export const Route = createFileRoute('/dashboard/reconciliations')({
  loader: async ({ context: { queryClient, permissions }, location }) => {
    if (!opensScreen(permissions, location.pathname)) return;
    // The checks kept and the shop's time zone they are read in; a failed prefetch is shown by the screen.
    await Promise.all([
      queryClient.ensureQueryData(getListReconciliationsQueryOptions()).catch(() => undefined),
      queryClient.ensureQueryData(getGetShopQueryOptions()).catch(() => undefined),
    ]);
  },
  component: ReconciliationsScreen,
});
