import type {
  Allergen,
  CartLine,
  ChosenOption,
  MenuItem,
  OptionChoice,
  OptionGroupAdmin,
  Order,
  User,
} from '@/api/generated/model';
import { listCartLinesResponseUnavailableReasonMax } from '@/api/generated/zod/carts/carts.zod';
import {
  addCartLineBodyChoicesItemQuantityMax,
  updateCartLineBodyQuantityMax,
} from '@/api/generated/zod/carts-mutations/carts-mutations.zod';
import {
  createMenuItemBodyPriceMax,
  createMenuItemBodyRecipeMax,
} from '@/api/generated/zod/menu-staff/menu-staff.zod';
import {
  createOptionGroupBodyChoicesItemNameMax,
  createOptionGroupBodyChoicesItemPriceMax,
  createOptionGroupBodyNameMax,
} from '@/api/generated/zod/option-groups/option-groups.zod';
import { registerUserBodyNameMax } from '@/api/generated/zod/users-mutations/users-mutations.zod';
import { MAX_SEARCH_LENGTH } from '@/lib/menu/dish-search';
import { orderProgress } from './order-progress';

/**
 * The longest values the contract lets each field hold, for stories and journeys that check no screen is pushed
 * wider than a phone or a desktop. Capitals and words without a space are the hardest case: nothing to break at.
 */

/** A 254-character address (the contract's limit). */
export const LONGEST_EMAIL = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;

/** A 100-character name, the most a name field takes. */
export const LONGEST_NAME =
  'Maximiliana Wilhelmina Bartholomea Wolfeschlegelsteinhausenbergerdorff-Featherstonehaugh de la Rivas';

/** A phone number as long as the contract allows: 32 characters, 15 digits. */
const LONGEST_PHONE = '+1 (2) 3 4 5 6 7 8 9 0 1 2 3 4 5';

/** The longest allergy note the contract takes: 300 characters of what a worried customer writes. */
const LONGEST_ALLERGY_NOTE =
  'Severe peanut and tree nut allergy (anaphylaxis): please cook with clean pans, utensils and gloves, keep it away from anything with nuts, sesame or their oils, and check every sauce, dressing and topping. '
    .repeat(2)
    .slice(0, 300);

/** A 100-character name without a space or a hyphen to break it at. */
export const LONGEST_UNBROKEN_NAME = 'WOLFESCHLEGELSTEINHAUSENBERGERDORFF'
  .repeat(3)
  .slice(0, registerUserBodyNameMax);

/** An 80-character dish name, all one word. */
export const LONGEST_DISH_NAME =
  'TRUFFLEDMUSHROOMRISOTTOWITHPARMESANCRISPSANDAGEDBALSAMICREDUCTIONFORTWOTOSHARE!!';

/** A 1000-character recipe whose first word alone is wider than a phone. */
export const LONGEST_RECIPE =
  `${'Carnaroli'.repeat(12)} rice, ${'slowly stirred with warm stock, '.repeat(40)}`
    .padEnd(createMenuItemBodyRecipeMax, 'x')
    .slice(0, createMenuItemBodyRecipeMax);

/** A 60-character option group name, all one word. */
const LONGEST_GROUP_NAME = 'CHOOSEYOURFAVOURITEHANDSTRETCHEDSOURDOUGHCRUSTSIZE'
  .repeat(2)
  .slice(0, createOptionGroupBodyNameMax);

/** A 60-character choice name, all one word. */
const LONGEST_CHOICE_NAME = 'EXTRAMATUREDBUFFALOMOZZARELLAFROMCAMPANIA'
  .repeat(2)
  .slice(0, createOptionGroupBodyChoicesItemNameMax);

/** A 200-character reason why a dish or a cart line cannot be ordered now. */
export const LONGEST_UNAVAILABLE_REASON =
  `${'Sold out until the kitchen receives its next delivery of '.repeat(4)}`
    .padEnd(listCartLinesResponseUnavailableReasonMax, '!')
    .slice(0, listCartLinesResponseUnavailableReasonMax);

