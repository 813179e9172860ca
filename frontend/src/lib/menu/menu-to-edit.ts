import { getGetMenuItemQueryOptions } from '@/api/generated/menu/menu';
import { shopLanguage } from '@/lib/i18n/languages';
import { categoriesInLanguage, menuInLanguage } from './menu-queries';

// The dashboard's reads, apart from the storefront's (menu-queries.ts): the shop's first script does not carry them.

/** The menu as staff edit it: in the shop's own language, the words others are translated from. */
export const menuToEdit = () => menuInLanguage(shopLanguage());

export const categoriesToEdit = () => categoriesInLanguage(shopLanguage());

export const dishToEdit = (id: string) =>
  getGetMenuItemQueryOptions(id, { language: shopLanguage() });
