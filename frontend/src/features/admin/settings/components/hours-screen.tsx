import { Alert, Skeleton, Stack } from '@mantine/core';
import type { OpeningHours } from '@/api/generated/model';
import {
  getGetOpeningHoursQueryKey,
  getGetShopQueryKey,
  useGetOpeningHours,
  useGetShop,
  useReplaceOpeningHours,
} from '@/api/generated/shop/shop';
import { useRefreshAfterChange } from '@/features/admin/shared/hooks/use-refresh-after-change';
import { toastDone } from '@/features/admin/shared/lib/admin-toasts';
import { AdminPage } from '@/features/admin/shared/components/admin-page';
import { OpeningHoursForm } from './opening-hours-form';

/** Hours & Closures: when the shop takes orders for now, week by week and on the dates that differ. */
export function HoursScreen() {
  const hours = useGetOpeningHours();
  const shop = useGetShop();
  const replace = useReplaceOpeningHours();
  const refresh = useRefreshAfterChange(getGetOpeningHoursQueryKey(), getGetShopQueryKey());

  const save = async (data: OpeningHours) => {
    await replace.mutateAsync({ data });
    await refresh();
    toastDone('The opening hours are saved');
  };

  return (
    <AdminPage
      title="Hours & Closures"
      description={`When customers can order for now; outside these hours they can still order for later.${
        shop.data ? ` Times are in ${shop.data.timeZone}.` : ''
      }`}
    >
      {hours.isError ? (
        <Alert color="red" role="alert" title="The opening hours could not be loaded">
          {hours.error.message}
        </Alert>
      ) : hours.data ? (
        <OpeningHoursForm hours={hours.data} timeZone={shop.data?.timeZone} onSave={save} />
      ) : (
        <Stack gap="sm" role="status" aria-label="Loading the opening hours">
          {[1, 2].map((row) => (
            <Skeleton key={row} height={240} />
          ))}
        </Stack>
      )}
    </AdminPage>
  );
}
