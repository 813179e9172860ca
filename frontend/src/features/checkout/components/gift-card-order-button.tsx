import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useRef } from 'react';
import { isApiError } from '@/api/fetcher';
import type { OrderRequest, Payment } from '@/api/generated/model';
import { usePlaceGiftCardOrder } from '@/api/generated/payments-mutations/payments-mutations';
import { useBlockedReason } from '@/lib/connection';

interface GiftCardOrderButtonProps {
  /** The bill's total, which the gift card pays in full: the shop places the order only for that total. */
  totalDollars: number;
  request?: OrderRequest;
  /** Why the order cannot be placed right now (a choice missing, the bill being worked out). */
  blockedReason?: string;
  onPaid: (order: Payment) => void;
  /** The shop's bill is no longer this one (the cart, or the gift card's balance, changed): read it again. */
  onCartChanged: () => void;
}

/** When a gift card pays the whole bill, no card is asked: one button places the order. */
export function GiftCardOrderButton({
  totalDollars,
  request,
  blockedReason: orderBlockedReason,
  onPaid,
  onCartChanged,
}: GiftCardOrderButtonProps) {
  const { t } = useLingui();
  const blockedReason = useBlockedReason(orderBlockedReason);
  const place = usePlaceGiftCardOrder();
  // A second click while the first is on its way places nothing more.
  const placing = useRef(false);
  const submit = async () => {
    if (placing.current || blockedReason) return;
    placing.current = true;
    try {
      onPaid(await place.mutateAsync({ data: { ...request, price: totalDollars } }));
    } catch (failure) {
      placing.current = false;
      if (isApiError(failure) && failure.status === 409) onCartChanged();
    }
  };
  const error = place.error?.message;

  return (
    <Stack gap="md" aria-labelledby="gift-card-order-title">
      <Title order={2} fz="h3" id="gift-card-order-title">
        <Trans>Pay</Trans>
      </Title>
      <Text>
        <Trans>Your gift card pays the whole bill: no card is needed.</Trans>
      </Text>
      <Button
        onClick={() => void submit()}
        loading={place.isPending}
        disabled={blockedReason !== undefined || place.isSuccess}
        aria-describedby={blockedReason ? 'gift-card-order-blocked' : undefined}
      >
        {t`Place order`}
      </Button>
      {blockedReason && (
        <Text size="sm" c="dimmed" id="gift-card-order-blocked">
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
