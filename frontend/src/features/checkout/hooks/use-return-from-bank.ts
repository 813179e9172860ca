import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { Payment } from '@/api/generated/model';
import { useRecordPayment } from '@/api/generated/payments-mutations/payments-mutations';

/**
 * A payment that left for its bank's page comes back to the checkout with Stripe's `payment_intent` and
 * `redirect_status` in the address: an authorised one is recorded as its order (once, however often the page is
 * reloaded: the shop answers an order recorded already), a failed one is said. The address is cleaned at once.
 * Answers what to tell the customer, if anything.
 */
export function useReturnFromBank(onPaid: (order: Payment) => void): string | undefined {
  const { t } = useLingui();
  const record = useRecordPayment();
  const [message, setMessage] = useState<string>();
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const params = new URLSearchParams(window.location.search);
    const transactionId = params.get('payment_intent');
    if (!transactionId) return;
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (params.get('redirect_status') !== 'succeeded') {
      setMessage(
        t`Your bank did not confirm the payment, so nothing was charged. Pay again, or another way.`,
      );
      return;
    }
    record.mutate(
      { data: { transactionId } },
      { onSuccess: onPaid, onError: (error) => setMessage(error.message) },
    );
  }, [record, onPaid, t]);
  return message;
}
