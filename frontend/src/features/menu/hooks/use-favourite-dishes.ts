import { useCallback, useSyncExternalStore } from 'react';

/** Kept in this browser only, so a customer's favourites survive a reload without an account. */
const FAVOURITE_DISHES_KEY = 'favourite-dishes';

export interface FavouriteDishes {
  isFavourite: (dishId: string) => boolean;
  toggleFavourite: (dishId: string) => void;
}

const NONE: readonly string[] = [];
/** What this page knows: the stored text it last read, and the list it reads as. Storage may be blocked (private mode). */
let known: { stored: string | null; ids: readonly string[] } = { stored: null, ids: NONE };
const listeners = new Set<() => void>();

function readStorage(): string | null {
  try {
    return localStorage.getItem(FAVOURITE_DISHES_KEY);
  } catch {
    return known.stored;
  }
}

function parse(stored: string | null): readonly string[] {
  try {
    const value: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : NONE;
  } catch {
    return NONE;
  }
}

/** The list as stored now; the same array while the stored text is the same, as React's store needs. */
function favourites(): readonly string[] {
  const stored = readStorage();
  if (stored !== known.stored) known = { stored, ids: parse(stored) };
  return known.ids;
}

function save(ids: readonly string[]) {
  const stored = JSON.stringify(ids);
  known = { stored, ids };
  try {
    localStorage.setItem(FAVOURITE_DISHES_KEY, stored);
  } catch {
    // Kept for this page only.
  }
  for (const listener of listeners) listener();
}

/** Every heart on the page hears a tap on any of them; another tab's change arrives as a storage event. */
function subscribe(listener: () => void) {
  listeners.add(listener);
  const fromAnotherTab = (event: StorageEvent) => {
    if (event.key === FAVOURITE_DISHES_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', fromAnotherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromAnotherTab);
  };
}

/**
 * The dishes this browser keeps as favourites. The server knows none: a server-rendered menu is taken over as it was
 * rendered, and the hearts then fill in from the browser's storage (React's external store, with the server's
 * snapshot during the takeover).
 */
export const useFavouriteDishes = (): FavouriteDishes => {
  const ids = useSyncExternalStore(subscribe, favourites, () => NONE);
  const isFavourite = useCallback((dishId: string) => ids.includes(dishId), [ids]);
  const toggleFavourite = useCallback((dishId: string) => {
    const current = favourites();
    save(current.includes(dishId) ? current.filter((id) => id !== dishId) : [...current, dishId]);
  }, []);
  return { isFavourite, toggleFavourite };
};
