export const CHECKOUT_MESSAGES = {
  paid: 'Payment successfull!',
  orderNumber: (number: string) => `Your order is ${number}.`,
  transactionId: (id: string) => `Your transactionId is ${id}`,
  cartChanged: 'Your cart changed while you were paying. Check the new total and pay again.',
} as const;

/** The smallest amount a card payment may be, in dollars. */
export const MIN_PAYABLE_DOLLARS = 1;
