import { useQueryClient } from '@tanstack/react-query';
import { useAddCartLine } from '../../../api/generated/carts/carts';
import type { CartLineInput } from '../../../api/generated/model';
import { CART_QUERY_KEY } from './use-cart';
import { toastDone, toastProblem } from '../../../lib/toasts';

const ADDED_TO_CART_MESSAGE = 'Food added on the cart.';

/** Puts dishes in the signed-in customer's cart, and says in a toast that it did. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  const addLine = useAddCartLine({
    mutation: {
      onSuccess: () => {
        toastDone(ADDED_TO_CART_MESSAGE);
        return queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
      },
    },
  });
  return {
    /** One more of a dish without choices to make, in one tap; a refusal shows as a toast. */
    addDish: (menuItemId: string) =>
      addLine.mutate({ data: { menuItemId } }, { onError: (error) => toastProblem(error.message) }),
    /** A dish with the choices the customer made; the promise rejects with the shop's refusal, for the dialog to show. */
    addLine: (line: CartLineInput) => addLine.mutateAsync({ data: line }),
  };
}
