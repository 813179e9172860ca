import { useRouterState } from '@tanstack/react-router';

/** The address to come back to after signing in: the current path with its search, e.g. /menu?category=pizza. */
export const useReturnAddress = (): string =>
  useRouterState({ select: (state) => state.location.href });
