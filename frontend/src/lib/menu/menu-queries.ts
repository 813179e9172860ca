import { keepPreviousData } from '@tanstack/react-query';
import { getListCategoriesQueryOptions } from '@/api/generated/categories/categories';
import {
  getGetMenuItemQueryOptions,
  getListMenuItemsQueryOptions,
} from '@/api/generated/menu/menu';
import { shopLanguage } from '@/lib/i18n/languages';

/**
 * The menu's reads in one language (ADR 11): the reader's on the shop's pages, so that switching language reads the
 * menu again; the shop's own where staff edit the words they translate from.
 */
export const menuInLanguage = (language: string) => ({
  ...getListMenuItemsQueryOptions({ language }),
  // A switch of language keeps the menu in view while its words in the new one arrive.
  placeholderData: keepPreviousData,
});

export const categoriesInLanguage = (language: string) => ({
  ...getListCategoriesQueryOptions({ language }),
  placeholderData: keepPreviousData,
});

const dishInLanguage = (id: string, language: string) =>
  getGetMenuItemQueryOptions(id, { language });

/** The menu as staff edit it: in the shop's own language, the words others are translated from. */
export const menuToEdit = () => menuInLanguage(shopLanguage());

export const categoriesToEdit = () => categoriesInLanguage(shopLanguage());

export const dishToEdit = (id: string) => dishInLanguage(id, shopLanguage());
