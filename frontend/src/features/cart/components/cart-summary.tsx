import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { ServiceFee } from '@/api/generated/model';
import { ButtonLink } from '@/components/link';
import { ServiceFeeNote } from '@/components/service-fee-note';
import { UserText } from '@/components/user-text';
import { formatDishCount } from '@/lib/menu/dish-count';
import { fromMinorUnits, formatPrice } from '@/lib/money';

interface CartCustomer {
  name: string;
  email: string;
  userId: string;
}

interface CartSummaryProps {
  customer: CartCustomer;
  dishCount: number;
  totalCents: number;
  /** Why the cart cannot go on to paying yet (empty, or holding a dish that left the menu). */
  blockedReason?: string;
  /** The shop's mandatory fee, which the total leaves out: said, with its purpose, beneath it. */
  serviceFee?: ServiceFee | null;
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text c="dimmed">{label}</Text>
      <UserText fw={500} ta="end">
        {value}
      </UserText>
    </Group>
  );
}

/** Who is ordering, what the cart comes to, and the way on to paying. */
export function CartSummary({
  customer,
  dishCount,
  totalCents,
  blockedReason,
  serviceFee,
}: CartSummaryProps) {
  const { t } = useLingui();
  return (
    <Card padding="lg" component="section" aria-labelledby="cart-summary-title">
      <Stack gap="sm">
        <Title order={2} fz="h3" id="cart-summary-title">
          <Trans>Customer details</Trans>
        </Title>
        <Detail label={t`Name`} value={customer.name} />
        <Detail label={t`Email`} value={customer.email} />
        <Detail label={t`User id`} value={customer.userId} />
        <Divider my="xs" />
        <Detail label={t`Total items`} value={formatDishCount(dishCount)} />
        <Detail label={t`Total price`} value={formatPrice(fromMinorUnits(totalCents))} />
        <ServiceFeeNote fee={serviceFee} />
        {blockedReason ? (
          <>
            <Button disabled fullWidth mt="sm" aria-describedby="cart-blocked-reason">
              <Trans>Proceed Checkout</Trans>
            </Button>
            <Text size="sm" c="dimmed" id="cart-blocked-reason">
              {blockedReason}
            </Text>
          </>
        ) : (
          <ButtonLink to="/process-checkout" fullWidth mt="sm">
            <Trans>Proceed Checkout</Trans>
          </ButtonLink>
        )}
      </Stack>
    </Card>
  );
}
