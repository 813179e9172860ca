import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { OfflineNotice } from './offline-notice';

const meta = {
  title: 'Layout/OfflineNotice',
  component: OfflineNotice,
} satisfies Meta<typeof OfflineNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing shows while the browser is online; the notice comes when the connection drops and goes when it returns. */
export const WhenTheConnectionDrops: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const message = 'You are offline; ordering needs a connection.';
    await expect(canvas.queryByText(message)).not.toBeInTheDocument();
    await step('the browser goes offline', async () => {
      window.dispatchEvent(new Event('offline'));
      await expect(await canvas.findByText(message)).toBeVisible();
    });
    await step('the connection returns', async () => {
      window.dispatchEvent(new Event('online'));
      await waitFor(() => expect(canvas.queryByText(message)).not.toBeInTheDocument());
    });
  },
};

/** As a visitor sees it offline, for the accessibility check of the notice itself. */
export const Offline: Story = {
  play: async ({ canvasElement }) => {
    window.dispatchEvent(new Event('offline'));
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Connection' }),
    ).toHaveTextContent(/ordering needs a connection/);
  },
};
