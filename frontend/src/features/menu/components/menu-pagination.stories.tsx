import type { Meta, StoryObj } from '@storybook/react-vite';
import { Container } from '@mantine/core';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MenuPagination } from './menu-pagination';

const meta = {
  title: 'Menu/MenuPagination',
  component: MenuPagination,
  decorators: [
    (Story) => (
      <Container size="xl" py="md">
        <Story />
      </Container>
    ),
  ],
  args: { page: 1, pageCount: 6, total: 46, from: 1, to: 8, onChange: fn() },
} satisfies Meta<typeof MenuPagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstOfSix: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await expect(args.onChange).toHaveBeenCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

export const LastPage: Story = {
  args: { page: 6, from: 41, to: 46 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  },
};

/** A long menu: the first and last pages, the current one with one on each side, and the gaps between. */
export const MiddleOfTwenty: Story = {
  args: { page: 10, pageCount: 20, total: 160, from: 73, to: 80 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pages = (await canvas.findAllByRole('button', { name: /^Page \d+$/ })).map((button) =>
      button.getAttribute('aria-label'),
    );
    await expect(pages).toEqual(['Page 1', 'Page 9', 'Page 10', 'Page 11', 'Page 20']);
    await expect(canvas.getByRole('button', { name: 'Page 10' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(9);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 20' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(20);
  },
};

export const OnePage: Story = {
  args: { page: 1, pageCount: 1, total: 3, from: 1, to: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Showing 1–3 of 3 dishes')).toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: 'Menu pages' })).not.toBeInTheDocument();
  },
};
