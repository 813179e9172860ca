import '@mantine/core/styles/Chip.layer.css';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Chip,
  Group,
  NumberInput,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { FramedPaymentElement } from '@/lib/stripe/framed-payment-element';
import type { GiftCardSent } from '@/api/generated/model';
import { useGiftCardPurchase } from '@/features/gift-cards/hooks/use-gift-card-purchase';
import {
  emptyGiftCard,
  type GiftCardDraft,
  type GiftCardField,
  giftCardAmounts,
  giftCardProblems,
  giftCardRange,
  giftCardRequest,
} from '@/features/gift-cards/lib/gift-card-purchase';
import { formatPrice } from '@/lib/money';
import { amountAffix } from '@/lib/money-input';
import { useBlockedReason } from '@/lib/connection';

interface GiftCardPurchaseFormProps {
  /** The buyer's name, which the e-mail says the card is from unless they give another. */
  buyerName: string;
  onSent: (sent: GiftCardSent) => void;
  /** The amount chosen changed: Stripe's elements show and check it. */
  onAmount: (amount: number) => void;
}

/** How much, for whom, a few words, and the card that pays: Pay sends the gift card once it is paid. */
export function GiftCardPurchaseForm({ buyerName, onSent, onAmount }: GiftCardPurchaseFormProps) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<GiftCardDraft>(emptyGiftCard);
  const [problems, setProblems] = useState<Partial<Record<GiftCardField, string>>>({});
  const { ready, paying, error, pay } = useGiftCardPurchase(onSent);
  const presets = giftCardAmounts();
  const { least, most } = giftCardRange();
  const [leastText, mostText] = [formatPrice(least), formatPrice(most)];

  // Stripe's elements show the amount in wallets and check it against the payment.
  useEffect(() => {
    if (draft.amount !== '' && draft.amount >= least && draft.amount <= most)
      onAmount(draft.amount);
  }, [draft.amount, least, most, onAmount]);

  const change = (next: Partial<GiftCardDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setProblems((current) => {
      const left = { ...current };
      for (const field of Object.keys(next)) delete left[field as GiftCardField];
      return left;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = giftCardProblems(draft, i18n);
    setProblems(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`gift-card-${first}`)?.focus();
      return;
    }
    void pay(giftCardRequest(draft));
  };

  const blockedReason = useBlockedReason();
  const amountText = draft.amount === '' ? '' : formatPrice(draft.amount);
  const preset = presets.find((amount) => amount === draft.amount);

  return (
    <Stack
      renderRoot={(props) => <form {...props} onSubmit={submit} noValidate />}
      gap="md"
      aria-labelledby="gift-card-form-title"
    >
      <Title order={2} fz="h3" id="gift-card-form-title">
        <Trans>Your gift card</Trans>
      </Title>
      <Stack gap={6}>
        <Text fw={500} size="sm" id="gift-card-presets">
          <Trans>Amount</Trans>
        </Text>
        <Chip.Group
          value={preset === undefined ? '' : String(preset)}
          onChange={(value) => change({ amount: Number(value) })}
        >
          <Group gap="xs" role="radiogroup" aria-labelledby="gift-card-presets">
            {presets.map((amount) => (
              <Chip key={amount} value={String(amount)} type="radio" color="leaf.9">
                {formatPrice(amount)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <NumberInput
          id="gift-card-amount"
          label={t`Or another amount`}
          description={t`From ${leastText} to ${mostText}.`}
          value={draft.amount}
          onChange={(value) => change({ amount: value === '' ? '' : Number(value) })}
          min={least}
          max={most}
          allowNegative={false}
          {...amountAffix()}
          error={problems.amount}
          maw={220}
        />
      </Stack>
      <TextInput
        id="gift-card-recipientEmail"
        label={t`Recipient’s e-mail`}
        description={t`The card and its code are sent there as soon as you have paid.`}
        type="email"
        autoComplete="off"
        required
        value={draft.recipientEmail}
        onChange={(event) => change({ recipientEmail: event.currentTarget.value })}
        error={problems.recipientEmail}
        maxLength={254}
      />
      <TextInput
        id="gift-card-recipientName"
        label={t`Recipient’s name`}
        value={draft.recipientName}
        onChange={(event) => change({ recipientName: event.currentTarget.value })}
        error={problems.recipientName}
        maxLength={100}
      />
      <TextInput
        id="gift-card-senderName"
        label={t`From`}
        placeholder={buyerName}
        description={t`How the e-mail names you; your name when left empty.`}
        value={draft.senderName}
        onChange={(event) => change({ senderName: event.currentTarget.value })}
        error={problems.senderName}
        maxLength={100}
      />
      <Textarea
        id="gift-card-message"
        label={t`Message`}
        autosize
        minRows={2}
        maxRows={6}
        value={draft.message}
        onChange={(event) => change({ message: event.currentTarget.value })}
        error={problems.message}
        maxLength={500}
      />
      <FramedPaymentElement
        testId="card-element"
        options={{ layout: 'tabs', fields: { billingDetails: { address: 'never' } } }}
      />
      <Button type="submit" loading={paying} disabled={!ready || blockedReason !== undefined}>
        {amountText ? t`Pay ${amountText}` : t`Pay`}
      </Button>
      {blockedReason && (
        <Text size="sm" c="dimmed">
          {blockedReason}
        </Text>
      )}
      {error && (
        <Text c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
