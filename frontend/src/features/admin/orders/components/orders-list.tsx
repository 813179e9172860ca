import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { type Order, OrderStatus } from '@/api/generated/model';
import { LineAllergens } from '@/components/line-allergens';
import { AllergyNote } from '@/components/allergy-note';
import { LineChoices } from '@/components/line-choices';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { orderNumberOf } from '@/lib/order-number';
import { UserText } from '@/components/user-text';
import { formatPrice } from '@/lib/money';
import { paymentInWords } from '@/features/admin/orders/lib/order-words';
import { allowedMoves } from '@/features/admin/orders/lib/allowed-moves';
import { usePermissions } from '@/lib/auth/use-permissions';
import { MOVE_TO_STATUS_ACTION } from '@/features/admin/orders/lib/order-status-labels';
import { formatShopTime } from '@/lib/time/shop-wall-time';
import { OrderFulfilment } from '@/components/order-fulfilment';
import { BillRows } from '@/components/bill-rows';

export interface OrderActions {
  busyOrderId?: string;
  /** One of the order's `nextStatuses`: moved at once, or after a dialog for accepting, rejecting, cancelling. */
  onMove: (order: Order, status: OrderStatus) => void;
  /** The shop's time zone, which promised times are shown in. */
  timeZone?: string;
}

/** The moves that turn an order away, shown apart from those that move it on. */
const TURNS_AWAY: OrderStatus[] = [OrderStatus.rejected, OrderStatus.cancelled];

function OrderCard({ order, busyOrderId, onMove, timeZone }: OrderActions & { order: Order }) {
  const { t, i18n } = useLingui();
  const placedAt = new Intl.DateTimeFormat(i18n.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
  });
  const reference = orderNumberOf(order);
  const reason = order.reason;
  // The server says where the order may go now; turning it away (rejecting, cancelling) asks first.
  const allowed = allowedMoves(order, usePermissions());
  const moves = allowed.filter((status) => !TURNS_AWAY.includes(status));
  const turnsAway = allowed.filter((status) => TURNS_AWAY.includes(status));
  const busy = busyOrderId === order._id;
  const readyAt =
    order.readyAt &&
    (timeZone
      ? formatShopTime(order.readyAt, timeZone)
      : new Date(order.readyAt).toLocaleString(i18n.locale));
  return (
    <Card component="article" padding="md" aria-label={t`Order ${reference}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2}>
            <Text fw={800} fz="lg">
              {orderNumberOf(order)}
            </Text>
            <Text fw={600}>
              {timeZone
                ? formatShopTime(order.createdAt, timeZone)
                : placedAt.format(new Date(order.createdAt))}
            </Text>
            {order.customerName && (
              <UserText size="sm" fw={600}>
                {order.customerName}
              </UserText>
            )}
            <UserText size="sm">{order.email}</UserText>
            {order.phone && <Text size="sm">{order.phone}</Text>}
            <UserText size="xs" c="dimmed" ff="monospace">
              {order.transactionId}
            </UserText>
          </Stack>
          <OrderStatusBadge status={order.status} />
        </Group>
        <OrderFulfilment order={order} timeZone={timeZone} />
        {order.allergyNote && <AllergyNote note={order.allergyNote} />}
        {readyAt && (
          <Text size="sm">
            <Trans>Kitchen says ready at {readyAt}</Trans>
          </Text>
        )}
        {reason && (
          <UserText size="sm">
            {order.status === OrderStatus.rejected ? (
              <Trans>Rejected: {reason}</Trans>
            ) : (
              <Trans>Cancelled: {reason}</Trans>
            )}
          </UserText>
        )}
        <Text size="sm">{paymentInWords(order, i18n)}</Text>
        <Table.ScrollContainer minWidth={280}>
          <Table verticalSpacing={4} aria-label={t`Lines of order ${reference}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Dish</Trans>
                </Table.Th>
                <Table.Th ta="end">
                  <Trans>Qty</Trans>
                </Table.Th>
                <Table.Th ta="end">
                  <Trans>Price</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.lines.map((line, index) => (
                <Table.Tr key={`${line.menuItemId ?? 'gone'}-${index}`}>
                  <Table.Td>
                    <UserText inherit>{line.name}</UserText>
                    <LineChoices choices={line.choices} />
                    <LineAllergens allergens={line.allergens} mayContain={line.mayContain} />
                  </Table.Td>
                  <Table.Td ta="end">{line.quantity}</Table.Td>
                  <Table.Td ta="end">{formatPrice(line.price * line.quantity)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <BillRows
          bill={order.bill}
          fulfilment={order.fulfilment}
          compact
          label={t`Bill of order ${reference}`}
        />
        <Group justify="flex-end" gap="xs">
          <Group gap="xs">
            {moves.map((status) => (
              <Button
                key={status}
                size="compact-md"
                loading={busy}
                disabled={busy}
                onClick={() => onMove(order, status)}
              >
                {i18n._(MOVE_TO_STATUS_ACTION[status])}
              </Button>
            ))}
            {turnsAway.map((status) => (
              <Button
                key={status}
                size="compact-md"
                variant="outline"
                color="red.9"
                disabled={busy}
                onClick={() => onMove(order, status)}
              >
                {i18n._(MOVE_TO_STATUS_ACTION[status])}
              </Button>
            ))}
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}

/** Orders Tracking: one card per order with its lines, and only the moves the server says it can still make. */
export function OrdersList({ orders, ...actions }: OrderActions & { orders: Order[] }) {
  if (orders.length === 0)
    return (
      <Text>
        <Trans>No order matches these filters.</Trans>
      </Text>
    );
  return (
    <Stack gap="md">
      {orders.map((order) => (
        <OrderCard key={order._id} order={order} {...actions} />
      ))}
    </Stack>
  );
}
