/** The dishes on the menu now: those an administrator took off stay only in carts and orders. */
export const ON_THE_MENU = { removedAt: null } as const;
