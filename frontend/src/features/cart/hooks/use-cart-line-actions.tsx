import { confirmDeletion } from '../../../components/confirm-deletion';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useDeleteCartLine, useUpdateCartLine } from '../../../api/generated/carts/carts';
import type { CartLine } from '../../../api/generated/model';
import type { CartLineActions } from '../components/cart-lines';
import { CART_MESSAGES } from '../components/cart-messages';
import { TOAST_MS } from '../../../lib/shop';
import { MAX_QUANTITY, MIN_QUANTITY } from '../lib/cart-totals';
import { CART_QUERY_KEY } from './use-cart';

const warn = (message: string) =>
  notifications.show({ color: 'yellow', message, autoClose: TOAST_MS });

/** What the cart page's minus, plus and delete buttons do. */
export function useCartLineActions(): CartLineActions {
  const queryClient = useQueryClient();
  const refreshCart = () => queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
  const updateLine = useUpdateCartLine({
    mutation: { onSettled: refreshCart, onError: (error) => warn(error.message) },
  });
  const deleteLine = useDeleteCartLine({
    mutation: {
      onSettled: refreshCart,
      onError: (error) => warn(error.message),
      onSuccess: () =>
        notifications.show({
          color: 'leaf',
          title: CART_MESSAGES.deletedTitle,
          message: CART_MESSAGES.deletedText,
          autoClose: TOAST_MS,
        }),
    },
  });

  const changeQuantity = (line: CartLine, quantity: number) =>
    updateLine.mutate({ id: line._id, data: { quantity } });

  return {
    busyLineId: updateLine.isPending ? updateLine.variables.id : undefined,
    onDecrease: (line) =>
      line.quantity <= MIN_QUANTITY
        ? warn(CART_MESSAGES.quantityCannotBeZero)
        : changeQuantity(line, line.quantity - 1),
    onIncrease: (line) => {
      if (line.quantity < MAX_QUANTITY) changeQuantity(line, line.quantity + 1);
    },
    onDelete: (line) => confirmDeletion(() => deleteLine.mutate({ id: line._id })),
  };
}
