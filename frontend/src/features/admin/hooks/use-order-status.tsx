import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import type { OrderStatus, Payment } from '../../../api/generated/model';
import {
  getGetOverviewQueryKey,
  getListOrdersQueryKey,
  useUpdateOrderStatus,
} from '../../../api/generated/orders/orders';
import type { OrderActions } from '../components/orders-list';
import { TOAST_MS } from '../lib/admin-messages';

/** Orders Tracking's buttons: one step forward, or cancel after asking. */
export function useOrderStatus(): OrderActions {
  const queryClient = useQueryClient();
  const change = useUpdateOrderStatus({
    mutation: {
      onSettled: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: getListOrdersQueryKey() }),
          queryClient.invalidateQueries({ queryKey: getGetOverviewQueryKey() }),
        ]),
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: 'The order was not changed',
          message: error.message,
        }),
      onSuccess: (order) =>
        notifications.show({
          color: 'leaf',
          message: `Order ${order.transactionId} is now ${order.status}`,
          autoClose: TOAST_MS * 2,
        }),
    },
  });

  const moveTo = (order: Payment, status: OrderStatus) =>
    change.mutate({ id: order._id, data: { status } });

  return {
    busyOrderId: change.isPending ? change.variables.id : undefined,
    onAdvance: moveTo,
    onCancel: (order) =>
      modals.openConfirmModal({
        title: 'Cancel this order?',
        centered: true,
        children: (
          <Text size="sm">
            Order {order.transactionId} of {order.email} will be cancelled. This cannot be undone.
          </Text>
        ),
        labels: { confirm: 'Yes, cancel it', cancel: 'Keep it' },
        confirmProps: { color: 'red.9' },
        onConfirm: () => moveTo(order, 'cancelled'),
      }),
  };
}
