import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { Overview } from '@/api/generated/model';
import { formatPrice } from '@/lib/money';

interface Figure {
  label: string;
  value: string;
  hint?: string;
}

const held = ({ orders }: Overview['today']['awaitingAcceptance'], i18n: I18n) =>
  orders === 0
    ? i18n._(msg`No card held`)
    : i18n._(
        msg`${plural(orders, {
          one: '# order: cards held, not charged until accepted',
          other: '# orders: cards held, not charged until accepted',
        })}`,
      );

const figuresOf = (overview: Overview, i18n: I18n): Figure[] => {
  const count = new Intl.NumberFormat(i18n.locale);
  return [
    {
      label: i18n._(msg`Revenue today`),
      value: formatPrice(overview.today.revenue),
      hint: i18n._(msg`Charged, less refunds`),
    },
    { label: i18n._(msg`Orders today`), value: count.format(overview.today.orders) },
    {
      label: i18n._(msg`Awaiting acceptance today`),
      value: formatPrice(overview.today.awaitingAcceptance.amount),
      hint: held(overview.today.awaitingAcceptance, i18n),
    },
    {
      label: i18n._(msg`Revenue this week`),
      value: formatPrice(overview.thisWeek.revenue),
      hint: i18n._(msg`From Monday; charged, less refunds`),
    },
    {
      label: i18n._(msg`Orders this week`),
      value: count.format(overview.thisWeek.orders),
      hint: i18n._(msg`From Monday`),
    },
    {
      label: i18n._(msg`Pending orders`),
      value: count.format(overview.pendingOrders),
      hint: i18n._(msg`Cards held, waiting for the kitchen to accept`),
    },
    { label: i18n._(msg`Dishes`), value: count.format(overview.dishes) },
    { label: i18n._(msg`Users`), value: count.format(overview.users) },
  ];
};

const FIGURE_COUNT = 8;

interface OverviewCardsProps {
  overview?: Overview;
  /** Set when the figures could not be read. */
  error?: string;
  onRetry?: () => void;
}

/** The dashboard's index: the figures an owner wants at a glance, as the server counts them. */
export function OverviewCards({ overview, error, onRetry }: OverviewCardsProps) {
  const { t, i18n } = useLingui();
  const timeZone = overview?.timeZone;
  if (error) {
    return (
      <Alert color="red" title={t`The figures could not be loaded`} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{error}</Text>
          {onRetry && (
            <Button size="compact-sm" variant="default" onClick={onRetry}>
              <Trans>Try again</Trans>
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }

  return (
    <Stack gap="xs">
      <SimpleGrid
        cols={{ base: 1, xs: 2, md: 3, lg: 4 }}
        spacing="md"
        aria-busy={!overview}
        aria-label={overview ? undefined : t`Loading the figures`}
        role={overview ? undefined : 'status'}
      >
        {overview
          ? figuresOf(overview, i18n).map((figure) => (
              <Card key={figure.label} padding="lg" component="section" aria-label={figure.label}>
                <Text size="sm" c="dimmed" fw={500}>
                  {figure.label}
                </Text>
                <Text fz={28} fw={700} lh={1.3}>
                  {figure.value}
                </Text>
                {figure.hint && (
                  <Text size="xs" c="dimmed">
                    {figure.hint}
                  </Text>
                )}
              </Card>
            ))
          : Array.from({ length: FIGURE_COUNT }, (_, index) => (
              <Card key={index} padding="lg">
                <Skeleton height={14} width="60%" mb="sm" />
                <Skeleton height={28} width="40%" />
              </Card>
            ))}
      </SimpleGrid>
      {overview && (
        <Text size="xs" c="dimmed">
          <Trans>
            Days and weeks in the shop&apos;s time zone, {timeZone}. Cancelled orders are not
            counted.
          </Trans>
        </Text>
      )}
    </Stack>
  );
}
