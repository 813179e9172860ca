import type { Meta, StoryObj } from '@storybook/react-vite';
import { Group } from '@mantine/core';
import { expect, userEvent, within } from 'storybook/test';
import { MenuSearchButton } from './menu-search-button';

const meta = {
  title: 'Layout/MenuSearchButton',
  component: MenuSearchButton,
  decorators: [
    (Story) => (
      <Group justify="flex-end" p="lg" maw={480}>
        <Story />
      </Group>
    ),
  ],
} satisfies Meta<typeof MenuSearchButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Searching: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Search the menu' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Search the menu',
    });
    const field = await within(dialog).findByRole('searchbox', { name: 'Find a dish' });
    await userEvent.type(field, 'ramen');
    await expect(field).toHaveValue('ramen');
  },
};
