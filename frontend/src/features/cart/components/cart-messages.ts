import { msg } from '@lingui/core/macro';

/** The cart's words, as the shop has always said them. */
export const CART_MESSAGES = {
  quantityCannotBeZero: msg`Item can't be zero`,
  deletedTitle: msg`Deleted!`,
  deletedText: msg`Your item has been deleted.`,
} as const;
