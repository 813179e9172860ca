/* eslint-disable lingui/no-unlocalized-strings -- sample data for stories and tests: what staff typed, not the interface's words */
import type { Category } from '@/api/generated/model';

/** A new shop's categories, with the dishes the admin fixtures put in them. */
export const sampleCategories: Category[] = [
  { key: 'salad', name: 'Salad', dishes: 1 },
  { key: 'pizza', name: 'Pizza', dishes: 3 },
  { key: 'soup', name: 'Soup', dishes: 0 },
  { key: 'dessert', name: 'Dessert', dishes: 1 },
  { key: 'drinks', name: 'Drinks', dishes: 2 },
  { key: 'popular', name: 'Popular', dishes: 0 },
];
