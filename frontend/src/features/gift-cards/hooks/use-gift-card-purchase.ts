import { useLingui } from '@lingui/react/macro';
import { useElements, useStripe } from '@stripe/react-stripe-js';
import { useRef, useState } from 'react';
import { useBuyGiftCard, useCompleteGiftCardPurchase } from '@/api/generated/gift-cards/gift-cards';
import type { GiftCardPurchaseRequest, GiftCardSent } from '@/api/generated/model';

/**
 * Buys a gift card: Stripe checks the card typed in, the shop starts the payment, Stripe.js confirms it (through
 * the bank's 3-D Secure challenge when it asks for one), and the shop issues and sends the card once it is paid.
 * A second press while paying does nothing.
 */
export function useGiftCardPurchase(onSent: (sent: GiftCardSent) => void) {
  const { t } = useLingui();
  const SOMETHING_WENT_WRONG = t`The payment could not be completed. Please try again.`;
  const stripe = useStripe();
  const elements = useElements();
  const buy = useBuyGiftCard();
  const complete = useCompleteGiftCardPurchase();
  const busy = useRef(false);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string>();

  const pay = async (request: GiftCardPurchaseRequest) => {
    if (busy.current || !stripe || !elements) return;
    busy.current = true;
    setPaying(true);
    setError(undefined);
    try {
      const submitted = await elements.submit();
      if (submitted.error) return setError(submitted.error.message ?? SOMETHING_WENT_WRONG);
      const purchase = await buy.mutateAsync({ data: request });
      const confirmed = await stripe.confirmPayment({
        elements,
        clientSecret: purchase.clientSecret,
        confirmParams: { return_url: `${window.location.origin}/gift-cards` },
        redirect: 'if_required',
      });
      if (confirmed.error) {
        if (confirmed.error.code === 'payment_intent_authentication_failure')
          return setError(
            t`Your bank could not confirm this payment, so nothing was charged. Press Pay to try again, or use another card.`,
          );
        return setError(confirmed.error.message ?? SOMETHING_WENT_WRONG);
      }
      onSent(await complete.mutateAsync({ transactionId: confirmed.paymentIntent.id }));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : SOMETHING_WENT_WRONG);
    } finally {
      busy.current = false;
      setPaying(false);
    }
  };

  return { ready: stripe !== null, paying, error, pay };
}
