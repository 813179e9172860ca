import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { screenStoryDecorators } from '@/features/admin/shared/components/screen-story-decorators';
import { PromoCodesScreen } from './promo-codes-screen';
import { settingsScreenHandlers } from './settings-screen-handlers';

/** The shop's promo codes, with the contract's handlers answering. */
const meta = {
  title: 'Admin/PromoCodesScreen',
  component: PromoCodesScreen,
  decorators: screenStoryDecorators,
  parameters: { msw: settingsScreenHandlers },
} satisfies Meta<typeof PromoCodesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SampleCodes: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('article', { name: 'WELCOME10' })).toBeVisible();
  },
};
