import { Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Payment } from '@/api/generated/model';
import { LineChoices } from '@/components/line-choices';
import { AnchorLink } from '@/components/link';
import { UserText } from '@/components/user-text';
import { formatPrice } from '@/lib/money';
import { orderNumberOf } from '@/lib/order-number';
import { OrderFulfilment } from '@/components/order-fulfilment';
import { OrderBill } from './order-bill';
import { OrderProgress } from './order-progress';

const orderDate = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  hourCycle: 'h23',
});

const formatOrderDate = (createdAt: string): string => orderDate.format(new Date(createdAt));

/** What the order was for: each dish as it was paid for, with how many and the choices made for it. */
function OrderDishes({ order }: { order: Payment }) {
  return (
    <Stack
      component="ul"
      gap={2}
      p={0}
      m={0}
      // Long names wrap within this width, so that the table leaves the date and the id on their lines.
      maw={420}
      style={{ listStyle: 'none' }}
      aria-label={`Dishes of order ${orderNumberOf(order)}`}
    >
      {order.lines.map((line, index) => (
        <li key={`${line.menuItemId ?? 'gone'}-${index}`}>
          <UserText size="sm">{`${line.name} × ${line.quantity}`}</UserText>
          <LineChoices choices={line.choices} size="xs" />
        </li>
      ))}
    </Stack>
  );
}

/** What the customer can do about an order: take it back while the kitchen has not answered, or contact us. */
function OrderActions({ order, onCancel, cancellingId }: { order: Payment } & CancelProps) {
  return (
    <Group gap="sm" justify="flex-end" wrap="nowrap">
      {onCancel && order.status === 'order pending' && (
        <Button
          size="xs"
          variant="outline"
          color="red.9"
          loading={cancellingId === order._id}
          onClick={() => onCancel(order)}
          aria-label={`Cancel order ${orderNumberOf(order)}`}
        >
          Cancel
        </Button>
      )}
      <AnchorLink
        to="/contact"
        fw={600}
        c="leaf.9"
        aria-label={`Contact us about order ${orderNumberOf(order)}`}
      >
        Contact
      </AnchorLink>
    </Group>
  );
}

interface CancelProps {
  /** Offered on orders the kitchen has not answered yet; left out, no order can be cancelled here. */
  onCancel?: (order: Payment) => void;
  /** The order being cancelled now. */
  cancellingId?: string;
}

export interface OrderListProps extends CancelProps {
  orders: Payment[];
  layout?: 'table' | 'cards';
  /** The shop's time zone, which promised times are told in; the browser's until the shop has said. */
  timeZone?: string;
  /** The instant "today" is read at; now by default (stories fix it). */
  now?: Date;
}

interface OrdersProps extends CancelProps {
  orders: Payment[];
  timeZone: string;
  now: Date;
}

/** The customer's orders and their dishes: a table on a wide screen, one card per order on a phone. */
export function OrderList({
  orders,
  layout,
  timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
  now = new Date(),
  ...cancel
}: OrderListProps) {
  const phone = useMediaQuery('(max-width: 47.99em)');
  const props = { orders, timeZone, now, ...cancel };
  return (layout ?? (phone ? 'cards' : 'table')) === 'cards' ? (
    <OrderCards {...props} />
  ) : (
    <OrderTable {...props} />
  );
}

function OrderTable({ orders, timeZone, now, ...cancel }: OrdersProps) {
  return (
    <Table.ScrollContainer minWidth={1080}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Your orders">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Order</Table.Th>
            <Table.Th>Order date</Table.Th>
            <Table.Th>Dishes</Table.Th>
            <Table.Th>Pickup or delivery</Table.Th>
            <Table.Th>Transaction id</Table.Th>
            <Table.Th ta="right">Price</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Action</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={order._id}>
              <Table.Td fw={700}>{orderNumberOf(order)}</Table.Td>
              <Table.Td>{formatOrderDate(order.createdAt)}</Table.Td>
              <Table.Td>
                <OrderDishes order={order} />
              </Table.Td>
              <Table.Td maw={260}>
                <OrderFulfilment
                  order={order}
                  timeZone={timeZone}
                  now={now}
                  size="xs"
                  testId={`order-fulfilment-${order.transactionId}`}
                />
              </Table.Td>
              <Table.Td ff="monospace" fz="sm">
                <UserText inherit>{order.transactionId}</UserText>
              </Table.Td>
              <Table.Td ta="right" miw={200}>
                <Text fw={600}>{formatPrice(order.price)}</Text>
                <OrderBill order={order} />
              </Table.Td>
              <Table.Td miw={220}>
                <OrderProgress order={order} timeZone={timeZone} now={now} />
              </Table.Td>
              <Table.Td>
                <OrderActions order={order} {...cancel} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function OrderCards({ orders, timeZone, now, ...cancel }: OrdersProps) {
  return (
    <Stack
      gap="sm"
      component="ol"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="Your orders"
    >
      {orders.map((order) => (
        <Card key={order._id} component="li" padding="sm">
          <Stack gap={6}>
            <Group justify="space-between">
              <Text fw={700}>Order {orderNumberOf(order)}</Text>
              <Text fw={700}>{formatPrice(order.price)}</Text>
            </Group>
            <Text size="sm">{formatOrderDate(order.createdAt)}</Text>
            <OrderDishes order={order} />
            <OrderFulfilment
              order={order}
              timeZone={timeZone}
              now={now}
              size="xs"
              testId={`order-fulfilment-${order.transactionId}`}
            />
            <OrderBill order={order} />
            <UserText size="sm" ff="monospace">
              {order.transactionId}
            </UserText>
            <OrderProgress order={order} timeZone={timeZone} now={now} />
            <OrderActions order={order} {...cancel} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