/** An 80-character search, as long as the menu's search field takes. */
export const LONGEST_SEARCH = 'M'.repeat(MAX_SEARCH_LENGTH);

/** The longest transaction id the contract takes: pi_ and 250 characters. */
const LONGEST_TRANSACTION_ID = `pi_${'3QxYz'.repeat(50)}`;

const id = (n: number) => `0b1c2d3e-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Customers and an administrator with the longest names and addresses, with and without spaces. */
export const longestUsers: User[] = [
  {
    _id: id(1),
    name: LONGEST_UNBROKEN_NAME,
    email: LONGEST_EMAIL,
    emailVerified: true,
    role: 'manager',
  },
  {
    _id: id(2),
    name: LONGEST_NAME,
    email: `z${LONGEST_EMAIL.slice(1)}`,
    emailVerified: false,
    role: 'customer',
  },
  {
    _id: id(3),
    name: LONGEST_UNBROKEN_NAME,
    email: `y${LONGEST_EMAIL.slice(1)}`,
    emailVerified: true,
    role: 'customer',
  },
];

/** The 14 allergens of EU Annex II: the longest list a dish, a choice or a line can carry. */
const ALL_ALLERGENS: Allergen[] = [
  'celery',
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'lupin',
  'milk',
  'molluscs',
  'mustard',
  'nuts',
  'peanuts',
  'sesame',
  'soya',
  'sulphites',
];

/** A dish with the longest name and recipe, at the highest price the contract takes. */
export const longestDish: MenuItem = {
  _id: id(10),
  name: LONGEST_DISH_NAME,
  category: 'popular',
  price: createMenuItemBodyPriceMax,
  recipe: LONGEST_RECIPE,
  image: '/menu-images/margherita-pizza.webp',
  optionGroups: [],
  prepMinutes: 240,
  available: true,
  // Every allergen and every diet, and the most energy the contract takes.
  allergens: ALL_ALLERGENS,
  mayContain: ALL_ALLERGENS,
  diets: ['vegetarian', 'vegan', 'gluten-free', 'dairy-free', 'halal', 'kosher'],
  kcal: 10_000,
};

const longestChoice = (n: number, extra: Partial<OptionChoice> = {}): OptionChoice => ({
  _id: id(40 + n),
  name: `${n}${LONGEST_CHOICE_NAME.slice(1)}`,
  price: createOptionGroupBodyChoicesItemPriceMax,
  default: false,
  allergens: ALL_ALLERGENS,
  mayContain: ALL_ALLERGENS,
  kcal: 10_000,
  ...extra,
});

/** That dish with option groups of the longest names: one choice of three, and up to 50 with repeats. */
export const longestDishWithOptions: MenuItem = {
  ...longestDish,
  _id: id(11),
  optionGroups: [
    {
      _id: id(50),
      name: LONGEST_GROUP_NAME,
      minChoices: 1,
      maxChoices: 1,
      allowRepeats: false,
      choices: [longestChoice(1, { default: true }), longestChoice(2), longestChoice(3)],
    },
    {
      _id: id(51),
      name: `2${LONGEST_GROUP_NAME.slice(1)}`,
      minChoices: 0,
      maxChoices: addCartLineBodyChoicesItemQuantityMax,
      allowRepeats: true,
      choices: [longestChoice(4), longestChoice(5, { soldOut: { until: null } })],
    },
  ],
};

/** The most of the longest choice a line can hold. */
const longestChosen: ChosenOption = {
  choiceId: id(41),
  group: LONGEST_GROUP_NAME,
  name: LONGEST_CHOICE_NAME,
  price: createOptionGroupBodyChoicesItemPriceMax,
  quantity: addCartLineBodyChoicesItemQuantityMax,
};

/** A cart line of that dish, 99 of them. */
export const longestCartLine: CartLine = {
  _id: id(20),
  menuItemId: longestDish._id,
  name: longestDish.name,
  price: longestDish.price,
  quantity: updateCartLineBodyQuantityMax,
  image: longestDish.image,
  email: LONGEST_EMAIL,
  choices: [longestChosen, { ...longestChosen, group: `2${LONGEST_GROUP_NAME.slice(1)}` }],
  allergens: ALL_ALLERGENS,
  mayContain: [],
  available: true,
};

/** The same line when it cannot be ordered, for the longest reason. */
export const longestUnavailableCartLine: CartLine = {
  ...longestCartLine,
  _id: id(23),
  available: false,
  unavailableReason: LONGEST_UNAVAILABLE_REASON,
};

/** An order of the longest dish names, with the longest transaction id and address. */
export const longestOrder: Order = {
  _id: id(30),
  number: 2_147_483_647,
  email: LONGEST_EMAIL,
  customerName: LONGEST_NAME,
  phone: LONGEST_PHONE,
  allergyNote: LONGEST_ALLERGY_NOTE,
  transactionId: LONGEST_TRANSACTION_ID,
  price: 99_999.99,
  quantity: 2,
  status: 'order pending',
  itemName: [LONGEST_DISH_NAME, LONGEST_DISH_NAME.toLowerCase()],
  cartItems: [id(21), id(22)],
  menuItems: [id(11), id(12)],
  createdAt: '2026-12-31T23:59:00.000Z',
  ...orderProgress('order pending', '2026-12-31T23:59:00.000Z', 99_999.99),
  printedAt: null,
  lines: [
    {
      menuItemId: id(11),
      name: LONGEST_DISH_NAME,
      price: 1_010,
      quantity: 99,
      choices: longestCartLine.choices,
      allergens: ALL_ALLERGENS,
      mayContain: [],
    },
    {
      menuItemId: null,
      name: LONGEST_DISH_NAME.toLowerCase(),
      price: 9.99,
      quantity: 1,
      choices: [],
      allergens: [],
      mayContain: [],
    },
  ],
  fulfilment: 'delivery',
  address: {
    line1: 'W'.repeat(120),
    line2: 'W'.repeat(120),
    city: 'W'.repeat(80),
    postcode: 'WWWWWWWWWWWW',
    instructions: 'W '.repeat(100).trim(),
  },
  promisedAt: '2026-12-31T23:59:00.000Z',
  bill: {
    subtotal: 99_999.99,
    discount: 99_999.99,
    serviceFee: 99_999.99,
    serviceFeeName: 'W'.repeat(40),
    deliveryFee: 1_000,
    tip: 99_999.99,
    tax: 99_999.99,
    taxIncluded: false,
    total: 99_999.99,
    promoCode: 'W'.repeat(32),
    deliveryZone: 'W'.repeat(60),
  },
  nextStatuses: ['preparing', 'cancelled'],
};

/** An option group with the longest names, the highest price change, sold out, offered by the longest dish. */
export const longestOptionGroup: OptionGroupAdmin = {
  _id: id(40),
  name: LONGEST_GROUP_NAME,
  minChoices: 2,
  maxChoices: 50,
  allowRepeats: true,
  choices: [
    {
      _id: id(41),
      name: LONGEST_CHOICE_NAME,
      price: createOptionGroupBodyChoicesItemPriceMax,
      default: true,
      allergens: ALL_ALLERGENS,
      mayContain: ALL_ALLERGENS,
      kcal: 10_000,
      soldOut: { until: '2026-12-31T23:00:00.000Z' },
    },
    {
      _id: id(42),
      name: LONGEST_CHOICE_NAME.toLowerCase(),
      price: 0,
      default: false,
      allergens: [],
      mayContain: [],
    },
  ],
  menuItemIds: [longestDish._id],
};
