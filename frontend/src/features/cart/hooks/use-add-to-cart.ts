import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { noAnswer } from '@/api/fetcher';
import type { CartLineInput } from '@/api/generated/model';
import { loadOnceUnlessItFails } from '@/lib/load-once';
import { toastDone, toastProblem } from '@/lib/toasts';

// The add's code comes with the first add (a tap waits for it); a chunk lost on the way is a connection that failed.
const loadSendCartLine = loadOnceUnlessItFails(() =>
  import('./send-cart-line').then(
    (module) => module.sendCartLine,
    () => Promise.reject(noAnswer()),
  ),
);

/** Puts dishes in the signed-in customer's cart, and says in a toast that it did. */
export function useAddToCart() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const addLine = async (line: CartLineInput) => {
    const sendCartLine = await loadSendCartLine();
    await sendCartLine(queryClient, line);
    toastDone(t`Food added on the cart.`);
  };
  return {
    /** One more of a dish without choices to make, in one tap; a refusal shows as a toast. */
    addDish: (menuItemId: string) =>
      void addLine({ menuItemId }).catch((error: Error) => toastProblem(error.message)),
    /** A dish with the choices the customer made; the promise rejects with the shop's refusal, for the dialog to show. */
    addLine,
  };
}
