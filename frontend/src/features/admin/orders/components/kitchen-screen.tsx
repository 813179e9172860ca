import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Badge,
  Button,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Order, OrderStatus } from '@/api/generated/model';
import {
  getGetOverviewQueryKey,
  getListKitchenOrdersQueryKey,
  getListOrdersQueryKey,
  useListKitchenOrders,
  useMarkOrderTicketPrinted,
} from '@/api/generated/orders-staff/orders-staff';
import { useGetShop } from '@/api/generated/shop/shop';
import { ORDER_STATUS_COLOR } from '@/components/order-status-badge';
import { type LiveState, useOrderEvents } from '@/lib/use-order-events';
import { useAlertSound } from '@/features/admin/orders/hooks/use-alert-sound';
import { useOrderStatus } from '@/features/admin/orders/hooks/use-order-status';
import {
  alertGroups,
  alertOf,
  type KitchenAlert,
  type KitchenAlertKind,
  moveKey,
  withAlert,
} from '@/features/admin/orders/lib/kitchen-alerts';
import { orderNumberOf } from '@/lib/order-number';
import { AdminPage } from '@/features/admin/shared/components/admin-page';
import { KitchenCard } from './kitchen-card';
import { KitchenPaceBar } from './kitchen-pace-bar';
import { PrintArea } from './kitchen-ticket';
import classes from './kitchen-screen.module.css';

/** The kitchen's stages, in the order food goes through them. */
const STAGES: { key: string; title: MessageDescriptor; statuses: OrderStatus[] }[] = [
  { key: 'new', title: msg`New`, statuses: ['order pending'] },
  { key: 'cooking', title: msg`Accepted and preparing`, statuses: ['accepted', 'preparing'] },
  { key: 'ready', title: msg`Ready`, statuses: ['ready'] },
];
const FINISHED: OrderStatus[] = ['completed', 'rejected', 'cancelled'];
/** A pending order that need not be answered for this long is scheduled: it waits apart, with its time to answer by. */
const SCHEDULED_AFTER_MS = 30 * 60_000;
/** Cards a stage shows before "Show all": a busy evening's list stays readable, and nothing is cut silently. */
const CARDS_SHOWN = 24;

const isScheduled = (order: Order, now: Date) =>
  order.status === 'order pending' &&
  order.answerBy !== null &&
  Date.parse(order.answerBy) - now.getTime() > SCHEDULED_AFTER_MS;

const ALERT_COLOR: Record<KitchenAlertKind, string> = {
  created: 'indigo.9',
  overdue: ORDER_STATUS_COLOR['order pending'],
  cancelled: ORDER_STATUS_COLOR.cancelled,
  rejected: ORDER_STATUS_COLOR.rejected,
};

const LIVE_WORDS: Record<LiveState, MessageDescriptor> = {
  connecting: msg`Connecting…`,
  live: msg`Live`,
  reconnecting: msg`Reconnecting…`,
};

/** The time now, again every half minute, for the orders' ages. */
function useNow() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

interface KitchenScreenProps {
  /** Hear the shop's order events as they happen; off in stories, which have no event stream. */
  live: boolean;
  /** Alerts raised before the screen opened (a story's). */
  initialAlerts?: KitchenAlert[];
}

/**
 * The kitchen's tablet: the unfinished orders by stage, soonest due first, kept live by the shop's events; a new
 * or cancelled order raises an alert (and a beep, once allowed) until someone acknowledges it.
 */
