import type { Meta, StoryObj } from '@storybook/react-vite';
import { DishNotFound } from './dish-not-found';

const meta = {
  title: 'Admin/DishNotFound',
  component: DishNotFound,
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DishNotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnknownDish: Story = {};
