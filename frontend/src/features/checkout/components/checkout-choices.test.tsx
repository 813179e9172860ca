import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enterText } from '@/test/enter-text';
import type { Stripe } from '@stripe/stripe-js';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getQuoteOrderMockHandler } from '@/api/generated/checkout-mutations/checkout-mutations.msw';
import type { OrderRequest, Shop, SlotList } from '@/api/generated/model';
import {
  getCreatePaymentIntentMockHandler,
  getPlaceGiftCardOrderMockHandler,
  getRecordPaymentMockHandler,
} from '@/api/generated/payments-mutations/payments-mutations.msw';
import { errorResponse } from '@/test/error-response';
import { fakeStripe, stripeSucceeded } from '@/test/fake-stripe';
import { renderComponent } from '@/test/render';
import {
  closedSlots,
  pickupOnlyShop,
  SAMPLE_NOW,
  sampleQuote,
  sampleShop,
  sampleSlots,
} from '@/test/fixtures/shop-fixtures';
import { sampleOrders } from '@/test/fixtures/order-fixtures';
import { CheckoutScreen } from './checkout-screen';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const intent = (amount: number, promisedAt: string) => ({
  clientSecret: 'pi_3Second0rder_secret_x',
  amount,
  currency: 'usd' as const,
  fulfilment: 'pickup' as const,
  promisedAt,
  bill: { ...sampleQuote.bill, total: amount },
});

/** The shop answering the sample quote and a payment for its total; what it was asked, request by request. */
function answerAsTheShop() {
  const quotes: OrderRequest[] = [];
  const intents: unknown[] = [];
  server.use(
    getQuoteOrderMockHandler(async ({ request }) => {
      quotes.push((await request.json()) as OrderRequest);
      return sampleQuote;
    }),
    getCreatePaymentIntentMockHandler(async ({ request }) => {
      intents.push(await request.json());
      return intent(731.25, sampleQuote.promisedAt);
    }),
    getRecordPaymentMockHandler(),
  );
  return { quotes, intents };
}

function renderCheckout(shop: Shop, slots: SlotList, stripe = fakeStripe(stripeSucceeded)) {
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
      shop={shop}
      slots={slots}
      now={SAMPLE_NOW}
    />,
  );
  return { stripe, onPaid, onCartChanged };
}

const enabledPay = async () => {
  const button = await screen.findByRole('button', { name: /^Pay( |$)/ });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
};

