import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { popularDishes } from '@/features/home/lib/featured-dishes';
import { menuInLanguage } from '@/lib/menu/menu-queries';

/**
 * The home carousel's dishes: the menu's popular ones as the menu is now. The server renders the home page with the
 * menu, and the page's loader asks for it on the way in, so the carousel finds them without a request of its own.
 */
export function usePopularDishes() {
  const { i18n } = useLingui();
  return useQuery({ ...menuInLanguage(i18n.locale), select: popularDishes });
}
