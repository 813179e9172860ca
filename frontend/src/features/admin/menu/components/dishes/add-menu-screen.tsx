import { Card } from '@mantine/core';
import { useListCategories } from '@/api/generated/categories/categories';
import { useListOptionGroups } from '@/api/generated/option-groups/option-groups';
import { useSaveDish } from '@/features/admin/menu/hooks/use-save-dish';
import { AdminPage } from '@/features/admin/shared/components/admin-page';
import { MenuItemForm } from './menu-item-form';

export function AddMenuScreen() {
  const { save, progress } = useSaveDish();
  const groups = useListOptionGroups();
  const categories = useListCategories();
  return (
    <AdminPage title="Add A New Item" description="Every field is needed, the picture too.">
      <Card padding="lg" maw={760}>
        <MenuItemForm
          label="Add a new menu item"
          submitLabel="Add Item"
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
