import { Alert, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { OrderingSettings } from '@/api/generated/model';
import { getGetShopQueryKey } from '@/api/generated/shop/shop';
import {
  getGetOrderingSettingsQueryKey,
  useGetOrderingSettings,
  useReplaceOrderingSettings,
} from '@/api/generated/shop-staff/shop-staff';
import { useRefreshAfterChange } from '@/features/admin/shared/hooks/use-refresh-after-change';
import { toastDone } from '@/features/admin/shared/lib/admin-toasts';
import { AdminPage } from '@/features/admin/shared/components/admin-page';
import { OrderingSettingsForm } from './ordering-settings-form';
import { categoriesToEdit } from '@/lib/menu/menu-to-edit';

/** Ordering: pickup and delivery, time slots and the kitchen's capacity, tips and taxes. */
export function OrderingScreen() {
  const { t } = useLingui();
  const settings = useGetOrderingSettings();
  const categories = useQuery(categoriesToEdit());
  const replace = useReplaceOrderingSettings();
  const refresh = useRefreshAfterChange(getGetOrderingSettingsQueryKey(), getGetShopQueryKey());

  const save = async (data: OrderingSettings) => {
    await replace.mutateAsync({ data });
    await refresh();
    toastDone(t`The ordering settings are saved`);
  };

  return (
    <AdminPage
      title={t`Ordering`}
      description={t`How customers get their food, when they can have it, the tips offered, the taxes on a bill and any fee on every order.`}
    >
      {settings.isError ? (
        <Alert color="red" role="alert" title={t`The ordering settings could not be loaded`}>
          {settings.error.message}
        </Alert>
      ) : settings.data ? (
        <OrderingSettingsForm
          settings={settings.data}
          categories={categories.data ?? []}
          onSave={save}
        />
      ) : (
        <Stack gap="sm" role="status" aria-label={t`Loading the ordering settings`}>
          {[1, 2, 3].map((row) => (
            <Skeleton key={row} height={160} />
          ))}
        </Stack>
      )}
    </AdminPage>
  );
}
