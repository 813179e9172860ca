import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { CartLine } from '@/api/generated/model';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import { longestCartLine } from '@/test/longest-values';
import { OrderSummary } from './order-summary';

const line = (
  id: string,
  name: string,
  price: number,
  quantity: number,
  choices: CartLine['choices'],
) =>
  ({
    _id: id,
    menuItemId: `dish-${id}`,
    name,
    price,
    quantity,
    image: '/menu-images/margherita-pizza.webp',
    email: 'ada@example.com',
    choices,
    available: true,
    allergens: [],
    mayContain: [],
  }) satisfies CartLine;

/** Two Margheritas made differently and a burger without onions: $22.00 + 2 × $14.50 + $16.95 = $67.95. */
const linesWithChoices = [
  line('large', 'Margherita Pizza', 22, 1, [
    { choiceId: 'large', group: 'Size', name: 'Large 14"', price: 5.5, quantity: 1 },
    {
      choiceId: 'mozzarella',
      group: 'Toppings',
      name: 'Extra mozzarella',
      price: 1.5,
      quantity: 2,
    },
    { choiceId: 'basil', group: 'Toppings', name: 'Fresh basil', price: 0.5, quantity: 1 },
  ]),
  line('small', 'Margherita Pizza', 14.5, 2, [
    { choiceId: 'small', group: 'Size', name: 'Small 10"', price: 0, quantity: 1 },
  ]),
  line('burger', 'Double Smash Burger', 16.95, 1, [
    { choiceId: 'onions', group: 'Remove', name: 'No onions', price: 0, quantity: 1 },
  ]),
];

const meta = {
  title: 'Checkout/OrderSummary',
  component: OrderSummary,
  decorators: [
    (Story) => (
      <Box p="md" maw={420}>
        <Story />
      </Box>
    ),
  ],
  args: { lines: [], totalDollars: 731.25, dishCount: 102 },
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 2 pizzas, a salad and 99 cheesecakes: 102 dishes, not 3 lines. */
export const ManyDishes: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('102 dishes')).toBeInTheDocument();
  },
};

export const OneDish: Story = {
  args: { totalDollars: 14.5, dishCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 dish')).toBeInTheDocument();
  },
};

/** Each line with its choices under its name, and what it costs: two Margheritas made differently are two lines. */
export const LinesWithChoices: Story = {
  args: { lines: linesWithChoices, totalDollars: 67.95, dishCount: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const large = within(
      canvas.getByRole('listitem', {
        name: 'Margherita Pizza (Size: Large 14" · Toppings: Extra mozzarella ×2, Fresh basil)',
      }),
    );
    await expect(large.getByText('Margherita Pizza × 1')).toBeVisible();
    await expect(
      large.getByText('Size: Large 14" · Toppings: Extra mozzarella ×2, Fresh basil'),
    ).toBeVisible();
    await expect(large.getByText('$22.00')).toBeVisible();
    await expect(
      canvas.getByRole('listitem', { name: 'Margherita Pizza (Size: Small 10")' }),
    ).toHaveTextContent('$29.00');
    await expect(canvas.getByText('$67.95')).toBeVisible();
  },
};

/** 99 of the longest dish with the longest choices: nothing sticks out on a phone or a desktop. */
export const LongestValues: Story = {
  args: { lines: [longestCartLine], totalDollars: 99_999.99, dishCount: 99 },
  play: async ({ canvasElement }) => {
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};
