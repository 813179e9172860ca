import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { emulateConnection, restoreConnection } from '@/test/connection';
import { OfflineNotice } from './offline-notice';

const MESSAGE = 'You are offline; ordering needs a connection.';

const meta = {
  title: 'Layout/OfflineNotice',
  component: OfflineNotice,
  beforeEach: () => restoreConnection,
} satisfies Meta<typeof OfflineNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing shows while the browser is online; the notice comes when the connection drops and goes when it returns. */
export const WhenTheConnectionDrops: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(MESSAGE)).not.toBeInTheDocument();
    await step('the browser goes offline', async () => {
      emulateConnection(false);
      await expect(await canvas.findByText(MESSAGE)).toBeVisible();
    });
    await step('the connection returns', async () => {
      emulateConnection(true);
      await waitFor(() => expect(canvas.queryByText(MESSAGE)).not.toBeInTheDocument());
    });
  },
};

/** A page opened offline says so from its first paint. */
export const Offline: Story = {
  beforeEach: () => {
    emulateConnection(false);
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Connection' }),
    ).toHaveTextContent(MESSAGE);
  },
};
