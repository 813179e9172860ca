import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mantine/core';
import { expect, userEvent, within } from 'storybook/test';
import { LanguageSwitcher } from './language-switcher';

const meta = {
  title: 'Shared/LanguageSwitcher',
  component: LanguageSwitcher,
  decorators: [
    (Story) => (
      <Box p="lg" style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 220 }}>
        <Story />
      </Box>
    ),
  ],
  parameters: { initialPath: '/menu' },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** Each language by its own name, linking to this page in it; the current one marked. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Language: English/ }));
    const french = canvas.getByRole('link', { name: 'Français' });
    await expect(french).toHaveAttribute('href', '/fr/menu');
    await expect(french).toHaveAttribute('lang', 'fr');
    await expect(canvas.getByRole('link', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};
