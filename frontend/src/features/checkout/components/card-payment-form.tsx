import '@/components/choice-styles.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Checkbox, Divider, Radio, Stack, Text, Title } from '@mantine/core';
import { ExpressCheckoutElement, useElements } from '@stripe/react-stripe-js';
import { type FormEvent, useEffect, useState } from 'react';
import { FramedPaymentElement } from '@/lib/stripe/framed-payment-element';
import { type CardPayer, useCardPayment } from '@/features/checkout/hooks/use-card-payment';
import type { OrderRequest, Payment, Quote, SavedCard } from '@/api/generated/model';
import { cardExpiry, cardName } from '@/components/card-name';
import { checkoutMessages, MIN_PAYABLE_DOLLARS } from '@/features/checkout/lib/checkout-messages';
import { formatPrice } from '@/lib/money';
import { useBlockedReason } from '@/lib/connection';

interface CardPaymentFormProps {
  totalDollars: number;
  /** What is left for the card to pay after a gift card's part, when one pays part of the bill. */
  dueDollars?: number;
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
  /** The customer's saved cards: offered first, the newest chosen, with a new card as the last choice. */
  savedCards?: SavedCard[];
}

/** The choice of a card typed in now, beside the saved ones. */
const NEW_CARD = 'new';

/** The postcode and country of a card are not asked: the shop needs neither to take the payment. */
const PAYMENT_ELEMENT_OPTIONS = {
  layout: 'tabs',
  fields: { billingDetails: { address: 'never' } },
} as const;

/**
 * The way to pay: the wallets Stripe offers on this device (Apple Pay, Google Pay, Link: the Express Checkout
 * Element) first, then the customer's saved cards or Stripe's Payment Element (with "keep this card"), Pay, and
 * the payment's error in red.
 */
export function CardPaymentForm({
  blockedReason: orderBlockedReason,
  savedCards = [],
  dueDollars,
  ...options
}: CardPaymentFormProps) {
  const { t, i18n } = useLingui();
  const blockedReason = useBlockedReason(orderBlockedReason);
  const [chosen, setChosen] = useState<string>();
  const [keepCard, setKeepCard] = useState(false);
  // The newest saved card, until the customer chooses; a card removed meanwhile is no longer a choice.
  const cardId = savedCards.some((card) => card.id === chosen)
    ? chosen
    : chosen === NEW_CARD
      ? NEW_CARD
      : (savedCards[0]?.id ?? NEW_CARD);
  const newCard = cardId === NEW_CARD;
  const { ready, paying, paid, error, setError, transactionId, pay } = useCardPayment({
    ...options,
    savedCard: newCard ? undefined : cardId,
    saveCard: newCard && keepCard,
  });
  const elements = useElements();
  // Stripe checks that a payment made to keep its card says so on the elements too.
  useEffect(() => {
    void elements?.update({ setupFutureUsage: newCard && keepCard ? 'off_session' : null });
  }, [elements, newCard, keepCard]);
  const [wallets, setWallets] = useState(true);
  const payBlocked = !ready || paying || paid || blockedReason !== undefined;
  const charged = dueDollars ?? options.totalDollars;
  const total = formatPrice(charged);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void pay();
  };

  return (
    <Stack component="form" onSubmit={submit} gap="md" aria-labelledby="card-payment-title">
      <Title order={2} fz="h3" id="card-payment-title">
        <Trans>Pay</Trans>
      </Title>
      {wallets && (
        <Stack gap="xs">
          <Box data-testid="express-checkout">
            <ExpressCheckoutElement
              options={{ buttonHeight: 44 }}
              onReady={({ availablePaymentMethods }) =>
                setWallets(Boolean(availablePaymentMethods))
              }
              onClick={(event) => {
                // A wallet's sheet opens only for an order the shop can take now.
                if (payBlocked)
                  return setError(blockedReason ?? t`Wait for your bill before paying.`);
                event.resolve();
              }}
              onConfirm={(event) => void pay(event)}
            />
          </Box>
          <Divider label={t`or pay by card`} labelPosition="center" />
        </Stack>
      )}
      {savedCards.length > 0 && (
        <Radio.Group
          label={t`Pay with`}
          value={cardId}
          onChange={(value) => {
            setChosen(value);
            setError(undefined);
          }}
        >
          <Stack gap="xs" mt={6}>
            {savedCards.map((card) => {
              const expiry = cardExpiry(card);
              return (
                <Radio
                  key={card.id}
                  value={card.id}
                  label={cardName(card)}
                  description={t`Expires ${expiry}`}
                />
              );
            })}
            <Radio value={NEW_CARD} label={t`A new card`} />
          </Stack>
        </Radio.Group>
      )}
      {/* Hidden rather than gone while a saved card is chosen: what was typed in stays for another try. */}
      <Stack gap="xs" display={newCard ? undefined : 'none'}>
        <FramedPaymentElement
          testId="card-element"
          options={PAYMENT_ELEMENT_OPTIONS}
          onChange={() => setError(undefined)}
        />
        <Checkbox
          label={t`Keep this card for my next orders`}
          description={t`Stripe keeps it; the shop never sees its number. Remove it any time from your profile.`}
          checked={keepCard}
          onChange={(event) => setKeepCard(event.currentTarget.checked)}
        />
      </Stack>
      <Button
        type="submit"
        loading={paying}
        disabled={payBlocked}
        aria-describedby={blockedReason ? 'pay-blocked-reason' : undefined}
      >
        {/* The amount the card is asked for, as the bill above says it. */}
        {charged >= MIN_PAYABLE_DOLLARS ? t`Pay ${total}` : t`Pay`}
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
    </Stack>
  );
}
