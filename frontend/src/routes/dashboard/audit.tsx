import { createFileRoute } from '@tanstack/react-router';
import { getListAuditEntriesQueryOptions } from '@/api/generated/audit-entries/audit-entries';
import { getGetShopQueryOptions } from '@/api/generated/shop/shop';
import { AuditScreen } from '@/features/admin/audit/components/audit-screen';
import { opensScreen } from '@/features/admin/shared/lib/dashboard-screens';

export const Route = createFileRoute('/dashboard/audit')({
  loader: async ({ context: { queryClient, permissions }, location }) => {
    if (!opensScreen(permissions, location.pathname)) return;
    // The newest changes and the shop's time zone they are read in; a failed prefetch is shown by the screen.
    await Promise.all([
      queryClient
        .ensureQueryData(getListAuditEntriesQueryOptions({ page: 1 }))
        .catch(() => undefined),
      queryClient.ensureQueryData(getGetShopQueryOptions()).catch(() => undefined),
    ]);
  },
  component: AuditScreen,
});
