import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { addressInOneLine } from '@/lib/delivery-address';
import type { Order, OrderStatus } from '@/api/generated/model';
import { LineChoices } from '@/components/line-choices';
import { UserText } from '@/components/user-text';
import { formatPrice } from '@/lib/money';
import { shopClock, shopDayAndClock } from '@/lib/time/shop-time';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { MOVE_TO_STATUS_ACTION } from '@/features/admin/orders/lib/order-status-labels';
import { orderNumberOf } from '@/lib/order-number';
import { paymentInWords } from '@/features/admin/orders/lib/order-words';

const MINUTE = 60_000;
/** An order to answer within this long says so in red. */
const URGENT_MS = 30 * MINUTE;

/** How long ago the order was placed: "just now", "3 min ago", "2 h 5 min ago". */
function ageInWords(placedAt: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(placedAt)) / MINUTE));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min ago` : `${hours} h ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? '1 day ago' : `${days} days ago`;
}

/** The moves that turn an order away, shown after those that move it on. */
const TURNS_AWAY: OrderStatus[] = ['rejected', 'cancelled'];

export interface KitchenCardProps {
  order: Order;
  timeZone: string;
  now: Date;
  busy: boolean;
  printing: boolean;
  /** The server's refusal of this order's last one-tap move. */
  refused?: string;
  onMove: (order: Order, status: OrderStatus) => void;
  onPrint: (order: Order) => void;
}

/** One order as the kitchen works it: what to cook, for when, and the moves it can make now. */
export function KitchenCard({
  order,
  timeZone,
  now,
  busy,
  printing,
  refused,
  onMove,
  onPrint,
}: KitchenCardProps) {
  const reference = orderNumberOf(order);
  const { address } = order;
  const moves = [
    ...order.nextStatuses.filter((status) => !TURNS_AWAY.includes(status)),
    ...order.nextStatuses.filter((status) => TURNS_AWAY.includes(status)),
  ];
  return (
    <Card component="article" padding="md" withBorder aria-label={`Order ${reference}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} fz={28} ff="monospace" lh={1.1}>
            {reference}
          </Title>
          <Stack gap={2} align="flex-end">
            <OrderStatusBadge status={order.status} />
            <Text size="md" c="dimmed">
              {ageInWords(order.createdAt, now)}
            </Text>
          </Stack>
        </Group>
        <Stack gap={2}>
          {order.customerName && (
            <UserText fz="lg" fw={700}>
              {order.customerName}
            </UserText>
          )}
          {order.phone && (
            <Anchor href={`tel:${order.phone.replace(/[^+\d]/g, '')}`} fz="lg" fw={600} c="leaf.9">
              {order.phone}
            </Anchor>
          )}
          {order.answerBy && (
            <Text
              fz="lg"
              fw={700}
              c={Date.parse(order.answerBy) - now.getTime() < URGENT_MS ? 'red.9' : undefined}
            >
              Answer by {shopDayAndClock(order.answerBy, now, timeZone)}
            </Text>
          )}
          <Text fz="lg" fw={700}>
            {order.fulfilment === 'delivery' ? 'Delivery' : 'Pickup'}
            {order.promisedAt && ` · promised ${shopDayAndClock(order.promisedAt, now, timeZone)}`}
          </Text>
          {order.readyAt && (
            <Text fz="lg">Ready at {shopDayAndClock(order.readyAt, now, timeZone)}</Text>
          )}
          {address && <UserText size="md">{addressInOneLine(address)}</UserText>}
          {address?.instructions && (
            <UserText size="md" c="dimmed">
              For the driver: {address.instructions}
            </UserText>
          )}
        </Stack>
        <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
          {order.lines.map((line, index) => (
            <li key={`${line.menuItemId ?? 'gone'}-${index}`}>
              <UserText fz="lg" fw={600}>
                {line.quantity} × {line.name}
              </UserText>
              <LineChoices choices={line.choices} size="md" />
            </li>
          ))}
        </Stack>
        {order.reason && (
          <UserText size="md">
            {order.status === 'rejected' ? 'Rejected' : 'Cancelled'}: {order.reason}
          </UserText>
        )}
        <Group justify="space-between" gap="xs">
          <Text size="md">
            <Text span fw={700}>
              Total {formatPrice(order.price)}
            </Text>
            {` · ${paymentInWords(order)}`}
          </Text>
          <Text size="md" fw={600}>
            {order.printedAt ? `Printed ${shopClock(order.printedAt, timeZone)}` : 'Not printed'}
          </Text>
        </Group>
        {refused && (
          <Alert color="red" role="alert" title="The order was not changed">
            {refused}
          </Alert>
        )}
        <Group gap="sm">
          {moves.map((status) => (
            <Button
              key={status}
              size="lg"
              variant={TURNS_AWAY.includes(status) ? 'outline' : 'filled'}
              color={TURNS_AWAY.includes(status) ? 'red.9' : undefined}
              loading={busy && !TURNS_AWAY.includes(status)}
              disabled={busy}
              onClick={() => onMove(order, status)}
            >
              {MOVE_TO_STATUS_ACTION[status]}
            </Button>
          ))}
          <Button size="lg" variant="default" loading={printing} onClick={() => onPrint(order)}>
            {order.printedAt ? 'Reprint' : 'Print ticket'}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
