import { useQuery } from '@tanstack/react-query';
import type { Category, MenuCategory } from '@/api/generated/model';
import type { BadgeColour } from '@/components/plain/plain-badge';
import { categoriesInLanguage } from './menu-queries';

/** Badge colours dark or light enough that autoContrast text on them reads at WCAG AA, one per place in the menu. */
const BADGE_COLOURS: BadgeColour[] = [
  'lime',
  'orange',
  'yellow',
  'pink.8',
  'cyan',
  'red.8',
  'grape.8',
  'teal.8',
  'indigo',
  'violet',
];

export interface CategoryLook {
  label: string;
  color: BadgeColour;
}

/** The menu's categories in the shop's order, named in `language` (the server renders the public pages with them). */
export const useMenuCategories = (language: string) => useQuery(categoriesInLanguage(language));

/** How a dish's category reads on its badge: its name, and a colour by its place in the menu. */
export function categoryLook(
  categories: readonly Category[] | undefined,
  key: MenuCategory,
): CategoryLook {
  const index = categories?.findIndex((category) => category.key === key) ?? -1;
  return {
    label: categories?.[index]?.name ?? key,
    color: BADGE_COLOURS[Math.max(index, 0) % BADGE_COLOURS.length],
  };
}

/** A category's name as guests read it, or its key while the categories are not known. */
export const categoryName = (categories: readonly Category[] | undefined, key: MenuCategory) =>
  categories?.find((category) => category.key === key)?.name ?? key;
