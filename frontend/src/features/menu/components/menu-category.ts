import type { MantineColor } from '@mantine/core';
import type { MenuCategory } from '../../../api/generated/model';

/** Badge colours dark or light enough that autoContrast text on them reads at WCAG AA. */
interface CategoryLook {
  label: string;
  color: MantineColor;
}

export const menuCategoryLook: Record<MenuCategory, CategoryLook> = {
  salad: { label: 'Salad', color: 'lime' },
  pizza: { label: 'Pizza', color: 'orange' },
  soup: { label: 'Soup', color: 'yellow' },
  dessert: { label: 'Dessert', color: 'pink.8' },
  drinks: { label: 'Drinks', color: 'cyan' },
  popular: { label: 'Popular', color: 'red.8' },
};
