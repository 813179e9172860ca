import type { CartLine } from '../../../api/generated/model';

const line = (
  id: string,
  name: string,
  price: number,
  quantity: number,
  image: string,
): CartLine => ({
  _id: id,
  menuItemId: `dish-${id}`,
  name,
  price,
  quantity,
  image: `/menu-images/${image}.webp`,
  email: 'ada@example.com',
  available: true,
});

/** Ada's cart: 2 × $14.50 + 1 × $9.25 + 99 × $7.00 = $731.25. */
export const sampleCartLines: CartLine[] = [
  line('line-pizza', 'Margherita Pizza', 14.5, 2, 'margherita-pizza'),
  line('line-salad', 'Greek Salad', 9.25, 1, 'greek-village-salad'),
  line('line-cake', 'New York Cheesecake', 7, 99, 'new-york-cheesecake'),
];

/** Ada's cart after the kitchen took the pizza off the menu: still there, but not counted. */
export const cartWithDishGone: CartLine[] = sampleCartLines.map((cartLine) =>
  cartLine._id === 'line-pizza' ? { ...cartLine, available: false } : cartLine,
);
