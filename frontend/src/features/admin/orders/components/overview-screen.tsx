import { useLingui } from '@lingui/react/macro';
import { useGetOverview } from '@/api/generated/orders-staff/orders-staff';
import { AdminPage } from '@/features/admin/shared/components/admin-page';
import { OverviewCards } from './overview-cards';

export function OverviewScreen() {
  const { t } = useLingui();
  const overview = useGetOverview();
  return (
    <AdminPage title={t`Dashboard`} description={t`How the shop is doing today and this week.`}>
      <OverviewCards
        overview={overview.data}
        error={overview.isError ? overview.error.message : undefined}
        // A failed refetch shows in the query's own error state.
        onRetry={() => void overview.refetch()}
      />
    </AdminPage>
  );
}
