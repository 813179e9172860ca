import type { Meta, StoryObj } from '@storybook/react-vite';
import { screenStoryDecorators } from '@/features/admin/shared/components/screen-story-decorators';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { OrderStatusChange } from '@/api/generated/model';
import {
  getGetOverviewMockHandler,
  getListKitchenOrdersMockHandler,
  getListOrdersMockHandler,
  getMarkOrderTicketPrintedMockHandler,
  getUpdateOrderStatusMockHandler,
} from '@/api/generated/orders-staff/orders-staff.msw';
import {
  getChangeKitchenPaceMockHandler,
  getGetKitchenPaceMockHandler,
} from '@/api/generated/kitchen-pace/kitchen-pace.msw';
import { getGetShopMockHandler } from '@/api/generated/shop/shop.msw';
import { getGetAdminStatusMockHandler } from '@/api/generated/users/users.msw';
import { errorResponse } from '@/test/error-response';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import { longestOrder } from '@/test/longest-values';
import { vitestBrowser } from '@/test/vitest-browser';
import {
  inStatus,
  sampleOrderPage,
  sampleOverview,
} from '@/features/admin/shared/components/admin-fixtures';
import { busyKitchen, calmKitchen, kitchenOrders, newDelivery } from './kitchen-fixtures';
import { KitchenScreen } from './kitchen-screen';
import { sampleShop } from '@/features/admin/shared/components/settings-fixtures';
import { KITCHEN_STATUS, OWNER_STATUS } from '@/test/fixtures/staff-fixtures';

/** The changes the stories' server was asked for. */
const changes = fn<(change: OrderStatusChange) => void>();

const handlers = [
  getGetAdminStatusMockHandler(OWNER_STATUS),
  getGetShopMockHandler(sampleShop),
  getGetKitchenPaceMockHandler(calmKitchen),
  getChangeKitchenPaceMockHandler(busyKitchen),
  getGetOverviewMockHandler(sampleOverview),
  // Before the orders' list, whose `*/orders` would answer `/kitchen/orders` too.
  getListKitchenOrdersMockHandler(kitchenOrders),
  getListOrdersMockHandler(sampleOrderPage),
  getMarkOrderTicketPrintedMockHandler(newDelivery),
  getUpdateOrderStatusMockHandler(async ({ request, params }) => {
    const change = (await request.json()) as OrderStatusChange;
    changes(change);
    const order = kitchenOrders.find((found) => found._id === params.id) ?? newDelivery;
    return inStatus(order, change.status);
  }),
];

/** The kitchen's tablet, without its event stream: the alerts are given. */
const meta = {
  title: 'Admin/KitchenScreen',
  component: KitchenScreen,
  args: { live: false },
  decorators: screenStoryDecorators,
  parameters: { msw: handlers },
  beforeEach: () => {
    changes.mockClear();
  },
} satisfies Meta<typeof KitchenScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardOf = async (canvas: HTMLElement, reference: string) =>
  within(await within(canvas).findByRole('article', { name: `Order ${reference}` }));

const dialogNamed = async (canvas: HTMLElement, name: string) => {
  const dialog = await within(canvas.ownerDocument.body).findByRole('dialog', { name });
  // Once the dialog has faded in.
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
};

/** Every touch target of the screen is at least 48 px high. */
async function expectTouchSizedButtons(canvas: HTMLElement) {
  const small = within(canvas)
    .getAllByRole('button')
    .filter((button) => button.getBoundingClientRect().height < 48)
    .map((button) => button.textContent);
  await expect(small).toEqual([]);
}

/** Checks the screen at a width, when the stories run as tests in Chromium. */
async function atWidth(width: number, check: () => Promise<void>) {
  const browser = await vitestBrowser();
  if (!browser) return check();
  const { innerWidth, innerHeight } = window;
  try {
    await browser.page.viewport(width, 1000);
    await new Promise((resolve) => setTimeout(resolve, 150));
    await check();
  } finally {
    await browser.page.viewport(innerWidth, innerHeight);
  }
}

