/** The cart's words, as the shop has always said them. */
export const CART_MESSAGES = {
  quantityCannotBeZero: "Item can't be zero",
  confirmTitle: 'Are you sure?',
  confirmText: "You won't be able to revert this!",
  confirmButton: 'Yes, delete it!',
  deletedTitle: 'Deleted!',
  deletedText: 'Your item has been deleted.',
} as const;

export const TOAST_MS = 1500;
