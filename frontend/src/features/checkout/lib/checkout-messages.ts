import { type I18n, i18n as activeI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The checkout's words in the language of `i18n` (a screen passes its own), read when used: "Payment successfull!",
 * the order's number and the payment's transaction id.
 */
export const checkoutMessages = (i18n: I18n = activeI18n) => ({
  get paid() {
    return i18n._(msg`Payment successfull!`);
  },
  orderNumber: (number: string) => i18n._(msg`Your order is ${number}.`),
  transactionId: (id: string) => i18n._(msg`Your transactionId is ${id}`),
  get cartChanged() {
    return i18n._(msg`Your cart changed while you were paying. Check the new total and pay again.`);
  },
});

/** The checkout's words in the active language. */
export const CHECKOUT_MESSAGES = checkoutMessages();

/** The smallest amount a card payment may be, in dollars. */
export const MIN_PAYABLE_DOLLARS = 1;
