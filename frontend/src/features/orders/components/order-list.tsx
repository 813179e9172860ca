import '@/components/table-styles.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Payment } from '@/api/generated/model';
import { LineChoices } from '@/components/line-choices';
import { AnchorLink } from '@/components/link';
import { UserText } from '@/components/user-text';
import { formatPrice } from '@/lib/money';
import { orderNumberOf } from '@/lib/order-number';
import { OrderFulfilment } from '@/components/order-fulfilment';
import { AllergyNote } from '@/components/allergy-note';
import { LineAllergens } from '@/components/line-allergens';
import { OrderBill } from './order-bill';
import { OrderProgress } from './order-progress';
import { madeOnce } from '@/lib/made-once';

const orderDates = new Map<string, Intl.DateTimeFormat>();

/** When the order was placed, in the interface's language. */
function formatOrderDate(createdAt: string, locale: string): string {
  const format = madeOnce(
    orderDates,
    locale,
    () =>
      new Intl.DateTimeFormat(locale, {
        dateStyle: 'medium',
        timeStyle: 'short',
        hourCycle: 'h23',
      }),
  );
  return format.format(new Date(createdAt));
}

/** What the order was for: each dish as it was paid for, with how many and the choices made for it. */
function OrderDishes({ order }: { order: Payment }) {
  const { t } = useLingui();
  const number = orderNumberOf(order);
  return (
    <>
      <Stack
        component="ul"
        gap={2}
        p={0}
        m={0}
        // Long names wrap within this width, so that the table leaves the date and the id on their lines.
        maw={420}
        style={{ listStyle: 'none' }}
        aria-label={t`Dishes of order ${number}`}
      >
        {order.lines.map((line, index) => (
          <li key={`${line.menuItemId ?? 'gone'}-${index}`}>
            <UserText size="sm">{`${line.name} × ${line.quantity}`}</UserText>
            <LineChoices choices={line.choices} size="xs" />
            <LineAllergens allergens={line.allergens} mayContain={line.mayContain} size="xs" />
          </li>
        ))}
      </Stack>
      {order.allergyNote && <AllergyNote note={order.allergyNote} maw={420} mt={4} />}
    </>
  );
}

/**
 * What the customer can do about an order: put it in the cart again, take it back while the kitchen has not
 * answered, or contact us.
 */
function OrderActions({
  order,
  onCancel,
  cancellingId,
  onReorder,
  reorderingId,
}: { order: Payment } & OrderActionProps) {
  const { t } = useLingui();
  const number = orderNumberOf(order);
  return (
    <Group gap="sm" justify="flex-end" wrap="wrap">
      {onReorder && (
        <Button
          size="xs"
          loading={reorderingId === order._id}
          disabled={reorderingId !== undefined && reorderingId !== order._id}
          onClick={() => onReorder(order)}
          aria-label={t`Order again: order ${number}`}
        >
          <Trans>Order again</Trans>
        </Button>
      )}
      {onCancel && order.status === 'order pending' && (
        <Button
          size="xs"
          variant="outline"
          color="red.9"
          loading={cancellingId === order._id}
          onClick={() => onCancel(order)}
          aria-label={t`Cancel order ${number}`}
        >
          <Trans>Cancel</Trans>
        </Button>
      )}
      <AnchorLink
        to="/contact"
        fw={600}
        c="leaf.9"
        aria-label={t`Contact us about order ${number}`}
      >
        <Trans>Contact</Trans>
      </AnchorLink>
    </Group>
  );
}

interface OrderActionProps {
  /** Offered on orders the kitchen has not answered yet; left out, no order can be cancelled here. */
  onCancel?: (order: Payment) => void;
  /** The order being cancelled now. */
  cancellingId?: string;
  /** Puts the order's dishes in the cart again; left out, no order is offered again. */
  onReorder?: (order: Payment) => void;
  /** The order being put in the cart now. */
  reorderingId?: string;
}

export interface OrderListProps extends OrderActionProps {
  orders: Payment[];
  layout?: 'table' | 'cards';
  /** The shop's time zone, which promised times are told in; the browser's until the shop has said. */
  timeZone?: string;
  /** The instant "today" is read at; now by default (stories fix it). */
  now?: Date;
}

interface OrdersProps extends OrderActionProps {
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
  ...actions
}: OrderListProps) {
  const phone = useMediaQuery('(max-width: 47.99em)');
  const props = { orders, timeZone, now, ...actions };
  return (layout ?? (phone ? 'cards' : 'table')) === 'cards' ? (
    <OrderCards {...props} />
  ) : (
    <OrderTable {...props} />
  );
}

function OrderTable({ orders, timeZone, now, ...actions }: OrdersProps) {
  const { t, i18n } = useLingui();
  return (
    <Table.ScrollContainer minWidth={1080}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t`Your orders`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Order</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Order date</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Dishes</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Pickup or delivery</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Transaction id</Trans>
            </Table.Th>
            <Table.Th ta="end">
              <Trans>Price</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Status</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Action</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={order._id}>
              <Table.Td fw={700}>{orderNumberOf(order)}</Table.Td>
              <Table.Td>{formatOrderDate(order.createdAt, i18n.locale)}</Table.Td>
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
              <Table.Td ta="end" miw={200}>
                <Text fw={600}>{formatPrice(order.price)}</Text>
                <OrderBill order={order} />
              </Table.Td>
              <Table.Td miw={220}>
                <OrderProgress order={order} timeZone={timeZone} now={now} />
              </Table.Td>
              <Table.Td>
                <OrderActions order={order} {...actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function OrderCards({ orders, timeZone, now, ...actions }: OrdersProps) {
  const { t, i18n } = useLingui();
  return (
    <Stack
      gap="sm"
      component="ol"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t`Your orders`}
    >
      {orders.map((order) => {
        const number = orderNumberOf(order);
        return (
          <Card key={order._id} component="li" padding="sm">
            <Stack gap={6}>
              <Group justify="space-between">
                <Text fw={700}>
                  <Trans>Order {number}</Trans>
                </Text>
                <Text fw={700}>{formatPrice(order.price)}</Text>
              </Group>
              <Text size="sm">{formatOrderDate(order.createdAt, i18n.locale)}</Text>
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
              <OrderActions order={order} {...actions} />
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
