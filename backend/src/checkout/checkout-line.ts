import type { Allergen } from '../generated/prisma/client';
import type { LineChoice } from '../pricing/selection';

/** One line of what a customer was charged for: the cart line as it was when the payment intent was created. */
export interface CheckoutLine {
  cartLineId: string;
  /** Null once the dish has left the database (dishes are only taken off the menu now; older rows may lack it). */
  menuItemId: string | null;
  name: string;
  /** The price of one, with its choices. */
  priceCents: number;
  quantity: number;
  /** The choices with their group, name and price as charged; checkouts made before dishes had choices lack it. */
  choices?: LineChoice[];
  /** The dish's and its choices' allergens and traces; checkouts made before the shop recorded them lack them. */
  allergens?: Allergen[];
  mayContain?: Allergen[];
}
