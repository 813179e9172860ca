import { useLingui } from '@lingui/react/macro';
import { Card, Stack, Text } from '@mantine/core';
import type { ReconciliationDifference as Difference } from '@/api/generated/model';
import { UserText } from '@/components/user-text';
import { formatPrice } from '@/lib/money';

/** One difference between Stripe and the shop, in words: the order, the payment, and what each says. */
export function ReconciliationDifference({ difference }: { difference: Difference }) {
  const { t } = useLingui();
  const stripe = formatPrice(difference.stripe);
  const shop = formatPrice(difference.shop);
  const number = difference.order?.number;
  const status = difference.stripeStatus;
  const [title, words] = (() => {
    switch (difference.kind) {
      case 'payment-without-order':
        return [
          t`Payment without an order`,
          t`Stripe took or holds ${stripe} in this payment, and no order or gift card of the shop accounts for it.`,
        ];
      case 'order-without-payment':
        return [
          t`Order #${number} without a payment`,
          status
            ? t`The order says its card paid ${shop}; Stripe holds and took nothing of this payment (${status}).`
            : t`The order says its card paid ${shop}; Stripe knows no such payment.`,
        ];
      case 'authorisation-differs':
        return [
          t`Order #${number}: the hold differs`,
          t`Stripe holds ${stripe} on the card; the order says ${shop} is held.`,
        ];
      case 'capture-differs':
        return [
          t`Order #${number}: the charge differs`,
          t`Stripe took ${stripe}; the order says ${shop} was charged.`,
        ];
      case 'refund-differs':
        return [
          t`Order #${number}: the refunds differ`,
          t`Stripe's refunds come to ${stripe}; the order says ${shop} went back to the card.`,
        ];
    }
  })();
  return (
    <Card component="article" padding="md" withBorder aria-label={title}>
      <Stack gap={4}>
        <Text fw={700}>{title}</Text>
        <Text size="sm">{words}</Text>
        <UserText size="xs" c="dimmed" ff="monospace">
          {difference.transactionId}
        </UserText>
      </Stack>
    </Card>
  );
}
