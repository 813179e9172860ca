import { useGetOverview } from '@/api/generated/orders/orders';
import { AdminPage } from '@/features/admin/shared/components/admin-page';
import { OverviewCards } from './overview-cards';

export function OverviewScreen() {
  const overview = useGetOverview();
  return (
    <AdminPage title="Dashboard" description="How the shop is doing today and this week.">
      <OverviewCards
        overview={overview.data}
        error={overview.isError ? overview.error.message : undefined}
        // A failed refetch shows in the query's own error state.
        onRetry={() => void overview.refetch()}
      />
    </AdminPage>
  );
}
