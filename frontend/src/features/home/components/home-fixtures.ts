/* eslint-disable lingui/no-unlocalized-strings -- the stories' dishes, as the staff type them: not the interface's words */
import type { MenuItem } from '@/api/generated/model';

/** The popular dishes as the static menu file lists them. */
export const popularDishes: MenuItem[] = [
  [
    'double-smash-burger',
    'Double Smash Burger',
    16.95,
    'Two smashed beef patties, American cheese, pickles and house sauce.',
  ],
  [
    'tonkotsu-ramen',
    'Tonkotsu Ramen',
    17.95,
    'Rich pork broth, chashu, soft egg and spring onion.',
  ],
  ['baja-fish-tacos', 'Baja Fish Tacos', 15.95, 'Crispy fish, cabbage slaw and chipotle crema.'],
  [
    'grilled-ribeye-steak',
    'Grilled Ribeye Steak',
    31.5,
    'Dry-aged rib-eye with herb butter and fries.',
  ],
  [
    'chicken-tikka-masala',
    'Chicken Tikka Masala',
    18.5,
    'Charred chicken in a spiced tomato cream sauce.',
  ],
  [
    'spaghetti-carbonara',
    'Spaghetti Carbonara',
    16.45,
    'Guanciale, egg yolk, pecorino and black pepper.',
  ],
].map(([slug, name, price, recipe]) => ({
  _id: String(slug),
  name: String(name),
  price: Number(price),
  recipe: String(recipe),
  image: `/menu-images/${String(slug)}.webp`,
  category: 'popular',
  optionGroups: [],
  prepMinutes: 12,
  available: true,
  allergens: [],
  mayContain: [],
  diets: [],
}));
