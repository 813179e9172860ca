import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { STATIC_MENU_URL } from '../hooks/use-popular-dishes';
import { popularDishes } from './home-fixtures';
import { HomePage } from './home-page';

const meta = {
  title: 'Home/HomePage',
  component: HomePage,
  parameters: { msw: [http.get(`*${STATIC_MENU_URL}`, () => HttpResponse.json(popularDishes))] },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
