import { modals } from '@mantine/modals';
import type { Order, OrderStatus } from '../../../api/generated/model';
import { getListOrdersQueryKey, useUpdateOrderStatus } from '../../../api/generated/orders/orders';
import { UserText } from '../../../components/user-text';
import type { OrderActions } from '../components/orders-list';
import { toastDone, toastRefused } from '../lib/admin-toasts';
import { useRefreshAfterChange } from './use-refresh-after-change';

/** Orders Tracking's buttons: one step forward, or cancel after asking. */
export function useOrderStatus(): OrderActions {
  const refresh = useRefreshAfterChange(getListOrdersQueryKey());
  const change = useUpdateOrderStatus({
    mutation: {
      onSettled: refresh,
      onError: (error) => toastRefused(error, 'The order was not changed'),
      onSuccess: (order) => toastDone(`Order ${order.transactionId} is now ${order.status}`),
    },
  });

  const moveTo = (order: Order, status: OrderStatus) =>
    change.mutate({ id: order._id, data: { status } });

  return {
    busyOrderId: change.isPending ? change.variables.id : undefined,
    onAdvance: moveTo,
    onCancel: (order) =>
      modals.openConfirmModal({
        title: 'Cancel this order?',
        centered: true,
        children: (
          <UserText size="sm">
            Order {order.transactionId} of {order.email} will be cancelled. This cannot be undone.
          </UserText>
        ),
        labels: { confirm: 'Yes, cancel it', cancel: 'Keep it' },
        confirmProps: { color: 'red.9' },
        onConfirm: () => moveTo(order, 'cancelled'),
      }),
  };
}
