import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { CardElement } from '@stripe/react-stripe-js';
import { IconBrandPaypal } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { type CardPayer, useCardPayment } from '@/features/checkout/hooks/use-card-payment';
import type { OrderRequest, Payment, Quote } from '@/api/generated/model';
import { checkoutMessages, MIN_PAYABLE_DOLLARS } from '@/features/checkout/lib/checkout-messages';
import { formatPrice } from '@/lib/money';
import { OFFLINE, useOnline } from '@/lib/connection';

interface CardPaymentFormProps {
  totalDollars: number;
  payer: CardPayer;
  /** Why paying is not possible right now (an empty cart, a total under the minimum). */
  blockedReason?: string;
  onPaid: (order: Payment) => void;
  onCartChanged: () => void;
  request?: OrderRequest;
  /** The bill the customer was shown; the payment is confirmed only for that total and time. */
  quote?: Quote;
  timeZone?: string;
  now?: Date;
}

/** The card field's frame, as Mantine's inputs have it. */
const CARD_BORDER = '1px solid var(--mantine-color-gray-5)';

/** The payment provider's name, the same in every language. */
const PAYPAL = 'PayPal';

const CARD_OPTIONS = {
  hidePostalCode: true,
  style: {
    base: { fontSize: '16px', color: '#1f2a1f', '::placeholder': { color: '#495057' } },
    invalid: { color: '#c92a2a' },
  },
};

/** The card form: Stripe's card element, Pay, the card's error in red, and PayPal (not offered yet). */
export function CardPaymentForm({
  blockedReason: orderBlockedReason,
  ...options
}: CardPaymentFormProps) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const blockedReason = orderBlockedReason ?? (online ? undefined : i18n._(OFFLINE));
  const { ready, paying, paid, error, setError, transactionId, pay } = useCardPayment(options);
  const total = formatPrice(options.totalDollars);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void pay();
  };

  return (
    <Stack component="form" onSubmit={submit} gap="md" aria-labelledby="card-payment-title">
      <Title order={2} fz="h3" id="card-payment-title">
        <Trans>Pay by card</Trans>
      </Title>
      <Box
        p="sm"
        bd={CARD_BORDER}
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
        data-testid="card-element"
      >
        <CardElement options={CARD_OPTIONS} onChange={(event) => setError(event.error?.message)} />
      </Box>
      <Button
        type="submit"
        loading={paying}
        disabled={!ready || paying || paid || blockedReason !== undefined}
        aria-describedby={blockedReason ? 'pay-blocked-reason' : undefined}
      >
        {/* The amount the card is asked for, as the bill above says it. */}
        {options.totalDollars >= MIN_PAYABLE_DOLLARS ? t`Pay ${total}` : t`Pay`}
      </Button>
      {blockedReason && (
        <Text size="sm" c="dimmed" id="pay-blocked-reason">
          {blockedReason}
        </Text>
      )}
      {error && (
        <Text c="red.8" role="alert">
          {error}
        </Text>
      )}
      {transactionId && (
        <Text c="leaf.9" fw={600} role="status">
          {checkoutMessages(i18n).transactionId(transactionId)}
        </Text>
      )}
      {/* Where the reason does not fit beside the button, it goes below it. */}
      <Group gap="xs" align="center">
        <Button
          variant="default"
          leftSection={<IconBrandPaypal size={18} aria-hidden="true" />}
          disabled
          aria-describedby="paypal-reason"
        >
          {PAYPAL}
        </Button>
        <Text size="sm" c="dimmed" id="paypal-reason">
          <Trans>PayPal is not available yet: please pay by card.</Trans>
        </Text>
      </Group>
    </Stack>
  );
}
