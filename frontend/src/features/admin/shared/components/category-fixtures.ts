import type { Category } from '@/api/generated/model';
import {
  replaceCategoriesBodyKeyMax,
  replaceCategoriesBodyNameMax,
} from '@/api/generated/zod/categories/categories.zod';
import { MAX_CATEGORIES } from '@/features/admin/lib/categories-form';

/** A new shop's categories, with the dishes the admin fixtures put in them. */
export const sampleCategories: Category[] = [
  { key: 'salad', name: 'Salad', dishes: 1 },
  { key: 'pizza', name: 'Pizza', dishes: 3 },
  { key: 'soup', name: 'Soup', dishes: 0 },
  { key: 'dessert', name: 'Dessert', dishes: 1 },
  { key: 'drinks', name: 'Drinks', dishes: 2 },
  { key: 'popular', name: 'Popular', dishes: 0 },
];

/** A 40-character category name, all one word: nothing to break it at. */
const LONGEST_CATEGORY_NAME = 'SLOWROASTEDSEASONALVEGETABLESANDGRAINS!!'.slice(
  0,
  replaceCategoriesBodyNameMax,
);

/** As many categories as a menu may have (30), each with the longest name and key and thousands of dishes. */
export const longestCategories: Category[] = Array.from({ length: MAX_CATEGORIES }, (_, index) => ({
  key: `k${String(index)}-`.padEnd(replaceCategoriesBodyKeyMax, 'x'),
  name: `${String(index + 1).padStart(2, '0')}${LONGEST_CATEGORY_NAME.slice(2)}`,
  dishes: index % 2 === 0 ? 0 : 1000 + index,
}));
