import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { CartLine } from '@/api/generated/model';
import { LineAllergens } from '@/components/line-allergens';
import { LineChoices } from '@/components/line-choices';
import { UserText } from '@/components/user-text';
import { formatDishCount } from '@/lib/menu/dish-count';
import { fromMinorUnits, toMinorUnits, formatPrice } from '@/lib/money';
import { lineName } from '@/lib/menu/option-rules';

interface OrderSummaryProps {
  lines: CartLine[];
  totalDollars: number;
  dishCount: number;
  /** What the cart's total is called: "Subtotal" beside a bill that adds to it. */
  totalLabel?: string;
}

/** One line of the order: the dish and how many, its choices under it, and what it costs. */
function SummaryLine({ line }: { line: CartLine }) {
  return (
    <Group
      component="li"
      justify="space-between"
      align="flex-start"
      wrap="nowrap"
      gap="sm"
      aria-label={lineName(line)}
    >
      <div style={{ minWidth: 0 }}>
        <UserText fw={500}>{`${line.name} × ${line.quantity}`}</UserText>
        <LineChoices choices={line.choices} />
        <LineAllergens allergens={line.allergens} mayContain={line.mayContain} />
      </div>
      {line.available ? (
        <Text fw={500} style={{ whiteSpace: 'nowrap' }}>
          {formatPrice(fromMinorUnits(toMinorUnits(line.price) * line.quantity))}
        </Text>
      ) : (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          <Trans>Not counted</Trans>
        </Text>
      )}
    </Group>
  );
}

/** What the customer is about to pay for: each line with its choices, then the totals. */
export function OrderSummary({ lines, totalDollars, dishCount, totalLabel }: OrderSummaryProps) {
  const { t } = useLingui();
  return (
    <Card padding="lg" component="section" aria-labelledby="order-summary-title">
      <Stack gap="sm">
        <Title order={2} fz="h3" id="order-summary-title">
          <Trans>Order summary</Trans>
        </Title>
        {lines.length > 0 && (
          <>
            <Stack
              component="ul"
              gap="xs"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label={t`Dishes`}
            >
              {lines.map((line) => (
                <SummaryLine key={line._id} line={line} />
              ))}
            </Stack>
            <Divider />
          </>
        )}
        <Group justify="space-between">
          <Text c="dimmed">{totalLabel ?? t`Total price`}</Text>
          <Text fw={700}>{formatPrice(totalDollars)}</Text>
        </Group>
        <Group justify="space-between">
          <Text c="dimmed">
            <Trans>Number of items</Trans>
          </Text>
          <Text fw={700}>{formatDishCount(dishCount)}</Text>
        </Group>
      </Stack>
    </Card>
  );
}
