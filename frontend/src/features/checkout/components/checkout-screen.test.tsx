import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Stripe } from '@stripe/stripe-js';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  getCreatePaymentIntentMockHandler,
  getRecordPaymentMockHandler,
} from '@/api/generated/payments-mutations/payments-mutations.msw';
import type { Payment, SavedCard } from '@/api/generated/model';
import { renderComponent } from '@/test/render';
import { CheckoutScreen } from './checkout-screen';
import { errorResponse } from '@/test/error-response';
import { fakeStripe, stripeSucceeded } from '@/test/fake-stripe';
import { orderProgress } from '@/test/order-progress';

const server = setupServer();

const order: Payment = {
  _id: 'order-2',
  number: 1042,
  email: 'ada@example.com',
  customerName: 'Ada Lovelace',
  phone: null,
  allergyNote: null,
  transactionId: 'pi_3Second0rder',
  price: 731.25,
  quantity: 3,
  status: 'order pending',
  itemName: ['Margherita Pizza', 'Greek Salad', 'New York Cheesecake'],
  cartItems: ['line-pizza', 'line-salad', 'line-cake'],
  menuItems: ['dish-pizza', 'dish-salad', 'dish-cake'],
  createdAt: '2026-03-14T18:30:00.000Z',
  ...orderProgress('order pending', '2026-03-14T18:30:00.000Z', 0),
  lines: [
    {
      menuItemId: 'dish-pizza',
      name: 'Margherita Pizza',
      price: 350,
      quantity: 2,
      choices: [],
      allergens: ['gluten', 'milk'],
      mayContain: [],
    },
    {
      menuItemId: 'dish-salad',
      name: 'Greek Salad',
      price: 11.25,
      quantity: 1,
      choices: [],
      allergens: ['milk'],
      mayContain: [],
    },
    {
      menuItemId: 'dish-cake',
      name: 'New York Cheesecake',
      price: 20,
      quantity: 1,
      choices: [],
      allergens: ['eggs', 'gluten', 'milk'],
      mayContain: ['nuts'],
    },
  ],
  fulfilment: 'pickup',
  address: null,
  promisedAt: '2026-03-14T19:00:00.000Z',
  bill: {
    subtotal: 731.25,
    discount: 0,
    serviceFee: 0,
    deliveryFee: 0,
    tip: 0,
    tax: 0,
    taxIncluded: true,
    total: 731.25,
  },
};

