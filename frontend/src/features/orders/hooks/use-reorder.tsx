import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { Payment } from '@/api/generated/model';
import { useReorderMyOrder } from '@/api/generated/orders-mutations/orders-mutations';
import { getListCartLinesQueryKey } from '@/api/generated/carts/carts';
import { orderNumberOf } from '@/lib/order-number';
import { readAgainAfterChange } from '@/lib/query-client';
import { toastDone, toastProblem } from '@/lib/toasts';
import { ReorderChanges } from '@/features/orders/components/reorder-changes';

/**
 * "Order again": the order's dishes and choices go into the cart in one tap. When nothing changed since, the
 * customer goes straight to the cart; otherwise a dialog first says what is at a new price and what cannot be had.
 */
export function useReorder() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toCart = () => void navigate({ to: '/cart-page' });
  const reorder = useReorderMyOrder({
    mutation: {
      // Every cart query, in whichever language it was read.
      onSettled: () => readAgainAfterChange(queryClient, getListCartLinesQueryKey()),
      onError: (error) =>
        toastProblem({ title: t`The order was not put in your cart`, message: error.message }),
    },
  });

  const again = (order: Payment) => {
    const number = orderNumberOf(order);
    reorder.mutate(
      { id: order._id },
      {
        onSuccess: (result) => {
          if (result.repriced.length === 0 && result.notAdded.length === 0) {
            toastDone(t`Order ${number} is in your cart again.`);
            return toCart();
          }
          const someAdded = result.added.length > 0;
          modals.open({
            title: someAdded
              ? t`Order ${number} is in your cart again, with changes`
              : t`Nothing from order ${number} can be ordered now`,
            centered: true,
            children: (
              <Stack gap="md">
                <ReorderChanges result={result} />
                <Group justify="flex-end" gap="sm">
                  <Button variant="default" onClick={() => modals.closeAll()}>
                    <Trans>Close</Trans>
                  </Button>
                  {someAdded && (
                    <Button
                      onClick={() => {
                        modals.closeAll();
                        toCart();
                      }}
                    >
                      <Trans>Go to your cart</Trans>
                    </Button>
                  )}
                </Group>
              </Stack>
            ),
          });
        },
      },
    );
  };
  return { again, reorderingId: reorder.isPending ? reorder.variables.id : undefined };
}
