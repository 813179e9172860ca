import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { getGetAdminStatusMockHandler } from '@/api/generated/users/users.msw';
import type { AuthUser } from '@/lib/auth/auth-session';
import { LONGEST_EMAIL } from '@/test/longest-values';
import { sampleUser, withAuthSession } from '@/test/with-auth-session';
import { EmailConfirmationNotice } from './email-confirmation-notice';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import { CUSTOMER_STATUS } from '@/test/fixtures/staff-fixtures';

const newCustomer: AuthUser = { ...sampleUser, emailVerified: false };

const phone = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

// The banner's code loads on first use: the first story waits for it on a busy machine.
const banner = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('status', { name: 'Confirm your e-mail address' });

/**
 * Under the site header while the signed-in customer's address is not verified. The banner looks again when
 * the tab comes back into view and every 15 seconds, and goes once the link was opened.
 */
const meta = {
  title: 'Auth/EmailConfirmationBanner',
  component: EmailConfirmationNotice,
  decorators: [withAuthSession({ user: newCustomer, delayMs: 300 })],
  parameters: { msw: [getGetAdminStatusMockHandler(CUSTOMER_STATUS)] },
} satisfies Meta<typeof EmailConfirmationNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    await expect(await banner(canvasElement)).toHaveTextContent(
      'Confirm your e-mail address: we sent a link to ada@example.com.',
    );
  },
};

export const OnAPhone: Story = { ...phone };

export const LongestAddressOnAPhone: Story = {
  ...phone,
  decorators: [withAuthSession({ user: { ...newCustomer, email: LONGEST_EMAIL } })],
};

export const Sending: Story = {
  decorators: [withAuthSession({ user: newCustomer, delayMs: 60_000 })],
  play: async ({ canvasElement }) => {
    const resend = within(await banner(canvasElement)).getByRole('button', {
      name: 'Resend the link',
    });
    await userEvent.click(resend);
    await expect(resend).toBeDisabled();
  },
};

export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const status = within(await banner(canvasElement));
    await userEvent.click(status.getByRole('button', { name: 'Resend the link' }));
    await expect(await status.findByText(/A new link is on its way/)).toBeVisible();
    await expect(status.getByRole('button', { name: 'Resend the link' })).toBeEnabled();
  },
};

export const TooManyRequests: Story = {
  decorators: [withAuthSession({ user: newCustomer, linksLimited: true })],
  play: async ({ canvasElement }) => {
    const status = within(await banner(canvasElement));
    await userEvent.click(status.getByRole('button', { name: 'Resend the link' }));
    await expect(await status.findByText(/Too many links were asked for/)).toBeVisible();
  },
};

/** The link was opened on a phone: coming back to this tab finds it, and the banner goes. */
export const ConfirmedElsewhere: Story = {
  decorators: [withAuthSession({ user: newCustomer, addressConfirmedElsewhere: true })],
  play: async ({ canvasElement }) => {
    await banner(canvasElement);
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(within(canvasElement).queryByRole('status')).toBeNull());
  },
};

/** Google vouches for the address of a Google account: no banner. */
export const GoogleAccount: Story = {
  decorators: [
    withAuthSession({ user: { ...sampleUser, signInMethods: ['google'], emailVerified: true } }),
  ],
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

/** The longest address the contract takes, at 360 and 1440 px. */
export const LongestAddress: Story = {
  decorators: [withAuthSession({ user: { ...newCustomer, email: LONGEST_EMAIL } })],
  play: async ({ canvasElement }) => {
    await banner(canvasElement);
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};
