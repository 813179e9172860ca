import { useLocalStorage } from '@mantine/hooks';
import { useCallback } from 'react';

/** Kept in this browser only, so a customer's favourites survive a reload without an account. */
const FAVOURITE_DISHES_KEY = 'favourite-dishes';

export interface FavouriteDishes {
  isFavourite: (dishId: string) => boolean;
  toggleFavourite: (dishId: string) => void;
}

export const useFavouriteDishes = (): FavouriteDishes => {
  const [ids, setIds] = useLocalStorage<string[]>({
    key: FAVOURITE_DISHES_KEY,
    defaultValue: [],
    getInitialValueInEffect: false,
  });

  const isFavourite = useCallback(
    (dishId: string) => Array.isArray(ids) && ids.includes(dishId),
    [ids],
  );
  const toggleFavourite = useCallback(
    (dishId: string) =>
      setIds((current) => {
        const list = Array.isArray(current) ? current : [];
        return list.includes(dishId) ? list.filter((id) => id !== dishId) : [...list, dishId];
      }),
    [setIds],
  );

  return { isFavourite, toggleFavourite };
};
