import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { addressInOneLine } from '@/lib/delivery-address';
import type { Order, OrderStatus } from '@/api/generated/model';
import { LineAllergens } from '@/components/line-allergens';
import { AllergyNote } from '@/components/allergy-note';
import { LineChoices } from '@/components/line-choices';
import { UserText } from '@/components/user-text';
import { formatPrice } from '@/lib/money';
import { shopClock, shopDayAndClock } from '@/lib/time/shop-time';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { MOVE_TO_STATUS_ACTION } from '@/features/admin/orders/lib/order-status-labels';
import { orderNumberOf } from '@/lib/order-number';
import { paymentInWords } from '@/features/admin/orders/lib/order-words';
import { allowedMoves } from '@/features/admin/orders/lib/allowed-moves';
import { usePermissions } from '@/lib/auth/use-permissions';

const MINUTE = 60_000;
/** An order to answer within this long says so in red. */
const URGENT_MS = 30 * MINUTE;

/** How long ago the order was placed: "just now", "3 min ago", "2 h 5 min ago". */
function ageInWords(placedAt: string, now: Date, i18n: I18n): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(placedAt)) / MINUTE));
  if (minutes < 1) return i18n._(msg`just now`);
  if (minutes < 60) return i18n._(msg`${minutes} min ago`);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours < 24)
    return rest ? i18n._(msg`${hours} h ${rest} min ago`) : i18n._(msg`${hours} h ago`);
  const days = Math.floor(hours / 24);
  return i18n._(msg`${plural(days, { one: '# day ago', other: '# days ago' })}`);
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
  const { t, i18n } = useLingui();
  const reference = orderNumberOf(order);
  const { address } = order;
  const answerBy = order.answerBy && shopDayAndClock(order.answerBy, now, timeZone);
  const promised = order.promisedAt && shopDayAndClock(order.promisedAt, now, timeZone);
  const ready = order.readyAt && shopDayAndClock(order.readyAt, now, timeZone);
  const instructions = address?.instructions;
  const reason = order.reason;
  const total = formatPrice(order.price);
  const payment = paymentInWords(order, i18n);
  const printed = order.printedAt && shopClock(order.printedAt, timeZone);
  const allowed = allowedMoves(order, usePermissions());
  const moves = [
    ...allowed.filter((status) => !TURNS_AWAY.includes(status)),
    ...allowed.filter((status) => TURNS_AWAY.includes(status)),
  ];
  return (
    <Card component="article" padding="md" withBorder aria-label={t`Order ${reference}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} fz={28} ff="monospace" lh={1.1}>
            {reference}
          </Title>
          <Stack gap={2} align="flex-end">
            <OrderStatusBadge status={order.status} />
            <Text size="md" c="dimmed">
              {ageInWords(order.createdAt, now, i18n)}
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
              <Trans>Answer by {answerBy}</Trans>
            </Text>
          )}
          <Text fz="lg" fw={700}>
            {order.fulfilment === 'delivery' ? (
              promised ? (
                <Trans>Delivery · promised {promised}</Trans>
              ) : (
                <Trans>Delivery</Trans>
              )
            ) : promised ? (
              <Trans>Pickup · promised {promised}</Trans>
            ) : (
              <Trans>Pickup</Trans>
            )}
          </Text>
          {ready && (
            <Text fz="lg">
              <Trans>Ready at {ready}</Trans>
            </Text>
          )}
          {address && <UserText size="md">{addressInOneLine(address)}</UserText>}
          {instructions && (
            <UserText size="md" c="dimmed">
              <Trans>For the driver: {instructions}</Trans>
            </UserText>
          )}
        </Stack>
        {order.allergyNote && <AllergyNote note={order.allergyNote} size="lg" />}
        <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
          {order.lines.map((line, index) => (
            <li key={`${line.menuItemId ?? 'gone'}-${index}`}>
              <UserText fz="lg" fw={600}>
                {line.quantity} × {line.name}
              </UserText>
              <LineChoices choices={line.choices} size="md" />
              <LineAllergens allergens={line.allergens} mayContain={line.mayContain} size="md" />
            </li>
          ))}
        </Stack>
        {reason && (
          <UserText size="md">
            {order.status === 'rejected' ? (
              <Trans>Rejected: {reason}</Trans>
            ) : (
              <Trans>Cancelled: {reason}</Trans>
            )}
          </UserText>
        )}
        <Group justify="space-between" gap="xs">
          <Text size="md">
            <Trans>
              <Text span fw={700}>
                Total {total}
              </Text>{' '}
              · {payment}
            </Trans>
          </Text>
          <Text size="md" fw={600}>
            {printed ? t`Printed ${printed}` : t`Not printed`}
          </Text>
        </Group>
        {refused && (
          <Alert color="red" role="alert" title={t`The order was not changed`}>
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
              {i18n._(MOVE_TO_STATUS_ACTION[status])}
            </Button>
          ))}
          <Button size="lg" variant="default" loading={printing} onClick={() => onPrint(order)}>
            {order.printedAt ? <Trans>Reprint</Trans> : <Trans>Print ticket</Trans>}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