/** New, cooking and ready orders side by side; the finished ones folded away. */
export const Stages: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await cardOf(canvasElement, '#1101');
    await expect(screen.getByRole('heading', { name: 'New (2)' })).toBeVisible();
    await expect(screen.getByRole('heading', { name: 'Accepted and preparing (1)' })).toBeVisible();
    await expect(screen.getByRole('heading', { name: 'Ready (1)' })).toBeVisible();
    await expect(screen.getByRole('heading', { name: 'Scheduled for later (1)' })).toBeVisible();
    const later = await cardOf(canvasElement, '#1107');
    await expect(later.getByText(/^Answer by/)).toBeVisible();
    await expect(screen.getByRole('status')).toHaveTextContent('Live updates off');
    const finished = screen.getByText('Finished in the last hour (2)');
    await expect(screen.getByRole('article', { name: 'Order #1105' })).not.toBeVisible();
    await userEvent.click(finished);
    await expect(screen.getByRole('article', { name: 'Order #1105' })).toBeVisible();

    const delivery = await cardOf(canvasElement, '#1101');
    await expect(delivery.getByText('2 × Margherita Pizza')).toBeVisible();
    await expect(delivery.getByText(/promised Tue, Jan 15 19:30/)).toBeVisible();
    await expect(delivery.getByText('Not printed')).toBeVisible();
    await expect(delivery.getByText(/Total \$58\.12/)).toBeVisible();
    await expect(delivery.getByText(/Card held for \$58\.12, not charged yet/)).toBeVisible();
    await expect(delivery.getByText('Linus Torvalds')).toBeVisible();
    await expect(delivery.getByRole('link', { name: '+358 40 123 4567' })).toHaveAttribute(
      'href',
      'tel:+358401234567',
    );
    await expect(delivery.getByRole('button', { name: 'Print ticket' })).toBeVisible();
    const cooking = await cardOf(canvasElement, '#1103');
    await expect(cooking.getByText('Printed 20:10')).toBeVisible();
    await expect(cooking.getByRole('button', { name: 'Reprint' })).toBeVisible();
  },
};

/** Two new orders and a cancelled one, until they are acknowledged. */
export const Alerts: Story = {
  args: {
    initialAlerts: [
      { kind: 'created', orderId: kitchenOrders[0]._id, eventId: '1' },
      { kind: 'created', orderId: kitchenOrders[1]._id, eventId: '2' },
      { kind: 'cancelled', orderId: kitchenOrders[5]._id, eventId: '3' },
    ],
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await cardOf(canvasElement, '#1101');
    const [cancelled, created] = screen.getAllByRole('alert');
    await expect(cancelled).toHaveTextContent('Order cancelled');
    await expect(created).toHaveTextContent('2 new orders');
    await expect(created).toHaveTextContent('#1101 · #1102');
    await userEvent.click(within(created).getByRole('button', { name: 'Acknowledge' }));
    await expect(screen.getAllByRole('alert')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Turn on sound' }));
    await expect(screen.getByText('Sound on')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Turn off sound' }));
    await userEvent.click(screen.getByRole('button', { name: 'Acknowledge' }));
    await expect(screen.queryByRole('alert')).toBeNull();
  },
};

/**
 * A busy evening: orders for now paused, 20 minutes added to every new order, and an order left waiting, which alerts
 * louder than the rest, first.
 */
export const Busy: Story = {
  parameters: { msw: [getGetKitchenPaceMockHandler(busyKitchen), ...handlers] },
  args: {
    initialAlerts: [
      { kind: 'created', orderId: kitchenOrders[1]._id, eventId: '1' },
      { kind: 'overdue', orderId: kitchenOrders[0]._id, eventId: '2' },
    ],
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await cardOf(canvasElement, '#1101');
    const bar = within(await screen.findByRole('region', { name: 'Kitchen pace' }));
    await expect(await bar.findByText(/^Orders for now are paused until/)).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Resume orders now' })).toBeEnabled();
    await expect(bar.getByRole('button', { name: '+20 min' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const [overdue, created] = screen.getAllByRole('alert');
    await expect(overdue).toHaveTextContent('Still waiting');
    await expect(overdue).toHaveTextContent('#1101');
    await expect(created).toHaveTextContent('New order');
  },
};

/** Accepting asks for the ready time, prefilled with the promised one, and sends it. */
export const AcceptDialog: Story = {
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement, '#1101');
    await userEvent.click(card.getByRole('button', { name: 'Accept' }));
    const dialog = await dialogNamed(canvasElement, 'Accept order #1101');
    await expect(dialog.getByLabelText(/Ready at/)).toHaveValue('19:30');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(changes).toHaveBeenCalledWith({
        status: 'accepted',
        readyAt: '2030-01-15T18:30:00.000Z',
      }),
    );
  },
};

/** Rejecting without a reason is refused before anything is sent. */
export const RejectNeedsAReason: Story = {
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement, '#1102');
    await userEvent.click(card.getByRole('button', { name: 'Reject' }));
    const dialog = await dialogNamed(canvasElement, 'Reject order #1102');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(await dialog.findByText('Say why the order is rejected.')).toBeVisible();
    await expect(changes).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Sold out' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(changes).toHaveBeenCalledWith({ status: 'rejected', reason: 'Sold out' }),
    );
  },
};

