import { useLingui } from '@lingui/react/macro';
import { Card, Grid, Stack } from '@mantine/core';
import { Elements } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { useQueryClient } from '@tanstack/react-query';
import { getListSlotsQueryKey } from '@/api/generated/checkout/checkout';
import type { CartLine, Payment, SavedCard, Shop, SlotList } from '@/api/generated/model';
import type { CardPayer } from '@/features/checkout/hooks/use-card-payment';
import { useCheckoutOrder } from '@/features/checkout/hooks/use-checkout-order';
import { CHECKOUT_QUOTE_QUERY_KEY } from '@/features/checkout/hooks/use-checkout-quote';
import { AllergyNoteStep } from './allergy-note-step';
import { shopCurrency } from '@/lib/money';
import { paymentElementsOptions } from '@/lib/stripe/payment-elements';
import { CardPaymentForm } from './card-payment-form';
import { CheckoutBill } from './checkout-bill';
import { FulfilmentStep } from './fulfilment-step';
import { OrderSummary } from './order-summary';
import { BANK_METHODS, BankPaymentForm } from './bank-payment-form';
import { GiftCardOrderButton } from './gift-card-order-button';
import { GiftCardStep } from './gift-card-step';
import { PromoCodeStep } from './promo-code-step';
import { TimeStep } from './time-step';
import { TipStep } from './tip-step';

interface CheckoutChoicesStepsProps {
  stripe: Promise<Stripe | null> | null;
  lines: CartLine[];
  totalDollars: number;
  dishCount: number;
  payer: CardPayer;
  blockedReason?: string;
  onPaid: (order: Payment) => void;
  onCartChanged: () => void;
  savedCards?: SavedCard[];
  shop: Shop;
  slots: SlotList;
  now?: Date;
}

/**
 * The checkout in the order a customer answers it, on a phone one under the other: pickup or delivery, when,
 * the tip, a promo code, a gift card; then the dishes, the shop's bill with the promised time, and Pay (by card,
 * or one button when a gift card pays it all).
 */
export function CheckoutChoicesSteps({
  stripe,
  lines,
  dishCount,
  shop,
  slots,
  now = new Date(),
  blockedReason,
  onCartChanged,
  ...payment
}: CheckoutChoicesStepsProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const cartVersion = `${payment.totalDollars}:${dishCount}:${lines.length}`;
  const order = useCheckoutOrder(shop, slots, cartVersion);
  const { choices, change, quote } = order;

  const payBlockedReason =
    blockedReason ??
    order.missing ??
    order.refusal ??
    (!quote ? t`Working out your bill…` : order.updating ? t`Updating your bill…` : undefined);

  const readAgain = () => {
    onCartChanged();
    void queryClient.invalidateQueries({ queryKey: CHECKOUT_QUOTE_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: getListSlotsQueryKey() });
  };

  /** What the card and the bank forms both pay with: the bill shown, and what becomes of the order. */
  const paymentForm = {
    ...payment,
    totalDollars: quote?.bill.total ?? payment.totalDollars,
    blockedReason: payBlockedReason,
    onCartChanged: readAgain,
    request: order.request,
    quote,
    timeZone: shop.timeZone,
    now,
  };

  return (
    <Grid gap={{ base: 'md', md: 'xl' }}>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="md">
          <FulfilmentStep
            shop={shop}
            fulfilment={choices.fulfilment}
            address={choices.address}
            onFulfilment={(fulfilment) => change({ fulfilment })}
            onAddress={(address) => change({ address })}
            phone={choices.phone}
            onPhone={(phone) => change({ phone })}
            error={order.stepError('fulfilment')}
          />
          <TimeStep
            slots={slots}
            timeZone={shop.timeZone}
            now={now}
            when={choices.when}
            slot={choices.slot}
            onWhen={(when, slot) => change({ when, slot })}
            onSlot={(slot) => change({ slot })}
            error={order.stepError('time')}
          />
          {shop.tips.enabled && (
            <TipStep
              tips={shop.tips}
              tip={choices.tip}
              onTip={(tip) => change({ tip })}
              error={order.stepError('tip')}
            />
          )}
          <PromoCodeStep
            applied={quote?.bill.promoCode}
            checking={choices.promoCode !== undefined && !quote?.bill.promoCode && order.updating}
            onApply={order.applyPromoCode}
            onRemove={order.removePromoCode}
            error={order.promoError}
          />
          <GiftCardStep
            applied={
              choices.giftCard && quote?.bill.giftCard
                ? { code: choices.giftCard, pays: quote.bill.giftCard }
                : undefined
            }
            checking={choices.giftCard !== undefined && !quote?.bill.giftCard && order.updating}
            onApply={order.applyGiftCard}
            onRemove={order.removeGiftCard}
            error={order.giftCardError}
          />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md">
          <OrderSummary
            lines={lines}
            totalDollars={payment.totalDollars}
            dishCount={dishCount}
            totalLabel={t`Subtotal`}
          />
          <AllergyNoteStep
            note={choices.allergyNote}
            onNote={(allergyNote) => change({ allergyNote })}
          />
          <CheckoutBill
            quote={quote}
            updating={order.updating}
            notice={
              order.missing ??
              order.orderRefusal ??
              (order.refusal ? t`Change what is marked above to see the bill.` : undefined)
            }
            timeZone={shop.timeZone}
            now={now}
            serviceFee={shop.serviceFee}
          />
          <Card padding="lg">
            {quote?.bill.due === 0 ? (
              <GiftCardOrderButton
                totalDollars={quote.bill.total}
                request={order.request}
                blockedReason={payBlockedReason}
                onPaid={payment.onPaid}
                onCartChanged={readAgain}
              />
            ) : (
              <Elements
                stripe={stripe}
                options={paymentElementsOptions(
                  quote?.bill.due ?? quote?.bill.total ?? payment.totalDollars,
                  i18n.locale,
                )}
              >
                <CardPaymentForm {...paymentForm} dueDollars={quote?.bill.due} />
              </Elements>
            )}
          </Card>
          {shopCurrency() === 'EUR' && quote && quote.bill.due !== 0 && (
            <Card padding="lg">
              <Elements
                stripe={stripe}
                options={paymentElementsOptions(
                  quote.bill.due ?? quote.bill.total,
                  i18n.locale,
                  'automatic',
                  BANK_METHODS,
                )}
              >
                <BankPaymentForm {...paymentForm} dueDollars={quote.bill.due ?? quote.bill.total} />
              </Elements>
            </Card>
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
