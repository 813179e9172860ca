import { Alert, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { CategoryInput } from '@/api/generated/model';
import { getListCategoriesQueryKey } from '@/api/generated/categories/categories';
import { useReplaceCategories } from '@/api/generated/categories-staff/categories-staff';
import { getListMenuItemsQueryKey } from '@/api/generated/menu/menu';
import { getGetOrderingSettingsQueryKey } from '@/api/generated/shop-staff/shop-staff';
import { useRefreshAfterChange } from '@/features/admin/shared/hooks/use-refresh-after-change';
import { toastDone } from '@/features/admin/shared/lib/admin-toasts';
import { AdminPage } from '@/features/admin/shared/components/admin-page';
import { CategoriesForm } from './categories-form';
import { categoriesToEdit } from '@/lib/menu/menu-to-edit';

/** Categories: the menu's tabs, named, ordered, added and removed by the shop. */
export function CategoriesScreen() {
  const { t } = useLingui();
  const categories = useQuery(categoriesToEdit());
  const replace = useReplaceCategories();
  // The menu names its dishes' categories, and a removed category's tax rate goes with it.
  const refresh = useRefreshAfterChange(
    getListCategoriesQueryKey(),
    getListMenuItemsQueryKey(),
    getGetOrderingSettingsQueryKey(),
  );

  const save = async (data: CategoryInput[]) => {
    const saved = await replace.mutateAsync({ data });
    await refresh();
    toastDone(t`The categories are saved`);
    return saved;
  };

  return (
    <AdminPage
      title={t`Categories`}
      description={t`The menu's tabs, in this order. A category's key is in the menu's address and stays when it is renamed; a category that holds dishes stays until they move.`}
    >
      {categories.isError ? (
        <Alert color="red" role="alert" title={t`The categories could not be loaded`}>
          {categories.error.message}
        </Alert>
      ) : categories.data ? (
        <CategoriesForm categories={categories.data} onSave={save} />
      ) : (
        <Stack gap="sm" role="status" aria-label={t`Loading the categories`}>
          {[1, 2, 3].map((row) => (
            <Skeleton key={row} height={110} />
          ))}
        </Stack>
      )}
    </AdminPage>
  );
}
