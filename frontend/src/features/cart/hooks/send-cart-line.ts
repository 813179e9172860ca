import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/fetcher';
import { getAddCartLineMutationOptions } from '@/api/generated/carts-mutations/carts-mutations';
import type { CartLine, CartLineInput } from '@/api/generated/model';
import { readAgainAfterChange } from '@/lib/query-client';
import { CART_QUERY_KEY } from './use-cart';

/** Sends of an add whose answer never came (a weak connection), after the first. */
const RESENDS = 2;

/**
 * Puts a line in the signed-in customer's cart as the contract's mutation, and reads the cart again. The code of the
 * first add, loaded with it (use-add-to-cart.ts): a first visit, which mostly adds nothing, does not carry it.
 */
export function sendCartLine(queryClient: QueryClient, line: CartLineInput): Promise<CartLine> {
  const add = new MutationObserver(
    queryClient,
    getAddCartLineMutationOptions({
      mutation: {
        // Only an add that got no answer is sent again; the shop's refusals are shown at once.
        retry: (failures: number, error: unknown) =>
          failures < RESENDS && isApiError(error) && error.status === 0,
        // The header's first read, on its way as a sign-in lands, started before the add.
        onSuccess: () => readAgainAfterChange(queryClient, CART_QUERY_KEY),
      },
    }),
  );
  // Each add carries a key of its own, which its resends keep: the shop counts the add once however often it arrives.
  return add.mutate({ data: line, headers: { 'Idempotency-Key': crypto.randomUUID() } });
}
