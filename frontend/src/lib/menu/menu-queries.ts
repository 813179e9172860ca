import { keepPreviousData } from '@tanstack/react-query';
import { getListCategoriesQueryOptions } from '@/api/generated/categories/categories';
import { getListMenuItemsQueryOptions } from '@/api/generated/menu/menu';

/**
 * The menu's reads in one language (ADR 11): the reader's on the shop's pages, so that switching language reads the
 * menu again; the shop's own where staff edit the words they translate from (menu-to-edit.ts).
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
