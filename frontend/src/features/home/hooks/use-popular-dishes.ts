import { useQuery } from '@tanstack/react-query';
import { getListMenuItemsQueryOptions } from '@/api/generated/menu/menu';
import { popularDishes } from '@/features/home/lib/featured-dishes';

/**
 * The home carousel's dishes: the menu's popular ones as the menu is now. The server renders the home page with the
 * menu, and the page's loader asks for it on the way in, so the carousel finds them without a request of its own.
 */
export const usePopularDishes = () =>
  useQuery({ ...getListMenuItemsQueryOptions(), select: popularDishes });
