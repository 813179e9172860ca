import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mantine/core';
import { SAMPLE_DISHES } from './home-hero';
import { SampleDishCard } from './sample-dish-card';

const meta = {
  title: 'Home/SampleDishCard',
  component: SampleDishCard,
  decorators: [
    (Story) => (
      <Box p="lg" maw={260}>
        <Story />
      </Box>
    ),
  ],
  args: { dish: SAMPLE_DISHES[0] },
} satisfies Meta<typeof SampleDishCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SpicyNoodles: Story = {};
export const Salad: Story = { args: { dish: SAMPLE_DISHES[1] } };
