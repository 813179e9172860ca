import type { Payment } from '../../../api/generated/model';

/** Ada's two orders, newest first. */
export const sampleOrders: Payment[] = [
  {
    _id: 'order-2',
    email: 'ada@example.com',
    transactionId: 'pi_3Second0rder',
    price: 731.25,
    quantity: 3,
    status: 'order pending',
    itemName: ['Margherita Pizza', 'Greek Salad', 'New York Cheesecake'],
    cartItems: ['line-pizza', 'line-salad', 'line-cake'],
    menuItems: ['dish-line-pizza', 'dish-line-salad', 'dish-line-cake'],
    createdAt: '2026-03-14T18:30:00.000Z',
    lines: [
      {
        menuItemId: 'dish-line-pizza',
        name: 'Margherita Pizza',
        price: 350,
        quantity: 2,
        choices: [
          { choiceId: 'choice-large', group: 'Size', name: 'Large 14"', price: 5.5, quantity: 1 },
          {
            choiceId: 'choice-mozzarella',
            group: 'Toppings',
            name: 'Extra mozzarella',
            price: 1.5,
            quantity: 2,
          },
        ],
      },
      {
        menuItemId: 'dish-line-salad',
        name: 'Greek Salad',
        price: 11.25,
        quantity: 1,
        choices: [],
      },
      {
        menuItemId: 'dish-line-cake',
        name: 'New York Cheesecake',
        price: 20,
        quantity: 1,
        choices: [],
      },
    ],
  },
  {
    _id: 'order-1',
    email: 'ada@example.com',
    transactionId: 'pi_3First0rder',
    price: 18,
    quantity: 1,
    status: 'order pending',
    itemName: ['Spicy Noodles'],
    cartItems: ['line-noodles'],
    menuItems: ['dish-noodles'],
    createdAt: '2026-03-01T12:05:00.000Z',
    lines: [
      { menuItemId: 'dish-noodles', name: 'Spicy Noodles', price: 18, quantity: 1, choices: [] },
    ],
  },
];
