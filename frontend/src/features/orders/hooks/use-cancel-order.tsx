import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import type { Payment } from '@/api/generated/model';
import { useCancelMyOrder } from '@/api/generated/orders-mutations/orders-mutations';
import { orderNumberOf } from '@/lib/order-number';
import { toastDone, toastProblem } from '@/lib/toasts';
import { ORDERS_QUERY_KEY } from './use-orders';

/** The customer takes back an order the kitchen has not answered, after saying so in a dialog. */
export function useCancelOrder() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const cancel = useCancelMyOrder({
    mutation: {
      onSuccess: (order) => {
        const number = orderNumberOf(order);
        toastDone(t`Order ${number} is cancelled: the hold on your card is released.`);
      },
      onError: (error) =>
        toastProblem({ title: t`The order was not cancelled`, message: error.message }),
      onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
    },
  });
  const ask = (order: Payment) => {
    const number = orderNumberOf(order);
    return modals.openConfirmModal({
      title: t`Cancel order ${number}?`,
      centered: true,
      children: (
        <Text size="sm">
          <Trans>
            The kitchen has not accepted it yet. Cancelling releases the hold on your card: nothing
            is charged.
          </Trans>
        </Text>
      ),
      labels: { confirm: t`Yes, cancel the order`, cancel: t`Keep it` },
      confirmProps: { color: 'red.9' },
      onConfirm: () => cancel.mutate({ id: order._id }),
    });
  };
  return { ask, cancellingId: cancel.isPending ? cancel.variables.id : undefined };
}