export function KitchenScreen({ live, initialAlerts = [] }: KitchenScreenProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const shop = useGetShop();
  const timeZone = shop.data?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const orders = useListKitchenOrders();
  const now = useNow();
  const [alerts, setAlerts] = useState(initialAlerts);
  const ownMoves = useRef(new Set<string>());

  const refresh = () =>
    Promise.all(
      [getListKitchenOrdersQueryKey(), getListOrdersQueryKey(), getGetOverviewQueryKey()].map(
        (queryKey) => queryClient.invalidateQueries({ queryKey }),
      ),
    );
  const liveState = useOrderEvents({
    enabled: live,
    onEvent: (event) => {
      setAlerts((shown) => withAlert(shown, alertOf(event, ownMoves.current)));
      void refresh();
    },
    onOpen: () => void refresh(),
  });

  const { dialog, ...moves } = useOrderStatus({
    timeZone,
    onSend: (order, change) => ownMoves.current.add(moveKey(order._id, change.status)),
  });
  // An order left waiting stops alerting once someone has answered it.
  const stillWaiting = (orderId: string) =>
    orders.data?.find((order) => order._id === orderId)?.status === 'order pending';
  const shownAlerts = alerts.filter(
    (alert) => alert.kind !== 'overdue' || stillWaiting(alert.orderId),
  );
  const sound = useAlertSound(
    shownAlerts.some((alert) => alert.kind === 'overdue')
      ? 'urgent'
      : shownAlerts.length > 0
        ? 'ringing'
        : 'silent',
  );

  const [ticket, setTicket] = useState<Order>();
  const markPrinted = useMarkOrderTicketPrinted({
    mutation: {
      onSettled: () => queryClient.invalidateQueries({ queryKey: getListKitchenOrdersQueryKey() }),
    },
  });
  const printTicket = (order: Order) => {
    // The ticket is in the page before the browser's print dialog opens on it.
    flushSync(() => setTicket(order));
    window.print();
    markPrinted.mutate({ id: order._id });
  };

  const [showAll, setShowAll] = useState<Record<string, boolean>>({});
  const referenceOf = (orderId: string) => {
    const order = orders.data?.find((found) => found._id === orderId);
    if (!order) return t`an order no longer listed`;
    // A cancellation says who cancelled it, and why.
    const reference = orderNumberOf(order);
    const reason = order.reason;
    return reason ? `${reference} (${reason})` : reference;
  };
  const acknowledge = (kind: KitchenAlertKind) =>
    setAlerts((shown) => shown.filter((alert) => alert.kind !== kind));

  const card = (order: Order) => (
    <KitchenCard
      key={order._id}
      order={order}
      timeZone={timeZone}
      now={now}
      busy={moves.busyOrderId === order._id}
      printing={markPrinted.isPending && markPrinted.variables.id === order._id}
      refused={moves.refused?.orderId === order._id ? moves.refused.message : undefined}
      onMove={moves.onMove}
      onPrint={printTicket}
    />
  );
  const finished = orders.data?.filter((order) => FINISHED.includes(order.status)) ?? [];
  const scheduled = orders.data?.filter((order) => isScheduled(order, now)) ?? [];
  const finishedCount = finished.length;
  const scheduledCount = scheduled.length;
  const cards = (key: string, staged: Order[]) => {
    const shown = showAll[key] ? staged : staged.slice(0, CARDS_SHOWN);
    const count = staged.length;
    const more = staged.length - shown.length;
    return (
      <>
        {shown.map(card)}
        {shown.length < staged.length && (
          <Button
            size="lg"
            variant="default"
            onClick={() => setShowAll((all) => ({ ...all, [key]: true }))}
          >
            <Trans>
              Show all {count} ({more} more)
            </Trans>
          </Button>
        )}
      </>
    );
  };

  return (
    <AdminPage title={t`Kitchen`} description={t`Orders to cook, soonest due first.`}>
      <Group justify="space-between" gap="sm">
        <Text fz="lg" fw={600} role="status">
          {live ? i18n._(LIVE_WORDS[liveState]) : t`Live updates off`}
        </Text>
        <Group gap="sm">
          {sound.on ? (
            <>
              <Badge size="lg" color="leaf.9" tt="none">
                <Trans>Sound on</Trans>
              </Badge>
              <Button size="lg" variant="default" onClick={sound.turnOff}>
                <Trans>Turn off sound</Trans>
              </Button>
            </>
          ) : (
            <Button size="lg" variant="light" onClick={sound.turnOn}>
              <Trans>Turn on sound</Trans>
            </Button>
          )}
        </Group>
      </Group>
      <KitchenPaceBar timeZone={timeZone} now={now} />
      {alertGroups(shownAlerts).map((group) => (
        <Alert
          key={group.kind}
          role="alert"
          variant="filled"
          color={ALERT_COLOR[group.kind]}
          title={
            <Text fz={24} fw={800}>
              {i18n._(group.headline)}
            </Text>
          }
        >
          <Group justify="space-between" gap="sm">
            <Text fz="lg" ff="monospace">
              {group.orderIds.map(referenceOf).join(' · ')}
            </Text>
            <Button size="lg" variant="white" color="dark" onClick={() => acknowledge(group.kind)}>
              <Trans>Acknowledge</Trans>
            </Button>
          </Group>
        </Alert>
      ))}
      {orders.isError ? (
        <Alert color="red" role="alert" title={t`The kitchen's orders could not be loaded`}>
          {orders.error.message}
        </Alert>
      ) : orders.data ? (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="md">
            {STAGES.map((stage) => {
              const staged = orders.data.filter(
                (order) => stage.statuses.includes(order.status) && !isScheduled(order, now),
              );
              const title = i18n._(stage.title);
              const count = staged.length;
              return (
                <Stack component="section" gap="sm" key={stage.key} aria-label={title}>
                  <Title order={2} fz={24}>
                    {title} ({count})
                  </Title>
                  {staged.length > 0 ? (
                    cards(stage.key, staged)
                  ) : (
                    <Text fz="lg" c="dimmed">
                      <Trans>Nothing here.</Trans>
                    </Text>
                  )}
                </Stack>
              );
            })}
          </SimpleGrid>
          <Stack component="section" gap="sm" aria-label={t`Scheduled for later`}>
            <Title order={2} fz={24}>
              <Trans>Scheduled for later ({scheduledCount})</Trans>
            </Title>
            {scheduled.length > 0 ? (
              <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="md">
                {cards('scheduled', scheduled)}
              </SimpleGrid>
            ) : (
              <Text fz="lg" c="dimmed">
                <Trans>No orders for later.</Trans>
              </Text>
            )}
          </Stack>
          <details className={classes.finished} aria-label={t`Finished in the last hour`}>
            <summary>
              <Trans>Finished in the last hour ({finishedCount})</Trans>
            </summary>
            <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="md">
              {finished.map(card)}
            </SimpleGrid>
          </details>
        </Stack>
      ) : (
        <Stack gap="sm" role="status" aria-label={t`Loading the kitchen's orders`}>
          {[1, 2, 3].map((row) => (
            <Skeleton key={row} height={160} />
          ))}
        </Stack>
      )}
      {dialog}
      <PrintArea order={ticket} timeZone={timeZone} />
    </AdminPage>
  );
}