/** Cancelling a paid order gives back what was charged unless told less. */
export const CancelWithRefund: Story = {
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement, '#1103');
    // Offered once the shop has said the role may refund.
    await userEvent.click(await card.findByRole('button', { name: 'Cancel order' }));
    const dialog = await dialogNamed(canvasElement, 'Cancel order #1103');
    const refund = dialog.getByLabelText(/Refund/);
    await expect(refund).toHaveValue('$48.25');
    await userEvent.clear(refund);
    await userEvent.type(refund, '20');
    await userEvent.type(dialog.getByLabelText(/Reason/), 'Burnt, sorry');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(changes).toHaveBeenCalledWith({
        status: 'cancelled',
        reason: 'Burnt, sorry',
        refund: 20,
      }),
    );
  },
};

/** What the stories' server said of the role, counted. */
const roleAnswered = fn();

/** A cook's tablet: an accepted order moves on, but cancelling it (a refund) is for a manager and not offered. */
export const AsACook: Story = {
  parameters: {
    msw: [
      http.get('*/users/admin/:user', () => {
        roleAnswered();
        return HttpResponse.json(KITCHEN_STATUS);
      }),
      ...handlers,
    ],
  },
  beforeEach: () => {
    roleAnswered.mockClear();
  },
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement, '#1103');
    await waitFor(() => expect(roleAnswered).toHaveBeenCalled());
    await expect(await card.findByRole('button', { name: 'Mark ready' })).toBeEnabled();
    await waitFor(() => expect(card.queryByRole('button', { name: 'Cancel order' })).toBeNull());
  },
};

/** The server refuses a move made meanwhile elsewhere (409): said on the card and in the dialog. */
export const RefusedByTheServer: Story = {
  parameters: {
    msw: [
      http.patch('*/orders/:id', () =>
        errorResponse(409, 'This order was cancelled on another screen.'),
      ),
      ...handlers,
    ],
  },
  play: async ({ canvasElement }) => {
    const ready = await cardOf(canvasElement, '#1104');
    await userEvent.click(ready.getByRole('button', { name: 'Mark completed' }));
    await expect(
      await ready.findByText('This order was cancelled on another screen.'),
    ).toBeVisible();

    const fresh = await cardOf(canvasElement, '#1101');
    await userEvent.click(fresh.getByRole('button', { name: 'Accept' }));
    const dialog = await dialogNamed(canvasElement, 'Accept order #1101');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expect(
      await dialog.findByText('This order was cancelled on another screen.'),
    ).toBeVisible();
    await expect(dialog.getByLabelText(/Ready at/)).toHaveValue('19:30');
  },
};

/** On a phone: one column, nothing sticking out, every button big enough for a thumb. */
export const Phone: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await cardOf(canvasElement, '#1101');
    await atWidth(360, () => expectTouchSizedButtons(canvasElement));
  },
};

/** On the kitchen's tablet, upright and sideways. */
export const Tablet: Story = {
  parameters: { viewport: { defaultViewport: 'tablet' } },
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvasElement }) => {
    await cardOf(canvasElement, '#1101');
    for (const width of [768, 1280])
      await atWidth(width, async () => {
        await expectTouchSizedButtons(canvasElement);
        const { scrollWidth, clientWidth } = canvasElement.ownerDocument.documentElement;
        await expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      });
  },
};

/** The longest address, dish names and choices the contract takes still fit. */
export const LongestValues: Story = {
  parameters: {
    msw: [getListKitchenOrdersMockHandler([longestOrder, ...kitchenOrders]), ...handlers],
  },
  play: async ({ canvasElement }) => {
    await cardOf(canvasElement, '#1101');
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};
