import { Card } from '@mantine/core';
import type { MenuItem } from '../../../api/generated/model';
import { useSaveDish } from '../hooks/use-save-dish';
import { formatPriceInput } from '../lib/menu-item-rules';
import { AdminPage } from './admin-page';
import { MenuItemForm } from './menu-item-form';

export function UpdateMenuScreen({ dish }: { dish: MenuItem }) {
  const { save, progress } = useSaveDish(dish._id);
  return (
    <AdminPage
      title="Update Menu Item"
      description={`Change ${dish.name}; keep the picture or choose a new one.`}
    >
      <Card padding="lg" maw={760}>
        <MenuItemForm
          key={dish._id}
          label={`Update ${dish.name}`}
          submitLabel="Update Menu Item"
          initialValues={{
            name: dish.name,
            category: dish.category,
            price: formatPriceInput(dish.price),
            recipe: dish.recipe,
          }}
          currentImage={dish.image}
          onSave={save}
          progress={progress}
        />
      </Card>
    </AdminPage>
  );
}
