import type { Meta, StoryObj } from '@storybook/react-vite';
import { SiteHeader } from './site-header';

const meta = {
  title: 'Layout/SiteHeader',
  component: SiteHeader,
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnTheHomePage: Story = { parameters: { initialPath: '/' } };

export const OnTheMenu: Story = { parameters: { initialPath: '/menu' } };

export const OnAPhone: Story = {
  parameters: { initialPath: '/menu', viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
