import { useLingui } from '@lingui/react/macro';
import { useElements, useStripe } from '@stripe/react-stripe-js';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { isApiError } from '@/api/fetcher';
import type { OrderRequest, Payment, Quote } from '@/api/generated/model';
import {
  useCreatePaymentIntent,
  useRecordPayment,
} from '@/api/generated/payments-mutations/payments-mutations';
import { getListMyCardsQueryKey } from '@/api/generated/users/users';
import { checkoutMessages, MIN_PAYABLE_DOLLARS } from '@/features/checkout/lib/checkout-messages';
import { quoteChangedMessage, quoteDiffers } from '@/features/checkout/lib/quote-change';

export interface CardPayer {
  name: string;
  email: string;
}

interface CardPaymentOptions {
  /** The total the customer is shown; the server refuses it if the cart has changed since. */
  totalDollars: number;
  payer: CardPayer;
  onPaid: (order: Payment) => void;
  /** The server's total differs from the one shown: the cart must be read again. */
  onCartChanged: () => void;
  /** How the customer wants the order (pickup or delivery, when, tip, code); left out, the seed client's order. */
  request?: OrderRequest;
  /** The bill and time the customer was shown: a payment for another total or time is not confirmed. */
  quote?: Quote;
  timeZone?: string;
  /** The screen's clock, which says "today" in the message of a changed order; the real one when left out. */
  now?: Date;
  /** Pay with this saved card of the customer's instead of the card typed in. */
  savedCard?: string;
  /** Keep the card typed in for the next orders. */
  saveCard?: boolean;
  /** Pay with a bank's own method (iDEAL, Bancontact), charged at once, instead of a card authorised for later. */
  payBy?: 'bank';
}

/**
 * Pays the shown total by card or wallet: the details checked by Stripe, a PaymentIntent from the shop, the payment
 * confirmed with Stripe (through the bank's 3-D Secure challenge when it asks for one), and the order recorded once
 * Stripe says it is authorised. A second click while paying does nothing.
 */
export function useCardPayment({
  totalDollars,
  payer,
  onPaid,
  onCartChanged,
  request,
  quote,
  timeZone,
  now,
  savedCard,
  saveCard,
  payBy,
}: CardPaymentOptions) {
  const { t, i18n } = useLingui();
  const SOMETHING_WENT_WRONG = t`The payment could not be completed. Please try again.`;
  const stripe = useStripe();
  const elements = useElements();
  const createIntent = useCreatePaymentIntent();
  const recordPayment = useRecordPayment();
  const queryClient = useQueryClient();
  const payingNow = useRef(false);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string>();
  const [transactionId, setTransactionId] = useState<string>();

  /**
   * Pays with the saved card chosen, the card in the Payment Element, or (`wallet`) the card a wallet of the Express
   * Checkout Element just gave: told when the shop or Stripe refuses, so that its sheet says so too.
   */
  const pay = async (wallet?: { paymentFailed: () => void }) => {
    const useSaved = savedCard !== undefined && wallet === undefined;
    const failed = (message: string) => {
      wallet?.paymentFailed();
      setError(message);
    };
    if (payingNow.current || !stripe || !elements) return wallet?.paymentFailed();
    if (!Number.isFinite(totalDollars) || totalDollars < MIN_PAYABLE_DOLLARS)
      return wallet?.paymentFailed();
    payingNow.current = true;
    let paid = false;
    setPaying(true);
    setError(undefined);
    try {
      const billing_details = { name: payer.name || undefined, email: payer.email || undefined };
      // The card typed in (or the wallet's) is checked by Stripe before the shop starts a payment and holds a slot;
      // a saved one is Stripe's already.
      if (!useSaved) {
        const submitted = await elements.submit();
        if (submitted.error) return failed(submitted.error.message ?? SOMETHING_WENT_WRONG);
      }

      const cardChoice = payBy
        ? { payBy }
        : useSaved
          ? { savedCard }
          : saveCard
            ? { saveCard: true }
            : {};
      const intent = await createIntent.mutateAsync({
        data: { ...request, ...cardChoice, price: totalDollars },
      });
      if (quote && quoteDiffers(quote, intent)) {
        failed(quoteChangedMessage(intent, now ?? new Date(), timeZone, i18n));
        return onCartChanged();
      }
      const { clientSecret } = intent;
      const confirmed = useSaved
        ? await stripe.confirmCardPayment(clientSecret, { payment_method: savedCard })
        : await stripe.confirmPayment({
            elements,
            clientSecret,
            // Cards and wallets never leave the page; a method that must (a bank's own page) comes back here.
            confirmParams: {
              return_url: `${window.location.origin}/process-checkout`,
              payment_method_data: { billing_details },
            },
            redirect: 'if_required',
          });
      if (confirmed.error) {
        // The bank's 3-D Secure challenge failed or was closed: said in the customer's words, and the card, the
        // cart and the choices stay as they are for another try.
        if (confirmed.error.code === 'payment_intent_authentication_failure')
          return failed(
            t`Your bank could not confirm this payment, so nothing was charged. Press Pay to try again, or use another card.`,
          );
        return failed(confirmed.error.message ?? SOMETHING_WENT_WRONG);
      }
      // The card is authorised (requires_capture) and charged when the kitchen accepts the order.
      const authorised = ['requires_capture', 'succeeded'].includes(confirmed.paymentIntent.status);
      if (!authorised) return failed(SOMETHING_WENT_WRONG);

      const order = await recordPayment.mutateAsync({
        data: { transactionId: confirmed.paymentIntent.id },
      });
      paid = true;
      if (saveCard) void queryClient.invalidateQueries({ queryKey: getListMyCardsQueryKey() });
      setTransactionId(order.transactionId);
      onPaid(order);
    } catch (failure) {
      wallet?.paymentFailed();
      if (isApiError(failure) && failure.status === 409) {
        setError(failure.message || checkoutMessages(i18n).cartChanged);
        onCartChanged();
      } else {
        setError(failure instanceof Error ? failure.message : SOMETHING_WENT_WRONG);
      }
    } finally {
      // A paid cart is never paid again from this form, even by a click that was already on its way.
      payingNow.current = paid;
      setPaying(false);
    }
  };

  return {
    ready: stripe !== null,
    paying,
    paid: transactionId !== undefined,
    error,
    setError,
    transactionId,
    pay,
  };
}
