import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getListCartLinesMockHandler } from '@/api/generated/carts/carts.msw';
import { getListSlotsMockHandler } from '@/api/generated/checkout/checkout.msw';
import { getQuoteOrderMockHandler } from '@/api/generated/checkout-mutations/checkout-mutations.msw';
import { getGetShopMockHandler } from '@/api/generated/shop/shop.msw';
import { getGetAdminStatusMockHandler } from '@/api/generated/users/users.msw';
import { sampleCartLines } from '@/test/fixtures/cart-fixtures';
import { FIRST_LOAD, renderApp } from '@/test/render';
import { sampleQuote, sampleShop, sampleSlots } from '@/test/fixtures/shop-fixtures';
import { sampleUser } from '@/test/with-auth-session';
import { getListCategoriesMockHandler } from '@/api/generated/categories/categories.msw';
import { sampleCategories } from '@/test/fixtures/menu-fixtures';
import { getListMyCardsMockHandler } from '@/api/generated/users/users.msw';
import { getListPaymentsMockHandler } from '@/api/generated/payments/payments.msw';
import { getRecordPaymentMockHandler } from '@/api/generated/payments-mutations/payments-mutations.msw';
import { sampleOrders } from '@/test/fixtures/order-fixtures';
import { CUSTOMER_STATUS } from '@/test/fixtures/staff-fixtures';

const server = setupServer(
  getListMyCardsMockHandler([]),
  getListCategoriesMockHandler(sampleCategories),
  getGetAdminStatusMockHandler(CUSTOMER_STATUS),
  getListCartLinesMockHandler(sampleCartLines),
  // Stripe.js is not loaded here: the card form stays empty.
  http.get('*/client-config', () => new HttpResponse(null, { status: 503 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the checkout page', () => {
  it("asks how, when, the tip and a code, and shows the shop's bill before Pay", async () => {
    server.use(
      getGetShopMockHandler(sampleShop),
      getListSlotsMockHandler(sampleSlots),
      getQuoteOrderMockHandler(sampleQuote),
    );
    renderApp('/process-checkout', { user: sampleUser });

    const steps = await screen.findByTestId('checkout-step-fulfilment', {}, FIRST_LOAD);
    expect(within(steps).getByRole('radio', { name: 'Pickup' })).toBeChecked();
    expect(screen.getByTestId('checkout-step-time')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-step-tip')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-step-promo-code')).toBeInTheDocument();
    expect(await screen.findByTestId('bill-total')).toHaveTextContent('$731.25');
    expect(screen.getByTestId('promised-time')).toHaveTextContent(/^Pickup at \d\d:\d\d/);
  });

  it('records the order of a payment that comes back from its bank, and says so when the bank did not confirm it', async () => {
    const recorded: unknown[] = [];
    server.use(
      getGetShopMockHandler(sampleShop),
      getListSlotsMockHandler(sampleSlots),
      getQuoteOrderMockHandler(sampleQuote),
      getListPaymentsMockHandler([]),
      getRecordPaymentMockHandler(async ({ request }) => {
        recorded.push(await request.json());
        return sampleOrders[0];
      }),
    );
    window.history.replaceState(
      null,
      '',
      '/process-checkout?payment_intent=pi_3Second0rder&payment_intent_client_secret=x&redirect_status=failed',
    );
    const failed = renderApp('/process-checkout', { user: sampleUser });
    expect(await screen.findByRole('alert', {}, FIRST_LOAD)).toHaveTextContent(
      'Your bank did not confirm the payment, so nothing was charged.',
    );
    expect(recorded).toEqual([]);
    failed.unmount();

    window.history.replaceState(
      null,
      '',
      '/process-checkout?payment_intent=pi_3Second0rder&payment_intent_client_secret=x&redirect_status=succeeded',
    );
    renderApp('/process-checkout', { user: sampleUser });
    await waitFor(() => expect(recorded).toEqual([{ transactionId: 'pi_3Second0rder' }]));
    expect(
      await screen.findByRole('heading', { name: 'Your orders' }, FIRST_LOAD),
    ).toBeInTheDocument();
  });

  it('still takes a pickup as soon as possible when the shop does not say how it takes orders', async () => {
    server.use(
      http.get('*/shop', () => new HttpResponse(null, { status: 503 })),
      http.get('*/checkout/slots', () => new HttpResponse(null, { status: 503 })),
    );
    renderApp('/process-checkout', { user: sampleUser });

    expect(
      await screen.findByRole('region', { name: 'Order summary' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('checkout-step-fulfilment')).toBeNull();
    expect(screen.getByRole('button', { name: /^Pay( |$)/ })).toBeInTheDocument();
  });
});
