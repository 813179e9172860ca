import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getListCartLinesMockHandler } from '@/api/generated/carts/carts.msw';
import {
  getDeleteCartLineMockHandler,
  getUpdateCartLineMockHandler,
} from '@/api/generated/carts-mutations/carts-mutations.msw';
import type { CartLine } from '@/api/generated/model';
import { getGetAdminStatusMockHandler } from '@/api/generated/users/users.msw';
import { cartWithChoices, cartWithDishGone, sampleCartLines } from '@/test/fixtures/cart-fixtures';
import { renderApp } from '@/test/render';
import { sampleUser } from '@/test/with-auth-session';
import { getListCategoriesMockHandler } from '@/api/generated/categories/categories.msw';
import { sampleCategories } from '@/test/fixtures/menu-fixtures';
import { getListMyCardsMockHandler } from '@/api/generated/users/users.msw';
import { getQuoteOrderMockHandler } from '@/api/generated/checkout-mutations/checkout-mutations.msw';
import { getGetShopMockHandler } from '@/api/generated/shop/shop.msw';
import { sampleQuote, sampleShop } from '@/test/fixtures/shop-fixtures';
import { CUSTOMER_STATUS } from '@/test/fixtures/staff-fixtures';

const server = setupServer(
  getListMyCardsMockHandler([]),
  getListCategoriesMockHandler(sampleCategories),
  getGetShopMockHandler(sampleShop),
  getQuoteOrderMockHandler(sampleQuote),
  // Stripe.js is not loaded here: the cart's wallet stays away.
  http.get('*/client-config', () => new HttpResponse(null, { status: 503 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The cart as the server keeps it; the handlers read and change it like the real API. */
let cart: CartLine[];
const quantityChanges: number[] = [];
/** How long the shop takes to answer a quantity change; quick taps land while one is on its way. */
let answerDelayMs: number;
let changesUnderWay: number;
let mostChangesAtOnce: number;

beforeEach(() => {
  cart = structuredClone(sampleCartLines);
  quantityChanges.length = 0;
  answerDelayMs = 0;
  changesUnderWay = 0;
  mostChangesAtOnce = 0;
  server.use(
    getGetAdminStatusMockHandler(CUSTOMER_STATUS),
    getListCartLinesMockHandler(() => cart),
    getUpdateCartLineMockHandler(async ({ request, params }) => {
      const { quantity } = (await request.json()) as { quantity: number };
      changesUnderWay += 1;
      mostChangesAtOnce = Math.max(mostChangesAtOnce, changesUnderWay);
      await delay(answerDelayMs);
      changesUnderWay -= 1;
      quantityChanges.push(quantity);
      const line = cart.find((l) => l._id === params.id)!;
      line.quantity = quantity;
      return line;
    }),
    getDeleteCartLineMockHandler(({ params }) => {
      cart = cart.filter((l) => l._id !== params.id);
      return { message: 'Cart Item deleted successfully!' };
    }),
  );
});

const row = (name: string) => screen.getByRole('row', { name });
const summary = () => screen.getByRole('region', { name: 'Customer details' });
const detail = (label: string) => within(summary()).getByText(label).nextElementSibling;

describe('the cart page', () => {
  it('lists each line with its price times its quantity, and the totals to two decimals', async () => {
    renderApp('/cart-page', { user: sampleUser });

    await screen.findByRole('row', { name: 'Margherita Pizza' });
    expect(row('Margherita Pizza')).toHaveTextContent('$29.00');
    expect(row('Greek Salad')).toHaveTextContent('$9.25');
    expect(row('New York Cheesecake')).toHaveTextContent('$693.00');
    expect(
      within(row('Margherita Pizza')).getByRole('img', { name: 'Margherita Pizza' }),
    ).toBeInTheDocument();
    expect(detail('Name')).toHaveTextContent('Ada Lovelace');
    expect(detail('Email')).toHaveTextContent('ada@example.com');
    expect(detail('User id')).toHaveTextContent('uid-ada');
    expect(detail('Total items')).toHaveTextContent('102 dishes');
    expect(detail('Total price')).toHaveTextContent('$731.25');
    expect(screen.getByRole('link', { name: 'Proceed Checkout' })).toHaveAttribute(
      'href',
      '/process-checkout',
    );
    expect(await screen.findByRole('link', { name: 'Cart, 102 dishes' })).toBeInTheDocument();
  });

  it('adds one with plus and updates the totals', async () => {
    renderApp('/cart-page', { user: sampleUser });
    await screen.findByRole('row', { name: 'Margherita Pizza' });

    await userEvent.click(screen.getByRole('button', { name: 'One more Margherita Pizza' }));

    await waitFor(() => expect(row('Margherita Pizza')).toHaveTextContent('$43.50'));
    expect(quantityChanges).toEqual([3]);
    expect(detail('Total price')).toHaveTextContent('$745.75');
  });

  it('counts every quick tap: five taps on plus while the shop is slow make five more', async () => {
    answerDelayMs = 150;
    renderApp('/cart-page', { user: sampleUser });
    await screen.findByRole('row', { name: 'Margherita Pizza' });
    const plus = screen.getByRole('button', { name: 'One more Margherita Pizza' });
    const quantity = screen.getByLabelText('Quantity of Margherita Pizza');

    for (let tap = 0; tap < 5; tap += 1) await userEvent.click(plus);

    expect(quantity).toHaveTextContent('7');
    expect(row('Margherita Pizza')).toHaveTextContent('$101.50');
    await waitFor(() => expect(cart[0].quantity).toBe(7));
    expect(quantityChanges.at(-1)).toBe(7);
    // In order and one at a time: each request asks for more than the one before.
    expect(quantityChanges).toEqual([...quantityChanges].sort((a, b) => a - b));
    expect(mostChangesAtOnce).toBe(1);
    await waitFor(() => expect(detail('Total items')).toHaveTextContent('107 dishes'));
    expect(quantity).toHaveTextContent('7');
  });

  it("shows the shop's quantity once nothing more is on its way, when it differs", async () => {
    let answerFirstChange = () => {};
    const firstChangeHeld = new Promise<void>((resolve) => {
      answerFirstChange = resolve;
    });
    server.use(
      getUpdateCartLineMockHandler(async ({ params }) => {
        await firstChangeHeld;
        // The kitchen can make only four today.
        const line = cart.find((l) => l._id === params.id)!;
        line.quantity = 4;
        return line;
      }),
    );
    renderApp('/cart-page', { user: sampleUser });
    await screen.findByRole('row', { name: 'Margherita Pizza' });
    const plus = screen.getByRole('button', { name: 'One more Margherita Pizza' });

    for (let tap = 0; tap < 4; tap += 1) await userEvent.click(plus);

    expect(screen.getByLabelText('Quantity of Margherita Pizza')).toHaveTextContent('6');
    answerFirstChange();
    await waitFor(() =>
      expect(screen.getByLabelText('Quantity of Margherita Pizza')).toHaveTextContent('4'),
    );
    expect(row('Margherita Pizza')).toHaveTextContent('$58.00');
  });

  it("never goes below one: minus at 1 says 'Item can't be zero' and changes nothing", async () => {
    renderApp('/cart-page', { user: sampleUser });
    await screen.findByRole('row', { name: 'Greek Salad' });

    await userEvent.click(screen.getByRole('button', { name: 'One less Greek Salad' }));

    expect(await screen.findByText("Item can't be zero")).toBeInTheDocument();
    expect(quantityChanges).toEqual([]);
    expect(within(row('Greek Salad')).getByLabelText('Quantity of Greek Salad')).toHaveTextContent(
      '1',
    );
  });

  it('stops plus at 99 and lets minus take one away', async () => {
    renderApp('/cart-page', { user: sampleUser });
    await screen.findByRole('row', { name: 'New York Cheesecake' });

    expect(screen.getByRole('button', { name: 'One more New York Cheesecake' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'One less New York Cheesecake' }));

    await waitFor(() => expect(row('New York Cheesecake')).toHaveTextContent('$686.00'));
    expect(quantityChanges).toEqual([98]);
  });

  it('deletes a line only after the customer confirms', async () => {
    renderApp('/cart-page', { user: sampleUser });
    await screen.findByRole('row', { name: 'Greek Salad' });

    await userEvent.click(screen.getByRole('button', { name: 'Delete Greek Salad' }));
    let dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent("You won't be able to revert this!");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(row('Greek Salad')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Greek Salad' }));
    dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete it!' }));

    expect(await screen.findByText('Deleted!')).toBeInTheDocument();
    expect(screen.getByText('Your item has been deleted.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: 'Greek Salad' })).not.toBeInTheDocument(),
    );
    expect(detail('Total items')).toHaveTextContent('101 dishes');
    expect(detail('Total price')).toHaveTextContent('$722.00');
  });

  it('cannot proceed to checkout with an empty cart, and says why', async () => {
    cart = [];
    renderApp('/cart-page', { user: sampleUser });

    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    const proceed = screen.getByRole('button', { name: 'Proceed Checkout' });
    expect(proceed).toBeDisabled();
    expect(proceed).toHaveAccessibleDescription(
      'Your cart is empty: add a dish from the menu first.',
    );
    expect(detail('Total price')).toHaveTextContent('$0.00');
  });

  it('keeps a dish that left the menu in sight, uncounted, and blocks checkout until it is removed', async () => {
    cart = structuredClone(cartWithDishGone);
    renderApp('/cart-page', { user: sampleUser });

    const pizza = await screen.findByRole('row', { name: 'Margherita Pizza' });
    expect(pizza).toHaveTextContent('No longer available');
    expect(pizza).toHaveTextContent('Not counted');
    expect(within(pizza).queryByRole('button', { name: /One (more|less)/ })).toBeNull();
    expect(detail('Total items')).toHaveTextContent('100 dishes');
    expect(detail('Total price')).toHaveTextContent('$702.25');
    const proceed = screen.getByRole('button', { name: 'Proceed Checkout' });
    expect(proceed).toBeDisabled();
    expect(proceed).toHaveAccessibleDescription(
      'Margherita Pizza is no longer on the menu: remove it from your cart to pay.',
    );

    await userEvent.click(within(pizza).getByRole('button', { name: 'Remove Margherita Pizza' }));

    await waitFor(() =>
      expect(screen.queryByRole('row', { name: 'Margherita Pizza' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('link', { name: 'Proceed Checkout' })).toHaveAttribute(
      'href',
      '/process-checkout',
    );
  });

  it('tells two lines of the same dish apart by their choices, and changes only the one asked', async () => {
    cart = structuredClone(cartWithChoices);
    renderApp('/cart-page', { user: sampleUser });

    const small = await screen.findByRole('row', { name: 'Margherita Pizza (Size: Small 10")' });
    expect(small).toHaveTextContent('Size: Small 10"');
    await userEvent.click(
      within(small).getByRole('button', { name: 'One more Margherita Pizza (Size: Small 10")' }),
    );

    await waitFor(() => expect(quantityChanges).toEqual([3]));
    expect(cart.map((line) => line.quantity)).toEqual([1, 3, 1, 1]);
    expect(
      screen.getByLabelText(
        'Quantity of Margherita Pizza (Size: Large 14" · Toppings: Extra mozzarella ×2, Fresh basil)',
      ),
    ).toHaveTextContent('1');
  });

  it("says why a line cannot be ordered now, in the shop's words, and blocks checkout until it is removed", async () => {
    cart = structuredClone(cartWithChoices);
    renderApp('/cart-page', { user: sampleUser });

    const lemonade = await screen.findByRole('row', {
      name: 'Fresh Mint Lemonade (Drink size: Large)',
    });
    expect(lemonade).toHaveTextContent('Large is sold out until tomorrow');
    expect(lemonade).toHaveTextContent('Not counted');
    expect(screen.getByRole('button', { name: 'Proceed Checkout' })).toHaveAccessibleDescription(
      'Fresh Mint Lemonade (Large is sold out until tomorrow) cannot be ordered now: remove it from your cart to pay, or wait until it is back.',
    );

    await userEvent.click(
      within(lemonade).getByRole('button', {
        name: 'Remove Fresh Mint Lemonade (Drink size: Large)',
      }),
    );

    expect(await screen.findByRole('link', { name: 'Proceed Checkout' })).toBeInTheDocument();
    expect(detail('Total price')).toHaveTextContent('$67.95');
  });

  it('asks a signed-out visitor to log in', async () => {
    renderApp('/cart-page');

    expect(
      await screen.findByText('Please log in to see your cart and order the food.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login now!' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fcart-page',
    );
  });
});
