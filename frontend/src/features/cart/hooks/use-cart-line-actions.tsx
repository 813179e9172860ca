import { useLingui } from '@lingui/react/macro';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { updateCartLine, useDeleteCartLine } from '@/api/generated/carts-mutations/carts-mutations';
import type { CartLine } from '@/api/generated/model';
import { confirmDeletion } from '@/components/confirm-deletion';
import { toastDone, toastNote, toastProblem } from '@/lib/toasts';
import type { CartLineActions } from '@/features/cart/components/cart-lines';
import { CART_MESSAGES } from '@/features/cart/components/cart-messages';
import { MAX_QUANTITY, MIN_QUANTITY } from '@/features/cart/lib/cart-totals';
import { createQuantitySync } from '@/features/cart/lib/quantity-sync';
import { CART_QUERY_KEY } from './use-cart';

/** Replaces one line in the cached cart, e.g. with the quantity the customer just asked for. */
const patchCachedLine = (
  queryClient: QueryClient,
  lineId: string,
  patch: (line: CartLine) => CartLine,
) =>
  queryClient.setQueriesData<CartLine[]>({ queryKey: CART_QUERY_KEY }, (lines) =>
    lines?.map((line) => (line._id === lineId ? patch(line) : line)),
  );

const cachedQuantity = (queryClient: QueryClient, line: CartLine): number => {
  for (const [, lines] of queryClient.getQueriesData<CartLine[]>({ queryKey: CART_QUERY_KEY })) {
    const cached = lines?.find((candidate) => candidate._id === line._id);
    if (cached) return cached.quantity;
  }
  return line.quantity;
};

/**
 * Sends quantity changes in the background: the cart shows each tap at once, the shop gets them in order, and
 * once nothing more is on its way the cart is read again, so that the shop's figures win.
 */
function useQuantitySync(queryClient: QueryClient) {
  const [sync] = useState(() => {
    const refreshWhenIdle = () => {
      // Reading the cart while another line's change is on its way would show that line's older quantity.
      if (!quantities.busy) void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
    };
    const quantities = createQuantitySync<CartLine>({
      send: (lineId, quantity) => updateCartLine(lineId, { quantity }),
      onSettled: (lineId, answer) => {
        patchCachedLine(queryClient, lineId, () => answer);
        refreshWhenIdle();
      },
      onFailed: (_lineId, error) => {
        toastProblem(error instanceof Error ? error.message : String(error));
        refreshWhenIdle();
      },
    });
    return quantities;
  });
  return sync;
}

/** What the cart page's minus, plus, delete and remove buttons do. */
export function useCartLineActions(): CartLineActions {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const quantities = useQuantitySync(queryClient);
  const refreshCart = () => queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
  const deleteLine = useDeleteCartLine({
    mutation: {
      onSettled: refreshCart,
      onError: (error) => toastProblem(error.message),
      onSuccess: () =>
        toastDone({
          title: i18n._(CART_MESSAGES.deletedTitle),
          message: i18n._(CART_MESSAGES.deletedText),
        }),
    },
  });

  const changeQuantity = (line: CartLine, step: 1 | -1) => {
    // Each tap starts from what the previous one showed, even before the page has drawn it.
    const current = cachedQuantity(queryClient, line);
    if (step < 0 && current <= MIN_QUANTITY)
      return toastNote(i18n._(CART_MESSAGES.quantityCannotBeZero));
    if (step > 0 && current >= MAX_QUANTITY) return;
    // A read of the cart already on its way predates this tap: it must not undo it.
    void queryClient.cancelQueries({ queryKey: CART_QUERY_KEY });
    patchCachedLine(queryClient, line._id, (cached) => ({ ...cached, quantity: current + step }));
    quantities.want(line._id, current + step);
  };

  return {
    onDecrease: (line) => changeQuantity(line, -1),
    onIncrease: (line) => changeQuantity(line, 1),
    onDelete: (line) => confirmDeletion(() => deleteLine.mutate({ id: line._id })),
    onRemove: (line) => deleteLine.mutate({ id: line._id }),
  };
}
