/* eslint-disable lingui/no-unlocalized-strings -- sample data for stories and tests: what staff and customers typed, not the interface's words */
import type {
  MenuItem,
  OptionChoice,
  OptionGroupAdmin,
  Order,
  OrderPage,
  OrderStatus,
  Overview,
  User,
} from '@/api/generated/model';
import { orderProgress } from '@/test/order-progress';

const id = (n: number) => `7a3e0c1d-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Ada owns the shop and Grace manages it; Linus and Margaret are customers. */
export const sampleUsers: User[] = [
  {
    _id: id(1),
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    emailVerified: true,
    role: 'owner',
  },
  {
    _id: id(2),
    name: 'Grace Hopper',
    email: 'grace@example.com',
    emailVerified: true,
    role: 'manager',
  },
  {
    _id: id(3),
    name: 'Linus Torvalds',
    email: 'linus@example.com',
    emailVerified: true,
    role: 'customer',
  },
  {
    _id: id(4),
    name: 'Margaret Hamilton',
    email: 'margaret@example.com',
    emailVerified: false,
    role: 'customer',
  },
];

export const sampleOverview: Overview = {
  timeZone: 'Europe/Paris',
  today: { orders: 4, revenue: 86.5, awaitingAcceptance: { orders: 2, amount: 41.75 } },
  thisWeek: { orders: 31, revenue: 742.25, awaitingAcceptance: { orders: 2, amount: 41.75 } },
  pendingOrders: 3,
  dishes: 46,
  users: 128,
};

/** A customer's allergy note, as the kitchen reads it. */
export const COELIAC_NOTE = 'Coeliac: no gluten at all, please.';

const choice = (n: number, name: string, price: number, extra: Partial<OptionChoice> = {}) => ({
  _id: id(600 + n),
  name,
  price,
  default: false,
  allergens: [],
  mayContain: [],
  ...extra,
});

/** The kitchen's option groups: the pizzas' sizes and toppings (mushrooms sold out), a burger's and a drink's. */
export const sampleOptionGroups: OptionGroupAdmin[] = [
  {
    _id: id(701),
    name: 'Pizza sizes',
    minChoices: 1,
    maxChoices: 1,
    allowRepeats: false,
    choices: [
      choice(1, 'Small (25 cm)', 0, { default: true }),
      choice(2, 'Medium (30 cm)', 2.5),
      choice(3, 'Large (35 cm)', 4.5),
    ],
    menuItemIds: [id(101)],
  },
  {
    _id: id(702),
    name: 'Toppings',
    minChoices: 0,
    maxChoices: 5,
    allowRepeats: true,
    choices: [
      choice(4, 'Extra mozzarella', 1.5),
      choice(5, 'Fresh basil', 0),
      choice(6, 'Kalamata olives', 1),
      choice(7, 'Mushrooms', 1.25, { soldOut: { until: null } }),
    ],
    menuItemIds: [id(101)],
  },
  {
    _id: id(703),
    name: 'Remove',
    minChoices: 0,
    maxChoices: 4,
    allowRepeats: false,
    choices: [
      choice(8, 'No onions', 0),
      choice(9, 'No pickles', 0),
      choice(10, 'No tomato', 0),
      choice(11, 'No lettuce', 0),
    ],
    menuItemIds: [],
  },
  {
    _id: id(704),
    name: 'Drink sizes',
    minChoices: 1,
    maxChoices: 1,
    allowRepeats: false,
    choices: [choice(12, 'Regular (33 cl)', 0, { default: true }), choice(13, 'Large (50 cl)', 1)],
    menuItemIds: [],
  },
];

const withoutMenuItemIds = ({ menuItemIds: _, ...group }: OptionGroupAdmin) => group;

const dish = (
  n: number,
  name: string,
  price: number,
  picture: string,
  extra: Partial<MenuItem> = {},
): MenuItem => ({
  _id: id(100 + n),
  name,
  category: 'pizza',
  price,
  recipe: `${name}, as the kitchen makes it.`,
  image: `/menu-images/${picture}.webp`,
  optionGroups: [],
  prepMinutes: 10,
  available: true,
  allergens: [],
  mayContain: [],
  diets: [],
  ...extra,
});

/** A time the fixtures' "until tomorrow" ends at: midnight in Paris, where the sample shop is. */
export const TOMORROW_MIDNIGHT = '2026-11-23T23:00:00.000Z';

/** A pizza with sizes and toppings, a plain salad, a ramen sold out for the day, a waffle served at breakfast. */
export const sampleDishes: MenuItem[] = [
  dish(1, 'Margherita Pizza', 14.5, 'margherita-pizza', {
    optionGroups: sampleOptionGroups.slice(0, 2).map(withoutMenuItemIds),
  }),
  dish(2, 'Greek Village Salad', 11.25, 'greek-village-salad'),
  dish(3, 'Tonkotsu Ramen', 16, 'tonkotsu-ramen', {
    soldOut: { until: TOMORROW_MIDNIGHT },
    available: false,
    unavailableReason: 'Sold out until tomorrow',
  }),
  dish(4, 'Belgian Waffle', 8.75, 'belgian-waffle', {
    hours: { from: '07:00', to: '11:00' },
    available: false,
    unavailableReason: 'Served from 07:00 to 11:00',
  }),
];

/** Twelve dishes, so that Manage Items has a second page. */
export const manyDishes: MenuItem[] = Array.from({ length: 12 }, (_, index) => ({
  ...sampleDishes[index % sampleDishes.length],
  _id: id(200 + index),
  name: `${sampleDishes[index % sampleDishes.length].name} ${index + 1}`,
}));

/** The moves the shop's server answers for an order in each status (`nextStatuses`), as stand-ins answer them. */
const NEXT_STATUSES: Record<OrderStatus, OrderStatus[]> = {
  'order pending': ['accepted', 'rejected'],
  accepted: ['preparing', 'cancelled'],
  preparing: ['ready', 'cancelled'],
  ready: ['completed', 'cancelled'],
  completed: [],
  rejected: [],
  cancelled: [],
};

/** An order moved to a status, with the moves the server would then answer. */
export const inStatus = (order: Order, status: OrderStatus): Order => ({
  ...order,
  ...orderProgress(status, order.createdAt, order.price),
  status,
  nextStatuses: NEXT_STATUSES[status],
});

/** Odd orders go to Linus's door with WELCOME10 and a tip; even ones Margaret collects. */
const delivered: Pick<Order, 'fulfilment' | 'address' | 'promisedAt' | 'bill' | 'price'> = {
  fulfilment: 'delivery',
  address: {
    line1: '12 Rue des Lilas',
    line2: 'Flat 3',
    city: 'Paris',
    postcode: '75011',
    instructions: 'Ring twice',
  },
  promisedAt: '2026-11-22T20:15:00.000Z',
  // 48.25 − 4.83 + 3.50 + 6.51 tip + 4.69 (10 % tax on the food and the fee, added on top).
  bill: {
    subtotal: 48.25,
    discount: 4.83,
    serviceFee: 0,
    deliveryFee: 3.5,
    tip: 6.51,
    tax: 4.69,
    taxIncluded: false,
    total: 58.12,
    promoCode: 'WELCOME10',
    deliveryZone: 'Paris 11e',
  },
  price: 58.12,
};
const collected: Pick<Order, 'fulfilment' | 'address' | 'promisedAt' | 'bill'> = {
  fulfilment: 'pickup',
  address: null,
  promisedAt: '2026-11-22T19:45:00.000Z',
  bill: {
    subtotal: 48.25,
    discount: 0,
    serviceFee: 0,
    deliveryFee: 0,
    tip: 0,
    tax: 4.39,
    taxIncluded: true,
    total: 48.25,
  },
};

const order = (n: number, status: OrderStatus, createdAt: string): Order => ({
  _id: id(300 + n),
  number: 1040 + n,
  email: n % 2 ? 'linus@example.com' : 'margaret@example.com',
  customerName: n % 2 ? 'Linus Torvalds' : 'Margaret Hamilton',
  phone: n % 2 ? '+358 40 123 4567' : null,
  allergyNote: n % 3 === 1 ? COELIAC_NOTE : null,
  transactionId: `pi_3Order${n}`,
  price: 48.25,
  quantity: 2,
  status,
  itemName: ['Margherita Pizza', 'Belgian Waffle'],
  cartItems: [id(400 + n), id(500 + n)],
  menuItems: [id(101), id(104)],
  createdAt,
  lines: [
    {
      menuItemId: id(101),
      name: 'Margherita Pizza',
      // One pizza with its choices: 14.50 + 2.50 + 2 × 1.50.
      price: 20,
      quantity: 2,
      choices: [
        {
          choiceId: id(602),
          group: 'Pizza sizes',
          name: 'Medium (30 cm)',
          price: 2.5,
          quantity: 1,
        },
        { choiceId: id(604), group: 'Toppings', name: 'Extra mozzarella', price: 1.5, quantity: 2 },
      ],
      allergens: ['gluten', 'milk'],
      mayContain: [],
    },
    {
      menuItemId: null,
      name: 'Belgian Waffle',
      price: 8.25,
      quantity: 1,
      choices: [],
      allergens: ['eggs', 'gluten', 'milk'],
      mayContain: [],
    },
  ],
  ...(n % 2 ? delivered : collected),
  ...orderProgress(status, createdAt, n % 2 ? delivered.price : 48.25),
  printedAt: status === 'order pending' ? null : createdAt,
  nextStatuses: NEXT_STATUSES[status],
});

/** One order in each status, newest first. */
export const sampleOrders: Order[] = [
  order(5, 'order pending', '2026-11-22T19:40:00.000Z'),
  order(4, 'preparing', '2026-11-22T19:10:00.000Z'),
  order(3, 'ready', '2026-11-22T18:55:00.000Z'),
  order(2, 'completed', '2026-11-21T12:30:00.000Z'),
  order(1, 'cancelled', '2026-11-20T20:05:00.000Z'),
];

export const sampleOrderPage: OrderPage = {
  items: sampleOrders,
  total: sampleOrders.length,
  page: 1,
  pageSize: 10,
};
