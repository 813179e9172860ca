import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { Payment } from '@/api/generated/model';
import { CART_QUERY_KEY } from '@/features/cart/hooks/use-cart';
import { CHECKOUT_MESSAGES } from '@/features/checkout/lib/checkout-messages';
import { ORDERS_QUERY_KEY } from '@/features/orders/hooks/use-orders';
import { orderNumberOf } from '@/lib/order-number';
import { readAgainAfterChange } from '@/lib/query-client';
import { toastDone } from '@/lib/toasts';

/**
 * What follows a payment, from the checkout or the cart's wallet: the order's number in a toast, the orders read
 * again, and on to /order.
 */
export function useOrderPaid(): (order: Payment) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (order) => {
    toastDone({
      title: CHECKOUT_MESSAGES.paid,
      message: `${CHECKOUT_MESSAGES.orderNumber(orderNumberOf(order))} ${CHECKOUT_MESSAGES.transactionId(order.transactionId)}`,
    });
    void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
    // The cart is read again once the page has gone: read here, its empty cart would be quoted, and refused.
    void navigate({ to: '/order' }).then(() => readAgainAfterChange(queryClient, CART_QUERY_KEY));
  };
}