describe('the checkout with its choices', () => {
  it("pays the seed client's order, a pickup as soon as possible, in one tap, for the total shown", async () => {
    const { quotes, intents } = answerAsTheShop();
    const { stripe, onPaid } = renderCheckout(pickupOnlyShop, sampleSlots);

    expect(await screen.findByTestId('promised-time')).toHaveTextContent('Pickup at 19:30 today');
    expect(screen.getByTestId('bill-total')).toHaveTextContent('$731.25');
    expect(screen.queryByRole('radiogroup', { name: 'Pickup or delivery' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'As soon as possible (around 19:30)' })).toBeChecked();

    const pay = await enabledPay();
    // The button names the amount the card is asked for.
    expect(pay).toHaveAccessibleName('Pay $731.25');
    await userEvent.click(pay);

    await waitFor(() => expect(onPaid).toHaveBeenCalledOnce());
    expect(stripe.confirmPayment).toHaveBeenCalledTimes(1);
    expect(quotes).toEqual([{}]);
    expect(intents).toEqual([{ price: 731.25 }]);
  });

  it('sends the customer’s allergy note with the payment, without asking for the bill again as it is typed', async () => {
    const { quotes, intents } = answerAsTheShop();
    const { onPaid } = renderCheckout(pickupOnlyShop, sampleSlots);
    await screen.findByTestId('promised-time');

    const note = screen.getByRole('textbox', { name: /^A note for the kitchen/ });
    expect(note).toHaveAttribute('maxlength', '300');
    await userEvent.click(note);
    await userEvent.paste('  Severe peanut allergy, no cross-contact.  ');
    await userEvent.click(await enabledPay());

    await waitFor(() => expect(onPaid).toHaveBeenCalledOnce());
    expect(intents).toEqual([
      { price: 731.25, allergyNote: 'Severe peanut allergy, no cross-contact.' },
    ]);
    expect(quotes).toEqual([{}]);
  });

  it('does not charge the card when the shop answers another total or time than shown', async () => {
    server.use(
      getQuoteOrderMockHandler(sampleQuote),
      getCreatePaymentIntentMockHandler(intent(731.25, '2026-11-24T18:45:00Z')),
    );
    const { stripe, onCartChanged } = renderCheckout(pickupOnlyShop, sampleSlots);

    await userEvent.click(await enabledPay());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your order changed before paying: Pickup at 19:45 today, total $731.25. Your card was not charged: check the bill and press Pay again.',
    );
    expect(stripe.confirmPayment).not.toHaveBeenCalled();
    expect(onCartChanged).toHaveBeenCalledOnce();
  });

  it('asks the shop again for a delivery to an address with a tip', async () => {
    const quotes: OrderRequest[] = [];
    server.use(
      getQuoteOrderMockHandler(async ({ request }) => {
        const asked = (await request.json()) as OrderRequest;
        quotes.push(asked);
        return { ...sampleQuote, fulfilment: asked.fulfilment ?? 'pickup' };
      }),
    );
    renderCheckout(sampleShop, sampleSlots);
    await screen.findByTestId('promised-time');

    await userEvent.click(screen.getByRole('radio', { name: 'Delivery' }));
    expect(await screen.findByTestId('bill-notice')).toHaveTextContent(
      'Enter your delivery address to see the bill.',
    );
    expect(screen.getByRole('button', { name: /^Pay( |$)/ })).toHaveAccessibleDescription(
      'Enter your delivery address to see the bill.',
    );
    await enterText(screen.getByRole('textbox', { name: /^Address( \*)?$/ }), '12 Rue Oberkampf');
    await enterText(screen.getByRole('textbox', { name: /^City/ }), 'Paris');
    await enterText(screen.getByRole('textbox', { name: /^Postcode/ }), '75011');
    expect(await screen.findByTestId('bill-notice')).toHaveTextContent(
      'Enter a phone number for the driver.',
    );
    await enterText(screen.getByRole('textbox', { name: /^Phone/ }), '+33 1 23 45 67 89');
    await userEvent.click(screen.getByRole('radio', { name: '15 %' }));

    await waitFor(() =>
      expect(quotes.at(-1)).toEqual({
        fulfilment: 'delivery',
        address: { line1: '12 Rue Oberkampf', city: 'Paris', postcode: '75011' },
        tip: { percent: 15 },
      }),
    );
    expect(await screen.findByTestId('promised-time')).toHaveTextContent(
      'Delivery around 19:30 today',
    );
    // Typing waits for a pause: the shop is not asked at every key.
    expect(quotes.length).toBeLessThanOrEqual(5);
  });

  it("shows the shop's refusal of a promo code under the field, and keeps the bill without it", async () => {
    server.use(
      http.post('*/checkout/quote', async ({ request }) => {
        const asked = (await request.json()) as OrderRequest;
        if (asked.promoCode)
          return errorResponse(422, 'This promo code has expired.', [
            { path: '/body/promoCode', message: 'expired' },
          ]);
        return HttpResponse.json(sampleQuote);
      }),
    );
    renderCheckout(pickupOnlyShop, sampleSlots);
    await screen.findByTestId('promised-time');

    await enterText(screen.getByRole('textbox', { name: 'Promo code' }), 'OLD10');
    const promoStep = within(screen.getByTestId('checkout-step-promo-code'));
    await userEvent.click(promoStep.getByRole('button', { name: 'Apply' }));

    const field = screen.getByRole('textbox', { name: 'Promo code' });
    await waitFor(() => expect(field).toHaveAccessibleDescription('This promo code has expired.'));
    expect(await enabledPay()).toBeEnabled();
    expect(screen.getByTestId('bill-total')).toHaveTextContent('$731.25');
  });

  it('takes a gift card that pays part of the bill, says what is left for the card, and charges the card only that', async () => {
    const intents: unknown[] = [];
    const withGiftCard = {
      ...sampleQuote,
      bill: { ...sampleQuote.bill, giftCard: 30, due: sampleQuote.bill.total - 30 },
    };
    server.use(
      getQuoteOrderMockHandler(async ({ request }) => {
        const asked = (await request.json()) as OrderRequest;
        return asked.giftCard ? withGiftCard : sampleQuote;
      }),
      getCreatePaymentIntentMockHandler(async ({ request }) => {
        intents.push(await request.json());
        return { ...intent(701.25, sampleQuote.promisedAt), bill: withGiftCard.bill };
      }),
      getRecordPaymentMockHandler(),
    );
    const { onPaid } = renderCheckout(pickupOnlyShop, sampleSlots);
    await screen.findByTestId('promised-time');

    await enterText(screen.getByRole('textbox', { name: 'Gift card' }), 'k7pq m2xw 9hta rc4d');
    const giftCardStep = within(screen.getByTestId('checkout-step-gift-card'));
    await userEvent.click(giftCardStep.getByRole('button', { name: 'Apply' }));

    expect(await giftCardStep.findByText('Gift card ending RC4D pays $30.00')).toBeInTheDocument();
    expect(screen.getByTestId('bill-gift-card')).toHaveTextContent('−$30.00');
    expect(screen.getByTestId('bill-due')).toHaveTextContent('$701.25');
    const pay = await enabledPay();
    expect(pay).toHaveAccessibleName('Pay $701.25');
    await userEvent.click(pay);

    await waitFor(() => expect(onPaid).toHaveBeenCalledOnce());
    // The price sent is the bill's total, which the shop checks; the card is asked for what is due.
    expect(intents).toEqual([{ price: 731.25, giftCard: 'k7pq m2xw 9hta rc4d' }]);
  });

  it('places an order a gift card pays in full with one button, and asks for no card', async () => {
    const placed: unknown[] = [];
    const paidInFull = {
      ...sampleQuote,
      bill: { ...sampleQuote.bill, giftCard: sampleQuote.bill.total, due: 0 },
    };
    server.use(
      getQuoteOrderMockHandler(async ({ request }) => {
        const asked = (await request.json()) as OrderRequest;
        return asked.giftCard ? paidInFull : sampleQuote;
      }),
      getPlaceGiftCardOrderMockHandler(async ({ request }) => {
        placed.push(await request.json());
        return sampleOrders[0];
      }),
    );
    const { onPaid, stripe } = renderCheckout(pickupOnlyShop, sampleSlots);
    await screen.findByTestId('promised-time');

    await enterText(screen.getByRole('textbox', { name: 'Gift card' }), 'K7PQ-M2XW-9HTA-RC4D');
    await userEvent.click(
      within(screen.getByTestId('checkout-step-gift-card')).getByRole('button', { name: 'Apply' }),
    );
    const place = await screen.findByRole('button', { name: 'Place order' });
    expect(
      screen.getByText('Your gift card pays the whole bill: no card is needed.'),
    ).toBeVisible();
    expect(screen.queryByTestId('card-element')).toBeNull();
    await waitFor(() => expect(place).toBeEnabled());
    await userEvent.dblClick(place);

    await waitFor(() => expect(onPaid).toHaveBeenCalledOnce());
    expect(placed).toEqual([{ price: 731.25, giftCard: 'K7PQ-M2XW-9HTA-RC4D' }]);
    expect(stripe.confirmPayment).not.toHaveBeenCalled();
  });

  it('takes a refused gift card off again and says why under its field, the rest of the bill still shown', async () => {
    server.use(
      http.post('*/checkout/quote', async ({ request }) => {
        const asked = (await request.json()) as OrderRequest;
        if (asked.giftCard)
          return errorResponse(
            422,
            'No gift card has this code. Check it on the e-mail or the card.',
          );
        return HttpResponse.json(sampleQuote);
      }),
    );
    renderCheckout(pickupOnlyShop, sampleSlots);
    await screen.findByTestId('promised-time');

    const field = screen.getByRole('textbox', { name: 'Gift card' });
    await enterText(field, 'AAAABBBBCCCCDDDD');
    await userEvent.click(
      within(screen.getByTestId('checkout-step-gift-card')).getByRole('button', { name: 'Apply' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Gift card' })).toHaveAccessibleDescription(
        'No gift card has this code. Check it on the e-mail or the card.',
      ),
    );
    expect(screen.getByTestId('bill-total')).toHaveTextContent('$731.25');
    expect(screen.queryByTestId('bill-gift-card')).toBeNull();
  });

  it('says why there is no "as soon as possible" and starts on a later time', async () => {
    server.use(getQuoteOrderMockHandler({ ...sampleQuote, asap: false }));
    renderCheckout(sampleShop, closedSlots);

    expect(await screen.findByRole('radio', { name: 'As soon as possible' })).toBeDisabled();
    expect(screen.getByText('We are closed now; choose a later time.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Later' })).toBeChecked();
    const time = within(screen.getByTestId('checkout-step-time'));
    expect(time.getByRole('combobox', { name: 'Day' })).toHaveDisplayValue('Tomorrow');
    expect(time.getByRole('combobox', { name: 'Time' })).toHaveDisplayValue('12:00');
  });

  it('says when a cart needs more of the kitchen than any one time has, and offers no time to try', async () => {
    const tooBig =
      "Your order needs 150 minutes of the kitchen's time, and the kitchen cooks at most 120 for one time: remove some dishes, or split it into two orders.";
    // The shop refuses such a quote too, but with no time to ask for, the screen asks nothing.
    const quoted = vi.fn(() => errorResponse(422, tooBig));
    server.use(http.post('*/checkout/quote', quoted));
    renderCheckout(pickupOnlyShop, {
      asap: null,
      asapUnavailableReason: tooBig,
      slots: sampleSlots.slots.map((slot) => ({ ...slot, available: false })),
    });

    expect(await screen.findByRole('radio', { name: 'As soon as possible' })).toBeDisabled();
    const time = within(screen.getByTestId('checkout-step-time'));
    expect(time.getByText(tooBig)).toBeInTheDocument();
    expect(time.getByRole('radio', { name: 'Later' })).toBeDisabled();
    expect(time.queryByRole('combobox', { name: 'Day' })).not.toBeInTheDocument();
    const pay = await screen.findByRole('button', { name: /^Pay( |$)/ });
    await waitFor(() => expect(pay).toHaveAccessibleDescription(tooBig));
    expect(pay).toBeDisabled();
    expect(screen.getByTestId('bill-notice')).toHaveTextContent(tooBig);
    expect(quoted).not.toHaveBeenCalled();
  });

  it('disables Pay with the reason when the shop refuses the order', async () => {
    server.use(
      http.post('*/checkout/quote', () =>
        errorResponse(
          409,
          'Margherita Pizza is no longer on the menu: remove it from your cart to pay.',
        ),
      ),
    );
    renderCheckout(pickupOnlyShop, sampleSlots);

    const pay = await screen.findByRole('button', { name: /^Pay( |$)/ });
    await waitFor(() =>
      expect(pay).toHaveAccessibleDescription(
        'Margherita Pizza is no longer on the menu: remove it from your cart to pay.',
      ),
    );
    expect(pay).toBeDisabled();
    expect(screen.getByTestId('bill-notice')).toHaveTextContent('Margherita Pizza');
  });

  it('says what to change instead of working out the bill when the shop refuses a choice', async () => {
    const outside = 'We do not deliver to 75013 yet: choose pickup, or another address.';
    server.use(
      http.post('*/checkout/quote', () =>
        errorResponse(422, outside, [
          { path: '/body/address/postcode', message: 'is outside every zone' },
        ]),
      ),
    );
    renderCheckout(sampleShop, sampleSlots);
    await userEvent.click(await screen.findByRole('radio', { name: 'Delivery' }));
    await enterText(screen.getByRole('textbox', { name: /^Address( \*)?$/ }), '1 Quai de la Gare');
    await enterText(screen.getByRole('textbox', { name: /^City/ }), 'Paris');
    await enterText(screen.getByRole('textbox', { name: /^Postcode/ }), '75013');
    await enterText(screen.getByRole('textbox', { name: /^Phone/ }), '+33 1 23 45 67 89');

    expect(
      await within(screen.getByTestId('checkout-step-fulfilment')).findByText(outside),
    ).toBeInTheDocument();
    expect(screen.getByTestId('bill-notice')).toHaveTextContent(
      'Change what is marked above to see the bill.',
    );
    expect(screen.queryByText('Working out your bill…')).toBeNull();
  });
});
