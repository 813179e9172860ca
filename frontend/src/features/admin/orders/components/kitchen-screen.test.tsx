import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderEvent } from '@/api/generated/model';
import {
  getListKitchenOrdersMockHandler,
  getListOrdersMockHandler,
  getMarkOrderTicketPrintedMockHandler,
  getUpdateOrderStatusMockHandler,
  getGetOverviewMockHandler,
} from '@/api/generated/orders-staff/orders-staff.msw';
import type { KitchenPace, KitchenPaceChange } from '@/api/generated/model';
import {
  getChangeKitchenPaceMockHandler,
  getGetKitchenPaceMockHandler,
} from '@/api/generated/kitchen-pace/kitchen-pace.msw';
import { getGetShopMockHandler } from '@/api/generated/shop/shop.msw';
import { getGetAdminStatusMockHandler } from '@/api/generated/users/users.msw';
import { FIRST_LOAD, renderApp, renderComponent } from '@/test/render';
import { sampleUser } from '@/test/with-auth-session';
import { sampleOrderPage, sampleOverview } from '@/features/admin/shared/components/admin-fixtures';
import { alertOf } from '@/features/admin/orders/lib/kitchen-alerts';
import { inStatus } from '@/features/admin/shared/components/admin-fixtures';
import { busyKitchen, calmKitchen, kitchenOrders, newDelivery } from './kitchen-fixtures';
import { KitchenScreen } from './kitchen-screen';
import { sampleShop } from '@/features/admin/shared/components/settings-fixtures';
import { HOST_STATUS, OWNER_STATUS } from '@/test/fixtures/staff-fixtures';

/** The screen's own event stream, heard in the test instead of the shop's. */
const stream = vi.hoisted(() => ({
  onEvent: undefined as ((event: OrderEvent) => void) | undefined,
  enabled: false,
}));
vi.mock('@/lib/use-order-events', () => ({
  useOrderEvents: (options: { enabled: boolean; onEvent: (event: OrderEvent) => void }) => {
    stream.onEvent = options.onEvent;
    stream.enabled = options.enabled;
    return 'live';
  },
}));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let printed: string[];
let paceChanges: KitchenPaceChange[];
let pace: KitchenPace;
beforeEach(() => {
  printed = [];
  paceChanges = [];
  pace = calmKitchen;
  server.use(
    getGetAdminStatusMockHandler(OWNER_STATUS),
    getGetKitchenPaceMockHandler(() => pace),
    getChangeKitchenPaceMockHandler(async ({ request }) => {
      const change = (await request.json()) as KitchenPaceChange;
      paceChanges.push(change);
      pace = change.pause === 'off' ? calmKitchen : busyKitchen;
      return pace;
    }),
    getGetShopMockHandler(sampleShop),
    getGetOverviewMockHandler(sampleOverview),
    // Before the orders' list, whose `*/orders` would answer `/kitchen/orders` too.
    getListKitchenOrdersMockHandler(kitchenOrders),
    getListOrdersMockHandler(sampleOrderPage),
    getMarkOrderTicketPrintedMockHandler(({ params }) => {
      printed.push(String(params.id));
      return { ...newDelivery, printedAt: '2026-11-24T18:32:00.000Z' };
    }),
    getUpdateOrderStatusMockHandler(() => inStatus(newDelivery, 'rejected')),
  );
});

const event = (kind: OrderEvent['kind'], status: OrderEvent['status'], id = '1'): OrderEvent => ({
  id,
  orderId: newDelivery._id,
  kind,
  status,
  at: '2026-11-24T18:30:00.000Z',
});

const hear = (heard: OrderEvent) => act(() => stream.onEvent?.(heard));

async function openKitchen() {
  renderComponent(<KitchenScreen live />, { user: sampleUser });
  await screen.findByRole('article', { name: 'Order #1101' });
}

describe('which events alert the kitchen', () => {
  const none = new Set<string>();
  it('alerts on a new order, a cancellation and a rejection the screen did not make', () => {
    expect(alertOf(event('created', 'order pending'), none)?.kind).toBe('created');
    expect(alertOf(event('status', 'cancelled'), none)?.kind).toBe('cancelled');
    expect(alertOf(event('status', 'rejected'), none)?.kind).toBe('rejected');
  });

  it('stays quiet for moves on, tickets, payments and its own rejections', () => {
    expect(alertOf(event('status', 'preparing'), none)).toBeUndefined();
    expect(alertOf(event('printed', 'ready'), none)).toBeUndefined();
    expect(alertOf(event('payment', 'cancelled'), none)).toBeUndefined();
    const own = new Set([`${newDelivery._id}:rejected`]);
    expect(alertOf(event('status', 'rejected'), own)).toBeUndefined();
  });
});

