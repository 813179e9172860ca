import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { getListMenuItemsMockHandler } from '../../../api/generated/menu/menu.msw';
import { MenuScreen } from './menu-screen';
import { sampleDishes } from './menu-fixtures';

/** The screen as the route shows it, answered by orval's generated msw handlers. */
const meta = {
  title: 'Menu/MenuScreen',
  component: MenuScreen,
  parameters: { initialPath: '/menu' },
} satisfies Meta<typeof MenuScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromTheApi: Story = {
  parameters: { msw: [getListMenuItemsMockHandler(sampleDishes)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('article', { name: 'Caesar Salad' })).toBeInTheDocument();
  },
};

export const ApiUnavailable: Story = {
  parameters: {
    msw: [
      http.get('*/menu', () =>
        HttpResponse.json(
          {
            statusCode: 503,
            error: 'Service Unavailable',
            message: 'The shop is busy right now. Please try again in a moment.',
          },
          { status: 503 },
        ),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('The shop is busy right now.');
  },
};
