import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Stripe } from '@stripe/stripe-js';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  getCreatePaymentIntentMockHandler,
  getRecordPaymentMockHandler,
} from '../../../api/generated/payments/payments.msw';
import type { Payment } from '../../../api/generated/model';
import { renderComponent } from '../../../test/render';
import { CheckoutScreen } from './checkout-screen';
import { errorResponse } from '../../../test/error-response';

const server = setupServer();

const order: Payment = {
  _id: 'order-2',
  email: 'ada@example.com',
  transactionId: 'pi_3Second0rder',
  price: 731.25,
  quantity: 3,
  status: 'order pending',
  itemName: ['Margherita Pizza', 'Greek Salad', 'New York Cheesecake'],
  cartItems: ['line-pizza', 'line-salad', 'line-cake'],
  menuItems: ['dish-pizza', 'dish-salad', 'dish-cake'],
  createdAt: '2026-03-14T18:30:00.000Z',
  lines: [
    { menuItemId: 'dish-pizza', name: 'Margherita Pizza', price: 350, quantity: 2, choices: [] },
    { menuItemId: 'dish-salad', name: 'Greek Salad', price: 11.25, quantity: 1, choices: [] },
    { menuItemId: 'dish-cake', name: 'New York Cheesecake', price: 20, quantity: 1, choices: [] },
  ],
};
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Just enough of Stripe.js for the card form: a card element that mounts nowhere and a scripted confirm. */
function fakeStripe(confirm: Stripe['confirmCardPayment']) {
  const card = {
    mount: () => {},
    destroy: () => {},
    unmount: () => {},
    update: () => {},
    on: () => card,
    off: () => card,
    once: () => card,
  };
  const stripe = {
    elements: () => ({ create: () => card, getElement: () => card, update: () => {} }),
    createToken: vi.fn(),
    createPaymentMethod: vi.fn(async () => ({ paymentMethod: { id: 'pm_card' } })),
    confirmCardPayment: vi.fn(confirm),
  };
  return stripe;
}

const succeeded = async () =>
  ({ paymentIntent: { id: 'pi_3Second0rder', status: 'succeeded' } }) as never;

function renderCheckout(stripe: ReturnType<typeof fakeStripe>) {
  const onPaid = vi.fn();
  const onCartChanged = vi.fn();
  renderComponent(
    <CheckoutScreen
      stripe={Promise.resolve(stripe as unknown as Stripe)}
      lines={[]}
      totalDollars={731.25}
      dishCount={4}
      payer={{ name: 'Ada Lovelace', email: 'ada@example.com' }}
      onPaid={onPaid}
      onCartChanged={onCartChanged}
    />,
  );
  return { onPaid, onCartChanged };
}

const pay = async () => {
  const button = await screen.findByRole('button', { name: 'Pay' });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
};

describe('the checkout', () => {
  it('asks for the shown total, confirms the card once however often Pay is clicked, and records the order', async () => {
    const intents: unknown[] = [];
    const recorded: unknown[] = [];
    server.use(
      getCreatePaymentIntentMockHandler(async ({ request }) => {
        intents.push(await request.json());
        return { clientSecret: 'pi_3Second0rder_secret_x', amount: 731.25, currency: 'usd' };
      }),
      getRecordPaymentMockHandler(async ({ request }) => {
        recorded.push(await request.json());
        return order;
      }),
    );
    const stripe = fakeStripe(succeeded);
    const { onPaid } = renderCheckout(stripe);

    await userEvent.dblClick(await pay());

    expect(await screen.findByText('Your transactionId is pi_3Second0rder')).toBeInTheDocument();
    expect(intents).toEqual([{ price: 731.25 }]);
    expect(stripe.confirmCardPayment).toHaveBeenCalledTimes(1);
    expect(stripe.confirmCardPayment.mock.calls[0][0]).toBe('pi_3Second0rder_secret_x');
    expect(recorded).toEqual([{ transactionId: 'pi_3Second0rder' }]);
    expect(onPaid).toHaveBeenCalledWith(order);
  });

  it('shows a declined card in red and records nothing', async () => {
    server.use(
      getCreatePaymentIntentMockHandler({
        clientSecret: 'pi_x_secret_y',
        amount: 731.25,
        currency: 'usd',
      }),
    );
    const { onPaid } = renderCheckout(
      fakeStripe(
        async () =>
          ({ error: { type: 'card_error', message: 'Your card was declined.' } }) as never,
      ),
    );

    await userEvent.click(await pay());

    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(onPaid).not.toHaveBeenCalled();
  });

  it("says so and reads the cart again when the server's total differs", async () => {
    server.use(
      http.post('*/create-payment-intent', () =>
        errorResponse(409, 'Your cart has changed: the total is now $745.75.'),
      ),
    );
    const stripe = fakeStripe(succeeded);
    const { onCartChanged } = renderCheckout(stripe);

    await userEvent.click(await pay());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your cart has changed: the total is now $745.75.',
    );
    expect(onCartChanged).toHaveBeenCalledOnce();
    expect(stripe.confirmCardPayment).not.toHaveBeenCalled();
  });

  it("shows the server's word when a dish left the menu after the cart was read, and reads the cart again", async () => {
    server.use(
      http.post('*/create-payment-intent', () =>
        errorResponse(
          409,
          'Margherita Pizza is no longer on the menu: remove it from your cart to pay.',
        ),
      ),
    );
    const stripe = fakeStripe(succeeded);
    const { onCartChanged, onPaid } = renderCheckout(stripe);

    await userEvent.click(await pay());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Margherita Pizza is no longer on the menu: remove it from your cart to pay.',
    );
    expect(onCartChanged).toHaveBeenCalledOnce();
    expect(stripe.confirmCardPayment).not.toHaveBeenCalled();
    expect(onPaid).not.toHaveBeenCalled();
  });
});
