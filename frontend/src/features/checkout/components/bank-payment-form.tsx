import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { FramedPaymentElement } from '@/lib/stripe/framed-payment-element';
import type { OrderRequest, Payment, Quote } from '@/api/generated/model';
import { type CardPayer, useCardPayment } from '@/features/checkout/hooks/use-card-payment';
import { useBlockedReason } from '@/lib/connection';
import { formatPrice } from '@/lib/money';

/** The banks' own methods a euro shop takes, charged at once. */
export const BANK_METHODS = ['ideal', 'bancontact'];

interface BankPaymentFormProps {
  /** The bill's total, which the shop checks, and what the bank is asked for (after a gift card's part). */
  totalDollars: number;
  dueDollars: number;
  payer: CardPayer;
  blockedReason?: string;
  onPaid: (order: Payment) => void;
  onCartChanged: () => void;
  request?: OrderRequest;
  quote?: Quote;
  timeZone?: string;
  now?: Date;
}

/**
 * Paying with the customer's own bank (iDEAL, Bancontact): they approve the payment at their bank and come back to
 * the checkout, which finishes the order. A bank cannot hold money for later, so the payment is taken at once and
 * refunded if the kitchen does not take the order; the form says so before Pay.
 */
export function BankPaymentForm({
  dueDollars,
  blockedReason: orderBlockedReason,
  ...options
}: BankPaymentFormProps) {
  const { t } = useLingui();
  const blockedReason = useBlockedReason(orderBlockedReason);
  const { ready, paying, error, pay } = useCardPayment({ ...options, payBy: 'bank' });
  const due = formatPrice(dueDollars);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void pay();
  };

  return (
    <Stack
      renderRoot={(props) => <form {...props} onSubmit={submit} />}
      gap="md"
      aria-labelledby="bank-payment-title"
    >
      <Title order={2} fz="h3" id="bank-payment-title">
        <Trans>Pay with your bank</Trans>
      </Title>
      <Text size="sm">
        <Trans>
          iDEAL or Bancontact: you approve the payment at your bank. It is taken at once, and
          refunded if the kitchen cannot take your order.
        </Trans>
      </Text>
      <FramedPaymentElement />
      <Button
        type="submit"
        variant="default"
        loading={paying}
        disabled={!ready || paying || blockedReason !== undefined}
      >
        {t`Pay ${due} with your bank`}
      </Button>
      {error && (
        <Text c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
