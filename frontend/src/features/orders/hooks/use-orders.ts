import { getListPaymentsQueryKey, useListPayments } from '@/api/generated/payments/payments';
import { useAuth } from '@/lib/auth/auth-context';

/** Every order query, whoever it belongs to: what to refresh after a payment. */
export const ORDERS_QUERY_KEY = getListPaymentsQueryKey();

/** The signed-in customer's orders, newest first. */
export function useOrders() {
  const { user } = useAuth();
  const email = user?.email ?? '';
  return useListPayments({ email }, { query: { enabled: email !== '' } });
}
