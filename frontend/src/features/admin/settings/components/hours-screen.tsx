import { Alert, Skeleton, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { OpeningHours } from '@/api/generated/model';
import {
  getGetOpeningHoursQueryKey,
  getGetShopQueryKey,
  useGetOpeningHours,
  useGetShop,
} from '@/api/generated/shop/shop';
import { useReplaceOpeningHours } from '@/api/generated/shop-staff/shop-staff';
import { useRefreshAfterChange } from '@/features/admin/shared/hooks/use-refresh-after-change';
import { toastDone } from '@/features/admin/shared/lib/admin-toasts';
import { AdminPage } from '@/features/admin/shared/components/admin-page';
import { OpeningHoursForm } from './opening-hours-form';

/** Hours & Closures: when the shop takes orders for now, week by week and on the dates that differ. */
export function HoursScreen() {
  const { t } = useLingui();
  const hours = useGetOpeningHours();
  const shop = useGetShop();
  const replace = useReplaceOpeningHours();
  const refresh = useRefreshAfterChange(getGetOpeningHoursQueryKey(), getGetShopQueryKey());

  const save = async (data: OpeningHours) => {
    await replace.mutateAsync({ data });
    await refresh();
    toastDone(t`The opening hours are saved`);
  };

  const timeZone = shop.data?.timeZone;
  return (
    <AdminPage
      title={t`Hours & Closures`}
      description={
        timeZone
          ? t`When customers can order for now; outside these hours they can still order for later. Times are in ${timeZone}.`
          : t`When customers can order for now; outside these hours they can still order for later.`
      }
    >
      {hours.isError ? (
        <Alert color="red" role="alert" title={t`The opening hours could not be loaded`}>
          {hours.error.message}
        </Alert>
      ) : hours.data ? (
        <OpeningHoursForm hours={hours.data} timeZone={shop.data?.timeZone} onSave={save} />
      ) : (
        <Stack gap="sm" role="status" aria-label={t`Loading the opening hours`}>
          {[1, 2].map((row) => (
            <Skeleton key={row} height={240} />
          ))}
        </Stack>
      )}
    </AdminPage>
  );
}
