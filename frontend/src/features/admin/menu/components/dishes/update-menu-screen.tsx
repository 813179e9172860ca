import { Card } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { MenuItem } from '@/api/generated/model';
import { useListOptionGroups } from '@/api/generated/option-groups/option-groups';
import { useSaveDish } from '@/features/admin/menu/hooks/use-save-dish';
import { amountInput } from '@/lib/money-input';
import { AdminPage } from '@/features/admin/shared/components/admin-page';
import { kcalInput } from '@/features/admin/menu/lib/food-rules';
import { tracesBeside } from '@/lib/menu/allergens';
import { MenuItemForm } from './menu-item-form';
import { categoriesToEdit } from '@/lib/menu/menu-to-edit';

export function UpdateMenuScreen({ dish }: { dish: MenuItem }) {
  const { t } = useLingui();
  const { save, progress } = useSaveDish(dish._id);
  const name = dish.name;
  const groups = useListOptionGroups();
  const categories = useQuery(categoriesToEdit());
  return (
    <AdminPage
      title={t`Update Menu Item`}
      description={t`Change ${name}; keep the picture or choose a new one.`}
    >
      <Card padding="lg" maw={760}>
        <MenuItemForm
          key={dish._id}
          label={t`Update ${name}`}
          submitLabel={t`Update Menu Item`}
          initialValues={{
            name: dish.name,
            category: dish.category,
            price: amountInput(dish.price),
            recipe: dish.recipe,
            optionGroupIds: dish.optionGroups.map((group) => group._id),
            limitedHours: dish.hours !== undefined,
            hoursFrom: dish.hours?.from ?? '',
            hoursTo: dish.hours?.to ?? '',
            prepMinutes: dish.prepMinutes,
            allergens: dish.allergens,
            mayContain: tracesBeside(dish.mayContain, dish.allergens),
            diets: dish.diets,
            kcal: kcalInput(dish.kcal),
          }}
          currentImage={dish.image}
          onSave={save}
          progress={progress}
          // Until the shop's groups are read, the dish's own still show by name.
          optionGroups={groups.data ?? dish.optionGroups}
          optionGroupsProblem={groups.error?.message}
          categories={categories.data ?? []}
          categoriesProblem={categories.error?.message}
        />
      </Card>
    </AdminPage>
  );
}