describe('the kitchen screen', () => {
  it('opens at /dashboard/kitchen with its orders read already, from the sidebar', async () => {
    renderApp('/dashboard/kitchen', { user: sampleUser });
    await screen.findByRole('heading', { name: 'Kitchen' }, FIRST_LOAD);

    expect(screen.queryByRole('status', { name: "Loading the kitchen's orders" })).toBeNull();
    expect(screen.getByRole('article', { name: 'Order #1101' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kitchen' })).toHaveAttribute(
      'href',
      '/dashboard/kitchen',
    );
  });

  it('raises an alert for each new order until it is acknowledged', async () => {
    await openKitchen();
    expect(stream.enabled).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('Live');
    expect(screen.queryByRole('alert')).toBeNull();

    hear(event('created', 'order pending', '1'));
    hear(event('created', 'order pending', '2'));
    hear(event('created', 'order pending', '2'));
    hear(event('status', 'preparing', '3'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('2 new orders');

    hear(event('status', 'cancelled', '4'));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('Order cancelled');

    await userEvent.click(within(alert).getByRole('button', { name: 'Acknowledge' }));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Acknowledge' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('raises no alert for an order it rejected itself', async () => {
    await openKitchen();
    const card = screen.getByRole('article', { name: 'Order #1101' });
    await userEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject order #1101' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Too busy' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The screen's own answer to the tap, a toast, is the only alert before and after the event comes back.
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(/is now rejected$/);

    hear(event('status', 'rejected', '9'));
    expect(screen.getAllByRole('alert')).toEqual([toast]);
  });

  it('turns the sound on without Web Audio, and remembers it', async () => {
    await openKitchen();
    await userEvent.click(screen.getByRole('button', { name: 'Turn on sound' }));
    expect(screen.getByText('Sound on')).toBeInTheDocument();
    expect(localStorage.getItem('kitchen-sound')).toBe('on');
    hear(event('created', 'order pending'));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it("prints an order's ticket, its allergy note framed and each line's allergens, then records it as printed", async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      // The ticket is on the page when the browser prints.
      expect(screen.getByTestId('print-area')).toHaveTextContent('#1101');
      expect(printed).toEqual([]);
    });
    await openKitchen();
    const card = screen.getByRole('article', { name: 'Order #1101' });
    expect(card).toHaveTextContent('Not printed');
    expect(within(card).getByRole('note', { name: 'Allergy note' })).toHaveTextContent(
      'Allergy note: Coeliac: no gluten at all, please.',
    );

    await userEvent.click(within(card).getByRole('button', { name: 'Print ticket' }));

    expect(print).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(printed).toEqual([newDelivery._id]));
    const ticket = screen.getByTestId('print-area');
    expect(ticket).toHaveTextContent('2 × Margherita Pizza');
    expect(ticket).toHaveTextContent('Pizza sizes: Medium (30 cm)');
    expect(ticket).toHaveTextContent('DELIVERY · promised 19:30');
    expect(ticket).toHaveTextContent('ALLERGY NOTE: Coeliac: no gluten at all, please.');
    expect(ticket).toHaveTextContent('Allergens: Cereals containing gluten, Milk');
    print.mockRestore();
  });

  it('pauses orders for now in two taps, says until when, and resumes them in one', async () => {
    await openKitchen();
    const bar = await screen.findByRole('region', { name: 'Kitchen pace' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Pause orders for now' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'For 30 minutes' }));
    await waitFor(() => expect(paceChanges).toEqual([{ pause: '30-minutes' }]));
    expect(
      await within(bar).findByText(/^Orders for now are paused until (.* )?20:10$/),
    ).toBeInTheDocument();
    expect(within(bar).getByText('Customers can still order for later.')).toBeInTheDocument();
    // The busy kitchen's 20 minutes are the one chosen.
    expect(within(bar).getByRole('button', { name: '+20 min' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await userEvent.click(within(bar).getByRole('button', { name: 'Resume orders now' }));
    await waitFor(() => expect(paceChanges).toHaveLength(2));
    expect(paceChanges[1]).toEqual({ pause: 'off' });
    expect(await within(bar).findByRole('button', { name: 'Pause orders for now' })).toBeEnabled();
  });

  it('adds minutes and turns auto-accept on, each in one tap', async () => {
    await openKitchen();
    const bar = await screen.findByRole('region', { name: 'Kitchen pace' });
    await userEvent.click(within(bar).getByRole('button', { name: '+30 min' }));
    await waitFor(() => expect(paceChanges).toEqual([{ extraMinutes: 30 }]));
    await userEvent.click(
      within(bar).getByRole('switch', { name: /^Accept new orders on their own/ }),
    );
    await waitFor(() => expect(paceChanges).toEqual([{ extraMinutes: 30 }, { autoAccept: true }]));
  });

  it("shows a host the kitchen's pace with its controls disabled, and why", async () => {
    server.use(getGetAdminStatusMockHandler(HOST_STATUS));
    pace = busyKitchen;
    await openKitchen();
    const bar = await screen.findByRole('region', { name: 'Kitchen pace' });
    expect(
      await within(bar).findByText(/^Orders for now are paused until (.* )?20:10$/),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(bar).getByRole('button', { name: 'Resume orders now' })).toBeDisabled(),
    );
    expect(
      within(bar).getByRole('switch', { name: /^Accept new orders on their own/ }),
    ).toBeDisabled();
    expect(
      within(bar).getByText(
        "Your role sees the kitchen's pace; the kitchen and the managers change it.",
      ),
    ).toBeInTheDocument();
  });

  it('alerts loudest of an order left waiting, until someone answers it', async () => {
    await openKitchen();
    expect(alertOf(event('overdue', 'order pending'), new Set())?.kind).toBe('overdue');
    hear(event('overdue', 'order pending', '5'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Still waiting: accept or reject it before it is rejected on its own',
    );
    expect(alert).toHaveTextContent('#1101');

    // Someone answers it on another tablet: the list no longer has it waiting, and the alert goes.
    server.use(
      getListKitchenOrdersMockHandler(
        kitchenOrders.map((order) =>
          order._id === newDelivery._id ? inStatus(order, 'accepted') : order,
        ),
      ),
    );
    hear(event('status', 'accepted', '6'));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
