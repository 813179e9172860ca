import { useQuery } from '@tanstack/react-query';
import type { MenuItem } from '../../../api/generated/model';

/** Written at build time from the seed menu and served beside the app, not by the API (SPEC §7). */
export const STATIC_MENU_URL = '/menu.json';

const fetchStaticMenu = async ({ signal }: { signal: AbortSignal }): Promise<MenuItem[]> => {
  const response = await fetch(STATIC_MENU_URL, {
    signal,
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`The popular dishes could not be loaded (${response.status}).`);
  const dishes: unknown = await response.json();
  return Array.isArray(dishes) ? (dishes as MenuItem[]) : [];
};

/**
 * The home carousel's dishes: the static menu's popular ones, asked for once `wanted` (the carousel is near the
 * screen). Asked for as the page is taken over, the request made React render the section again at once, inside the
 * takeover's longest task.
 */
export const usePopularDishes = (wanted: boolean) =>
  useQuery({
    queryKey: ['static-menu'],
    queryFn: fetchStaticMenu,
    staleTime: Infinity,
    enabled: wanted,
    select: (dishes) => dishes.filter((dish) => dish.category === 'popular'),
  });
