import type { CartLine, ChosenOption } from '@/api/generated/model';

const line = (
  id: string,
  name: string,
  price: number,
  quantity: number,
  image: string,
  extra: Partial<CartLine> = {},
): CartLine => ({
  _id: id,
  menuItemId: `dish-${id}`,
  name,
  price,
  quantity,
  image: `/menu-images/${image}.webp`,
  email: 'ada@example.com',
  choices: [],
  available: true,
  ...extra,
});

const chosen = (group: string, name: string, price = 0, quantity = 1): ChosenOption => ({
  choiceId: `choice-${name.toLowerCase().replace(/\W+/g, '-')}`,
  group,
  name,
  price,
  quantity,
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

/**
 * Two Margheritas made differently, a burger without onions, and a lemonade whose large size ran out:
 * 1 × $22.00 + 2 × $14.50 + 1 × $16.95 = $67.95, the lemonade not counted.
 */
export const cartWithChoices: CartLine[] = [
  line('line-large-pizza', 'Margherita Pizza', 22, 1, 'margherita-pizza', {
    menuItemId: 'dish-margherita',
    choices: [
      chosen('Size', 'Large 14"', 5.5),
      chosen('Toppings', 'Extra mozzarella', 1.5, 2),
      chosen('Toppings', 'Fresh basil', 0.5),
    ],
  }),
  line('line-small-pizza', 'Margherita Pizza', 14.5, 2, 'margherita-pizza', {
    menuItemId: 'dish-margherita',
    choices: [chosen('Size', 'Small 10"')],
  }),
  line('line-burger', 'Double Smash Burger', 16.95, 1, 'double-smash-burger', {
    choices: [chosen('Remove', 'No onions')],
  }),
  line('line-lemonade', 'Fresh Mint Lemonade', 5, 1, 'fresh-mint-lemonade', {
    choices: [chosen('Drink size', 'Large', 1)],
    available: false,
    unavailableReason: 'Large is sold out until tomorrow',
  }),
];
