import { Trans } from '@lingui/react/macro';
import { Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { Quote, ServiceFee } from '@/api/generated/model';
import { BillRows } from '@/components/bill-rows';
import { ServiceFeeNote } from '@/components/service-fee-note';
import { formatPromisedTime } from '@/lib/time/promised-times';

interface CheckoutBillProps {
  quote?: Quote;
  /** The bill shown is an earlier one while the shop works out the next. */
  updating: boolean;
  /** Why there is no bill yet: a choice still to make, or the shop's refusal that is about the whole order. */
  notice?: string;
  timeZone: string;
  now: Date;
  /** The shop's mandatory fee: what it pays for is said beneath a bill that charges it. */
  serviceFee?: ServiceFee | null;
}

/** The bill of the order as chosen and when it will be ready, shown before Pay. */
export function CheckoutBill({
  quote,
  updating,
  notice,
  timeZone,
  now,
  serviceFee,
}: CheckoutBillProps) {
  return (
    <Card
      padding="lg"
      component="section"
      aria-labelledby="checkout-bill-title"
      aria-busy={updating}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="h3" id="checkout-bill-title">
            <Trans>Your bill</Trans>
          </Title>
          {quote && updating && (
            <Group gap={6} wrap="nowrap">
              <Loader size="xs" aria-hidden="true" />
              <Text size="sm" c="dimmed">
                <Trans>Updating…</Trans>
              </Text>
            </Group>
          )}
        </Group>
        {quote && (
          <Text fw={600} data-testid="promised-time">
            {formatPromisedTime(quote.fulfilment, quote.promisedAt, now, timeZone)}
          </Text>
        )}
        {notice && (
          <Text c={quote ? 'dimmed' : 'red.8'} size="sm" data-testid="bill-notice">
            {notice}
          </Text>
        )}
        {quote ? (
          <>
            <BillRows bill={quote.bill} fulfilment={quote.fulfilment} />
            {quote.bill.serviceFee > 0 && <ServiceFeeNote fee={serviceFee} />}
          </>
        ) : (
          !notice && (
            <Group gap="xs" role="status">
              <Loader size="sm" aria-hidden="true" />
              <Text size="sm" c="dimmed">
                <Trans>Working out your bill…</Trans>
              </Text>
            </Group>
          )
        )}
      </Stack>
    </Card>
  );
}
