import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useAuth } from '@/lib/auth/auth-context';
import { takeCartAdd } from '@/lib/pending-cart-add';
import { toastProblem } from '@/lib/toasts';
import { useAddToCart } from '@/features/cart/hooks/use-add-to-cart';

/** Puts the dish a visitor chose before signing in into their cart, once they are signed in. */
export function PendingCartAdd() {
  const { t } = useLingui();
  const { user } = useAuth();
  const { addLine } = useAddToCart();
  useEffect(() => {
    if (!user) return;
    const pending = takeCartAdd();
    if (!pending) return;
    const dishName = pending.dishName;
    addLine(pending.line).catch((error: Error) =>
      toastProblem({
        title: t`${dishName} was not added to your cart`,
        message: error.message,
      }),
    );
    // Once per sign-in; `addLine` is a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user]);
  return null;
}
