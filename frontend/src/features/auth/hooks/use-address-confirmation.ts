import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useAuth } from '@/lib/auth/auth-context';
import { isApiError } from '@/api/api-error';
import { toastDone } from '@/lib/toasts';

/** How often an open page asks whether the link was opened, e.g. on a phone, while the tab is in view. */
const CONFIRMATION_CHECK_MS = 15_000;

export type ResendState = 'idle' | 'sending' | 'sent' | 'too-many' | 'failed';

/**
 * While a customer's address is not verified: notices the link being opened anywhere without a new sign-in
 * (when the tab comes back into view and every 15 seconds), and sends the link again on request.
 */
export function useAddressConfirmation() {
  const { t } = useLingui();
  const { checkEmailVerified, sendEmailVerification } = useAuth();
  const [resendState, setResendState] = useState<ResendState>('idle');

  useEffect(() => {
    let checking = false;
    const check = () => {
      if (checking || document.visibilityState === 'hidden') return;
      checking = true;
      void checkEmailVerified()
        .catch(() => false)
        .then((verified) => {
          checking = false;
          if (verified) toastDone(t`Thank you: your e-mail address is confirmed.`);
        });
    };
    const timer = setInterval(check, CONFIRMATION_CHECK_MS);
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', check);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', check);
    };
  }, [checkEmailVerified, t]);

  const resend = async () => {
    setResendState('sending');
    try {
      await sendEmailVerification();
      setResendState('sent');
    } catch (error) {
      setResendState(isApiError(error) && error.status === 429 ? 'too-many' : 'failed');
    }
  };

  return { resend, resendState };
}
