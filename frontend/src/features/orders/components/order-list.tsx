import { Card, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Payment } from '../../../api/generated/model';
import { LineChoices } from '../../../components/line-choices';
import { AnchorLink } from '../../../components/link';
import { UserText } from '../../../components/user-text';
import { formatPrice } from '../../../lib/money';
import { OrderBill, OrderFulfilment } from './order-fulfilment';
import { OrderProgress } from './order-progress';

const orderDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

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
      aria-label={`Dishes of order ${order.transactionId}`}
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

function ContactLink({ order }: { order: Payment }) {
  return (
    <AnchorLink
      to="/contact"
      fw={600}
      c="leaf.9"
      aria-label={`Contact us about order ${order.transactionId}`}
    >
      Contact
    </AnchorLink>
  );
}

interface OrderListProps {
  orders: Payment[];
  layout?: 'table' | 'cards';
  /** The shop's time zone, which promised times are told in; the browser's until the shop has said. */
  timeZone?: string;
  /** The instant "today" is read at; now by default (stories fix it). */
  now?: Date;
}

interface OrdersProps {
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
}: OrderListProps) {
  const phone = useMediaQuery('(max-width: 47.99em)');
  const props = { orders, timeZone, now };
  return (layout ?? (phone ? 'cards' : 'table')) === 'cards' ? (
    <OrderCards {...props} />
  ) : (
    <OrderTable {...props} />
  );
}

function OrderTable({ orders, timeZone, now }: OrdersProps) {
  return (
    <Table.ScrollContainer minWidth={1080}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Your orders">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
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
          {orders.map((order, index) => (
            <Table.Tr key={order._id}>
              <Table.Td>{index + 1}</Table.Td>
              <Table.Td>{formatOrderDate(order.createdAt)}</Table.Td>
              <Table.Td>
                <OrderDishes order={order} />
              </Table.Td>
              <Table.Td maw={260}>
                <OrderFulfilment order={order} timeZone={timeZone} now={now} />
              </Table.Td>
              <Table.Td ff="monospace" fz="sm">
                <UserText inherit>{order.transactionId}</UserText>
              </Table.Td>
              <Table.Td ta="right" miw={200}>
                <Text fw={600}>{formatPrice(order.price)}</Text>
                <OrderBill order={order} />
              </Table.Td>
              <Table.Td miw={220}>
                <OrderProgress order={order} timeZone={timeZone} />
              </Table.Td>
              <Table.Td>
                <ContactLink order={order} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function OrderCards({ orders, timeZone, now }: OrdersProps) {
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
              <Text fw={600}>{formatOrderDate(order.createdAt)}</Text>
              <Text fw={700}>{formatPrice(order.price)}</Text>
            </Group>
            <OrderDishes order={order} />
            <OrderFulfilment order={order} timeZone={timeZone} now={now} />
            <OrderBill order={order} />
            <UserText size="sm" ff="monospace">
              {order.transactionId}
            </UserText>
            <OrderProgress order={order} timeZone={timeZone} />
            <Group justify="flex-end">
              <ContactLink order={order} />
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
