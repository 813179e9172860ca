import { Alert, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { useListOptionGroups } from '@/api/generated/option-groups/option-groups';
import { useDishSale } from '@/features/admin/menu/hooks/use-dish-sale';
import { useOptionGroupActions } from '@/features/admin/menu/hooks/use-option-group-actions';
import { useRemoveDish } from '@/features/admin/menu/hooks/use-remove-dish';
import { AdminPage } from '@/features/admin/shared/components/admin-page';
import { ChoicesOnSale } from './choices-on-sale';
import { MenuItemsTable } from './menu-items-table';
import { menuToEdit } from '@/lib/menu/menu-to-edit';
import { usePermissions } from '@/lib/auth/use-permissions';

export function ManageItemsScreen() {
  const { t } = useLingui();
  const dishes = useQuery(menuToEdit());
  const removeDish = useRemoveDish();
  const sale = useDishSale();
  const groups = useListOptionGroups();
  const { actions: choiceSale } = useOptionGroupActions();
  // The kitchen marks dishes sold out here; changing or removing one is for a role that edits the menu.
  const mayEdit = usePermissions().has('menu.edit');

  return (
    <AdminPage
      title={t`Manage All Items`}
      description={
        mayEdit
          ? t`Mark a dish or a choice sold out for the day in one press, change a dish, or take it off the menu.`
          : t`Mark a dish or a choice sold out for the day in one press, and back on sale.`
      }
    >
      {dishes.isError ? (
        <Alert color="red" role="alert" title={t`The menu could not be loaded`}>
          {dishes.error.message}
        </Alert>
      ) : dishes.data ? (
        <MenuItemsTable
          dishes={dishes.data}
          onRemove={mayEdit ? removeDish : undefined}
          {...sale}
        />
      ) : (
        <Stack gap="sm" role="status" aria-label={t`Loading the menu`}>
          {[1, 2, 3, 4].map((row) => (
            <Skeleton key={row} height={48} />
          ))}
        </Stack>
      )}
      {groups.data && <ChoicesOnSale groups={groups.data} {...choiceSale} />}
    </AdminPage>
  );
}
