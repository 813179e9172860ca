/** The cart's words, as the shop has always said them. */
export const CART_MESSAGES = {
  quantityCannotBeZero: "Item can't be zero",
  deletedTitle: 'Deleted!',
  deletedText: 'Your item has been deleted.',
} as const;
