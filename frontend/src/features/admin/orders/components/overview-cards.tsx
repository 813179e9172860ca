import { Alert, Button, Card, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { Overview } from '@/api/generated/model';
import { formatPrice } from '@/lib/money';

interface Figure {
  label: string;
  value: string;
  hint?: string;
}

const count = new Intl.NumberFormat('en-US');

const held = ({ orders }: Overview['today']['awaitingAcceptance']) =>
  orders === 0
    ? 'No card held'
    : `${count.format(orders)} ${orders === 1 ? 'order' : 'orders'}: cards held, not charged until accepted`;

const figuresOf = (overview: Overview): Figure[] => [
  {
    label: 'Revenue today',
    value: formatPrice(overview.today.revenue),
    hint: 'Charged, less refunds',
  },
  { label: 'Orders today', value: count.format(overview.today.orders) },
  {
    label: 'Awaiting acceptance today',
    value: formatPrice(overview.today.awaitingAcceptance.amount),
    hint: held(overview.today.awaitingAcceptance),
  },
  {
    label: 'Revenue this week',
    value: formatPrice(overview.thisWeek.revenue),
    hint: 'From Monday; charged, less refunds',
  },
  { label: 'Orders this week', value: count.format(overview.thisWeek.orders), hint: 'From Monday' },
  {
    label: 'Pending orders',
    value: count.format(overview.pendingOrders),
    hint: 'Cards held, waiting for the kitchen to accept',
  },
  { label: 'Dishes', value: count.format(overview.dishes) },
  { label: 'Users', value: count.format(overview.users) },
];

const FIGURE_COUNT = 8;

interface OverviewCardsProps {
  overview?: Overview;
  /** Set when the figures could not be read. */
  error?: string;
  onRetry?: () => void;
}

/** The dashboard's index: the figures an owner wants at a glance, as the server counts them. */
export function OverviewCards({ overview, error, onRetry }: OverviewCardsProps) {
  if (error) {
    return (
      <Alert color="red" title="The figures could not be loaded" role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{error}</Text>
          {onRetry && (
            <Button size="compact-sm" variant="default" onClick={onRetry}>
              Try again
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
        aria-label={overview ? undefined : 'Loading the figures'}
        role={overview ? undefined : 'status'}
      >
        {overview
          ? figuresOf(overview).map((figure) => (
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
          Days and weeks in the shop&apos;s time zone, {overview.timeZone}. Cancelled orders are not
          counted.
        </Text>
      )}
    </Stack>
  );
}
