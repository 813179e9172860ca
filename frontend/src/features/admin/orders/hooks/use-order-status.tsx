import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { orderNumberOf } from '@/lib/order-number';
import { type ReactNode, useState } from 'react';
import type { Order, OrderStatus, OrderStatusChange } from '@/api/generated/model';
import {
  getListKitchenOrdersQueryKey,
  getListOrdersQueryKey,
  useUpdateOrderStatus,
} from '@/api/generated/orders-staff/orders-staff';
import {
  type AskedMove,
  asksFirst,
  OrderMoveDialog,
} from '@/features/admin/orders/components/order-move-dialog';
import { ORDER_NOW_IN_STATUS } from '@/features/admin/orders/lib/order-status-labels';
import { toastDone, toastRefused } from '@/features/admin/shared/lib/admin-toasts';
import { useRefreshAfterChange } from '@/features/admin/shared/hooks/use-refresh-after-change';

export interface OrderMoves {
  /** The order whose change is on its way. */
  busyOrderId?: string;
  /** A move the order lists in `nextStatuses`: one tap, or a dialog first for accepting, rejecting, cancelling. */
  onMove: (order: Order, status: OrderStatus) => void;
  /** A one-tap move the server refused, for the order's card to say (when not said in a toast). */
  refused?: { orderId: string; message: string };
}

interface OrderStatusOptions {
  /** The shop's time zone, which the ready time is typed in. */
  timeZone?: string;
  /** Say a refused one-tap move in a toast (Orders Tracking) rather than on the order's card (the kitchen). */
  toastRefusals?: boolean;
  /** Each change this screen asks for, before it is sent: what the screen did itself is no news to it. */
  onSend?: (order: Order, change: OrderStatusChange) => void;
}

/** The buttons that move orders on, and the dialog that asks first; shared by Orders Tracking and the kitchen. */
export function useOrderStatus({
  timeZone,
  toastRefusals = false,
  onSend,
}: OrderStatusOptions = {}): OrderMoves & { dialog: ReactNode } {
  const { i18n } = useLingui();
  const refresh = useRefreshAfterChange(getListOrdersQueryKey(), getListKitchenOrdersQueryKey());
  const [asked, setAsked] = useState<{ order: Order; status: AskedMove }>();
  const change = useUpdateOrderStatus({ mutation: { onSettled: refresh } });

  const send = (order: Order, data: OrderStatusChange) => {
    onSend?.(order, data);
    change.mutate(
      { id: order._id, data },
      {
        onSuccess: (updated) => {
          toastDone(ORDER_NOW_IN_STATUS[updated.status](orderNumberOf(updated)), undefined, i18n);
          setAsked(undefined);
        },
        onError: (error) => {
          if (toastRefusals && !asksFirst(data.status))
            toastRefused(error, msg`The order was not changed`, i18n);
        },
      },
    );
  };

  const last = change.variables;
  const lastAsked = last !== undefined && asksFirst(last.data.status);
  const refused =
    change.isError && last && !lastAsked && !toastRefusals
      ? { orderId: last.id, message: change.error.message }
      : undefined;
  const dialogError =
    change.isError && asked && last?.id === asked.order._id && lastAsked ? change.error : null;

  return {
    busyOrderId: change.isPending ? last?.id : undefined,
    onMove: (order, status) => {
      if (!asksFirst(status)) return send(order, { status });
      change.reset();
      setAsked({ order, status });
    },
    refused,
    dialog: (
      <OrderMoveDialog
        move={asked}
        timeZone={timeZone}
        sending={change.isPending}
        error={dialogError}
        onClose={() => setAsked(undefined)}
        onConfirm={send}
      />
    ),
  };
}
