import type {
  Category,
  MenuCategory,
  MenuItem,
  OptionChoice,
  OptionGroup,
} from '@/api/generated/model';

const uuid = (prefix: string, index: number) =>
  `${prefix}-0000-4000-8000-${String(index).padStart(12, '0')}`;

let choiceIndex = 0;
const choice = (name: string, price = 0, extra: Partial<OptionChoice> = {}): OptionChoice => ({
  _id: uuid('6c2d3e4f', (choiceIndex += 1)),
  name,
  price,
  default: false,
  ...extra,
});

const group = (
  index: number,
  name: string,
  rule: Pick<OptionGroup, 'minChoices' | 'maxChoices' | 'allowRepeats'>,
  choices: OptionChoice[],
): OptionGroup => ({ _id: uuid('4b1c2d3e', index), name, ...rule, choices });

/** Every pizza's size: exactly one, the smallest at the dish's own price. */
export const pizzaSizes = group(1, 'Size', { minChoices: 1, maxChoices: 1, allowRepeats: false }, [
  choice('Small 10"', 0, { default: true }),
  choice('Medium 12"', 3),
  choice('Large 14"', 5.5),
]);

/** Up to five toppings, a topping twice if you like; the anchovies ran out. */
export const pizzaToppings = group(
  2,
  'Toppings',
  { minChoices: 0, maxChoices: 5, allowRepeats: true },
  [
    choice('Extra mozzarella', 1.5),
    choice('Fresh basil', 0.5),
    choice('Kalamata olives', 1),
    choice('Wild mushrooms', 1.25),
    choice('Anchovies', 1.5, { soldOut: { until: null } }),
  ],
);

/** What a burger can come without: nothing costs anything. */
export const burgerRemovals = group(
  3,
  'Remove',
  { minChoices: 0, maxChoices: 4, allowRepeats: false },
  [choice('No onions'), choice('No pickles'), choice('No cheese'), choice('No house sauce')],
);

/** A drink's size: exactly one, regular unless the customer picks large. */
const drinkSizes = group(4, 'Drink size', { minChoices: 1, maxChoices: 1, allowRepeats: false }, [
  choice('Regular', 0, { default: true }),
  choice('Large', 1),
]);

/** Two salsas at least, up to three: a rule with a minimum and a maximum. */
export const tacoSalsas = group(
  5,
  'Salsas',
  { minChoices: 2, maxChoices: 3, allowRepeats: false },
  [
    choice('Pico de gallo'),
    choice('Salsa verde'),
    choice('Chipotle crema', 0.75),
    choice('Mango habanero', 0.75),
  ],
);

const dish = (
  index: number,
  name: string,
  category: MenuCategory,
  price: number,
  recipe: string,
  picture: string,
  extra: Partial<MenuItem> = {},
): MenuItem => ({
  _id: uuid('5d1c2b3a', index),
  name,
  category,
  price,
  recipe,
  image: `/menu-images/${picture}.webp`,
  optionGroups: [],
  available: true,
  ...extra,
  prepMinutes: extra.prepMinutes ?? 12,
});

const pizza = { optionGroups: [pizzaSizes, pizzaToppings] };
const drink = { optionGroups: [drinkSizes] };

/** A small menu in the kitchen's own order: twelve dishes, so a second page exists. */
export const sampleDishes: MenuItem[] = [
  dish(
    1,
    'Margherita Pizza',
    'pizza',
    14.5,
    'San Marzano tomato, fior di latte, fresh basil.',
    'margherita-pizza',
    pizza,
  ),
  dish(
    2,
    'Caesar Salad',
    'salad',
    9,
    'Romaine hearts, parmesan, croutons, anchovy dressing.',
    'classic-caesar-salad',
  ),
  dish(
    3,
    'Roasted Tomato Soup',
    'soup',
    7.25,
    'Slow-roasted tomatoes, sweet onion, cream.',
    'roasted-tomato-soup',
    {
      hours: { from: '11:00', to: '15:00' },
      available: false,
      unavailableReason: 'Served from 11:00 AM to 3:00 PM',
    },
  ),
  dish(
    4,
    'Chocolate Brownie',
    'dessert',
    8.5,
    'Dark chocolate with a molten heart.',
    'warm-chocolate-brownie',
    {
      soldOut: { until: '2026-03-15T00:00:00.000Z' },
      available: false,
      unavailableReason: 'Sold out until tomorrow',
    },
  ),
  dish(
    5,
    'Fresh Mint Lemonade',
    'drinks',
    4,
    'Squeezed lemons, garden mint, cane sugar.',
    'fresh-mint-lemonade',
    drink,
  ),
  dish(
    6,
    'Spicy Noodles',
    'popular',
    18,
    'Hand-pulled noodles, chili oil, spring onion.',
    'tonkotsu-ramen',
  ),
  dish(
    7,
    'Greek Salad',
    'salad',
    10.5,
    'Tomato, cucumber, olives and feta.',
    'greek-village-salad',
  ),
  dish(8, 'Tiramisu', 'dessert', 7, 'Espresso-soaked savoiardi, mascarpone, cocoa.', 'tiramisu'),
  dish(
    9,
    'Diavola Pizza',
    'pizza',
    16.95,
    'Spicy salami, chili, mozzarella.',
    'diavola-pizza',
    pizza,
  ),
  dish(
    10,
    'Funghi Pizza',
    'pizza',
    15.95,
    'Wild mushrooms, thyme, mozzarella.',
    'funghi-pizza',
    pizza,
  ),
  dish(
    11,
    'Cappuccino',
    'drinks',
    3.95,
    'Double espresso under silky milk foam.',
    'cappuccino',
    drink,
  ),
  dish(
    12,
    'Grilled Rib-Eye Steak',
    'popular',
    31.5,
    'Dry-aged rib-eye with herb butter.',
    'grilled-ribeye-steak',
  ),
];

/** A burger that comes without what the customer asks; not on the sample menu's twelve. */
export const smashBurger = dish(
  13,
  'Double Smash Burger',
  'popular',
  16.95,
  'Two smashed beef patties, American cheese, pickles, onions and house sauce.',
  'double-smash-burger',
  { optionGroups: [burgerRemovals] },
);

/** Tacos with a rule of two to three salsas. */
export const fishTacos = dish(
  14,
  'Baja Fish Tacos',
  'popular',
  15.95,
  'Crispy fish, cabbage slaw and lime, with the salsas you choose.',
  'baja-fish-tacos',
  { optionGroups: [tacoSalsas] },
);

export const dishNamed = (name: string): MenuItem => {
  const found = [...sampleDishes, smashBurger, fishTacos].find(
    (candidate) => candidate.name === name,
  );
  if (!found) throw new Error(`No sample dish is named ${name}`);
  return found;
};

/** The categories of a new shop, in its order, each with the dishes of the sample menu it holds. */
export const sampleCategories: Category[] = (
  [
    ['salad', 'Salad'],
    ['pizza', 'Pizza'],
    ['soup', 'Soups'],
    ['dessert', 'Desserts'],
    ['drinks', 'Drinks'],
    ['popular', 'Popular'],
  ] as const
).map(([key, name]) => ({
  key,
  name,
  dishes: sampleDishes.filter((dish) => dish.category === key).length,
}));
