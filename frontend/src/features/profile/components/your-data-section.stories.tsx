import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { sampleUser, withAuthSession } from '@/test/with-auth-session';
import { YourDataSection } from './your-data-section';

/** The profile's data: a download of everything the shop holds, and the account's erasure, asked for again. */
const meta = {
  title: 'Profile/YourDataSection',
  component: YourDataSection,
  parameters: { initialPath: '/update-profile' },
  decorators: [withAuthSession({ user: sampleUser })],
} satisfies Meta<typeof YourDataSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Erase asks first, saying what goes and what stays; Keep it changes nothing. */
export const AskedBeforeErasing: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement);
    await userEvent.click(section.getByRole('button', { name: 'Erase my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase your account?' });
    await expect(dialog).toHaveTextContent(
      'no name, e-mail address, phone, address or allergy note',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await expect(section.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  },
};
