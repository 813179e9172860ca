import { QueryClient } from '@tanstack/react-query';
import { mayHealOnRetry } from '@/api/api-error';

const MAX_RETRIES = 2;

const shouldRetry = (failureCount: number, error: unknown): boolean =>
  mayHealOnRetry(error) && failureCount < MAX_RETRIES;

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
