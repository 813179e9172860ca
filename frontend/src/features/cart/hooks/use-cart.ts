import { getListCartLinesQueryKey, useListCartLines } from '@/api/generated/carts/carts';
import { useLingui } from '@lingui/react';
import { useAuth } from '@/lib/auth/auth-context';

/** Every cart query, whoever it belongs to: what to refresh after the cart changed. */
export const CART_QUERY_KEY = getListCartLinesQueryKey();

/**
 * The signed-in customer's cart lines, their dishes named in the interface's language; nothing is asked while nobody
 * is signed in.
 */
export function useCart() {
  const { user } = useAuth();
  const { i18n } = useLingui();
  const email = user?.email ?? '';
  return useListCartLines({ email, language: i18n.locale }, undefined, {
    query: { enabled: email !== '' },
  });
}
