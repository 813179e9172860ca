import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AboutScreen } from './about-screen';
import { FaqScreen } from './faq-screen';

const meta = {
  title: 'Restaurant/Pages',
  component: AboutScreen,
} satisfies Meta<typeof AboutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AboutUs: Story = { parameters: { initialPath: '/about' } };

/** Opening hours are plain text, beside the address, phone and e-mail. */
export const Faq: Story = {
  parameters: { initialPath: '/faq' },
  render: () => <FaqScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Monday to Friday: 11:30 am to 10 pm')).toBeVisible();
    await expect(canvas.getByText('27 Harvest Lane, Springfield, IL 62701')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'How do I pay?' })).toBeVisible();
  },
};
