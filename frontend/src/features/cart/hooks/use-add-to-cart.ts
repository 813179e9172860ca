import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/fetcher';
import { useAddCartLine } from '@/api/generated/carts/carts';
import type { CartLineInput } from '@/api/generated/model';
import { CART_QUERY_KEY } from './use-cart';
import { readAgainAfterChange } from '@/lib/query-client';
import { toastDone, toastProblem } from '@/lib/toasts';

/** Sends of an add whose answer never came (a weak connection), after the first. */
const RESENDS = 2;

/** Each add carries a key of its own, which its resends keep: the shop counts the add once however often it arrives. */
const keyed = (data: CartLineInput) => ({
  data,
  headers: { 'Idempotency-Key': crypto.randomUUID() },
});

/** Puts dishes in the signed-in customer's cart, and says in a toast that it did. */
export function useAddToCart() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const addLine = useAddCartLine({
    mutation: {
      // Only an add that got no answer is sent again; the shop's refusals are shown at once.
      retry: (failures, error) => failures < RESENDS && isApiError(error) && error.status === 0,
      onSuccess: () => {
        toastDone(t`Food added on the cart.`);
        // The header's first read, on its way as a sign-in lands, started before the add.
        return readAgainAfterChange(queryClient, CART_QUERY_KEY);
      },
    },
  });
  return {
    /** One more of a dish without choices to make, in one tap; a refusal shows as a toast. */
    addDish: (menuItemId: string) =>
      addLine.mutate(keyed({ menuItemId }), { onError: (error) => toastProblem(error.message) }),
    /** A dish with the choices the customer made; the promise rejects with the shop's refusal, for the dialog to show. */
    addLine: (line: CartLineInput) => addLine.mutateAsync(keyed(line)),
  };
}
