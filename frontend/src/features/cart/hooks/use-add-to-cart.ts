import { useQueryClient } from '@tanstack/react-query';
import { useAddCartLine } from '../../../api/generated/carts/carts';
import { CART_QUERY_KEY } from './use-cart';
import { toastDone, toastProblem } from '../../../lib/toasts';

const ADDED_TO_CART_MESSAGE = 'Food added on the cart.';

/** Puts one more of a dish in the signed-in customer's cart, and says how it went in a toast. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  const addLine = useAddCartLine({
    mutation: {
      onSuccess: () => {
        toastDone(ADDED_TO_CART_MESSAGE);
        return queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
      },
      onError: (error) => {
        toastProblem(error.message);
      },
    },
  });
  return (menuItemId: string) => addLine.mutate({ data: { menuItemId } });
}
