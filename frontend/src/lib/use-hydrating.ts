import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * True while React hydrates server-rendered markup (the page's, or a part of it hydrated later), false in every
 * render after it and in whatever React renders itself.
 */
export const useHydrating = (): boolean =>
  useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
