import type { Meta, StoryObj } from '@storybook/react-vite';
import { Container } from '@mantine/core';
import { MenuHeading } from './menu-heading';

const meta = {
  title: 'Menu/MenuHeading',
  component: MenuHeading,
  decorators: [
    (Story) => (
      <Container size="xl" py="md">
        <Story />
      </Container>
    ),
  ],
} satisfies Meta<typeof MenuHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
