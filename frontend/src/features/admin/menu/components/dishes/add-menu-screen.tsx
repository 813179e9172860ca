import { Card } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { useListOptionGroups } from '@/api/generated/option-groups/option-groups';
import { useSaveDish } from '@/features/admin/menu/hooks/use-save-dish';
import { AdminPage } from '@/features/admin/shared/components/admin-page';
import { MenuItemForm } from './menu-item-form';
import { categoriesToEdit } from '@/lib/menu/menu-to-edit';

export function AddMenuScreen() {
  const { t } = useLingui();
  const { save, progress } = useSaveDish();
  const groups = useListOptionGroups();
  const categories = useQuery(categoriesToEdit());
  return (
    <AdminPage title={t`Add A New Item`} description={t`Every field is needed, the picture too.`}>
      <Card padding="lg" maw={760}>
        <MenuItemForm
          label={t`Add a new menu item`}
          submitLabel={t`Add Item`}
          onSave={save}
          progress={progress}
          resetAfterSave
          optionGroups={groups.data ?? []}
          optionGroupsProblem={groups.error?.message}
          categories={categories.data ?? []}
          categoriesProblem={categories.error?.message}
        />
      </Card>
    </AdminPage>
  );
}
