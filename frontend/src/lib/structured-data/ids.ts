/** The restaurant's and the menu's identifiers, so that each page's JSON-LD can point at what another describes. */
export const restaurantId = (origin: string) => `${origin}/#restaurant`;
export const menuId = (origin: string) => `${origin}/menu#menu`;
