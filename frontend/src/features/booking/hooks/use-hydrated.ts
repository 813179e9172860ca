import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False on the server and while the browser takes over its markup, true from then on: what the server could not
 * know (the booking rules, who is signed in) is shown only after hydration, so that both render the same page.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
