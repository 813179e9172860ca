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

/**
 * Reads again, after a change, every query under `queryKey`, shown or not. A read already on its way started before
 * the change, so its answer is older than it: it is cancelled and made again. (`invalidateQueries` alone cancels it
 * only when the query already holds data; a first read, say the header's cart as a sign-in lands, would be joined
 * and its older answer kept.)
 */
export async function readAgainAfterChange(
  queryClient: QueryClient,
  queryKey: readonly unknown[],
): Promise<void> {
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey, refetchType: 'all' });
}