/** The shop's answer to a payment of the seed client's order: a pickup as soon as possible. */
const intentFor = (clientSecret: string, amount = 731.25) => ({
  clientSecret,
  amount,
  currency: 'usd' as const,
  fulfilment: 'pickup' as const,
  promisedAt: order.promisedAt!,
  bill: { ...order.bill, subtotal: amount, total: amount },
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const succeeded = stripeSucceeded;

function renderCheckout(stripe: ReturnType<typeof fakeStripe>, savedCards: SavedCard[] = []) {
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
      savedCards={savedCards}
    />,
  );
  return { onPaid, onCartChanged };
}

const pay = async () => {
  const button = await screen.findByRole('button', { name: /^Pay( |$)/ });
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
        return intentFor('pi_3Second0rder_secret_x');
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
    expect(stripe.confirmPayment).toHaveBeenCalledTimes(1);
    expect(stripe.confirmPayment.mock.calls[0][0]).toMatchObject({
      clientSecret: 'pi_3Second0rder_secret_x',
      redirect: 'if_required',
    });
    expect(recorded).toEqual([{ transactionId: 'pi_3Second0rder' }]);
    expect(onPaid).toHaveBeenCalledWith(order);
  });

  it('pays with the newest saved card without a card typed in, and keeps a new card only when asked', async () => {
    const cards: SavedCard[] = [
      { id: 'pm_saved2', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
      { id: 'pm_saved1', brand: 'mastercard', last4: '4444', expMonth: 1, expYear: 2030 },
    ];
    const intents: unknown[] = [];
    server.use(
      getCreatePaymentIntentMockHandler(async ({ request }) => {
        intents.push(await request.json());
        return intentFor('pi_3Second0rder_secret_x');
      }),
      getRecordPaymentMockHandler(order),
    );
    const stripe = fakeStripe(succeeded);
    const { onPaid } = renderCheckout(stripe, cards);

    const payWith = await screen.findByRole('radiogroup', { name: 'Pay with' });
    expect(within(payWith).getByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked();
    expect(
      within(payWith).getByRole('radio', { name: /Mastercard •••• 4444/ }),
    ).toHaveAccessibleDescription('Expires 01/30');
    await userEvent.click(await pay());
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(order));
    expect(intents).toEqual([{ price: 731.25, savedCard: 'pm_saved2' }]);
    expect(stripe.confirmPayment).not.toHaveBeenCalled();
    expect(stripe.confirmCardPayment.mock.calls[0][1]).toEqual({ payment_method: 'pm_saved2' });
  });

  it('pays with a wallet of the Express Checkout Element, and tells the wallet when the payment fails', async () => {
    server.use(
      getCreatePaymentIntentMockHandler(intentFor('pi_3Second0rder_secret_x')),
      getRecordPaymentMockHandler(order),
    );
    let declined = true;
    const stripe = fakeStripe(async () =>
      declined
        ? ({ error: { type: 'card_error', message: 'Your card was declined.' } } as never)
        : succeeded(),
    );
    const { onPaid } = renderCheckout(stripe);
    await pay();
    stripe.emit('expressCheckout', 'ready', {
      availablePaymentMethods: { applePay: false, googlePay: true },
    });
    expect(await screen.findByTestId('express-checkout')).toBeInTheDocument();
    const resolve = vi.fn();
    stripe.emit('expressCheckout', 'click', { resolve });
    expect(resolve).toHaveBeenCalledTimes(1);

    const paymentFailed = vi.fn();
    stripe.emit('expressCheckout', 'confirm', { expressPaymentType: 'google_pay', paymentFailed });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(paymentFailed).toHaveBeenCalled();
    expect(onPaid).not.toHaveBeenCalled();

    declined = false;
    stripe.emit('expressCheckout', 'confirm', { expressPaymentType: 'google_pay', paymentFailed });
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(order));
    expect(stripe.confirmPayment).toHaveBeenCalledTimes(2);
  });

  it('hides the wallets where the device has none', async () => {
    const stripe = fakeStripe(succeeded);
    renderCheckout(stripe);
    await pay();
    stripe.emit('expressCheckout', 'ready', { availablePaymentMethods: undefined });
    await waitFor(() => expect(screen.queryByTestId('express-checkout')).not.toBeInTheDocument());
  });

  it('asks Stripe to keep a new card when the customer ticks it', async () => {
    const intents: unknown[] = [];
    server.use(
      getCreatePaymentIntentMockHandler(async ({ request }) => {
        intents.push(await request.json());
        return intentFor('pi_3Second0rder_secret_x');
      }),
      getRecordPaymentMockHandler(order),
    );
    const { onPaid } = renderCheckout(fakeStripe(succeeded));
    await userEvent.click(
      await screen.findByRole('checkbox', { name: /Keep this card for my next orders/ }),
    );
    await userEvent.click(await pay());
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(order));
    expect(intents).toEqual([{ price: 731.25, saveCard: true }]);
  });

  it('shows a declined card in red and records nothing', async () => {
    server.use(getCreatePaymentIntentMockHandler(intentFor('pi_x_secret_y')));
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

  it('says a failed 3-D Secure challenge in words of its own, and pays on the next press with the same card', async () => {
    server.use(getCreatePaymentIntentMockHandler(intentFor('pi_3Second0rder_secret_x')));
    const recorded: unknown[] = [];
    server.use(
      getRecordPaymentMockHandler(async ({ request }) => {
        recorded.push(await request.json());
        return order;
      }),
    );
    let challenges = 0;
    const stripe = fakeStripe(async () => {
      challenges += 1;
      if (challenges === 1)
        return {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_authentication_failure',
            message: 'We are unable to authenticate your payment method.',
          },
        } as never;
      return succeeded();
    });
    const { onPaid } = renderCheckout(stripe);

    await userEvent.click(await pay());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your bank could not confirm this payment, so nothing was charged. Press Pay to try again, or use another card.',
    );
    expect(recorded).toEqual([]);
    expect(onPaid).not.toHaveBeenCalled();

    await userEvent.click(await pay());
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(order));
    expect(recorded).toEqual([{ transactionId: 'pi_3Second0rder' }]);
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
    expect(stripe.confirmPayment).not.toHaveBeenCalled();
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
    expect(stripe.confirmPayment).not.toHaveBeenCalled();
    expect(onPaid).not.toHaveBeenCalled();
  });
});
