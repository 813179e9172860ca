import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useAddCartLine } from '../../../api/generated/carts/carts';
import { TOAST_MS } from '../../../lib/shop';
import { CART_QUERY_KEY } from './use-cart';

export const ADDED_TO_CART_MESSAGE = 'Food added on the cart.';

/** Puts one more of a dish in the signed-in customer's cart, and says how it went in a toast. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  const addLine = useAddCartLine({
    mutation: {
      onSuccess: () => {
        notifications.show({ color: 'leaf', message: ADDED_TO_CART_MESSAGE, autoClose: TOAST_MS });
        return queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
      },
      onError: (error) => {
        notifications.show({ color: 'yellow', message: error.message, autoClose: TOAST_MS });
      },
    },
  });
  return (menuItemId: string) => addLine.mutate({ data: { menuItemId } });
}
