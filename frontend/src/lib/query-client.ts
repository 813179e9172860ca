import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/fetcher';

const MAX_RETRIES = 2;

/** A client error will not heal by asking again; a lost connection or a server hiccup may. */
const shouldRetry = (failureCount: number, error: unknown): boolean => {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
};

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: shouldRetry,
      },
      mutations: {
        retry: false,
      },
    },
  });
