import { describe, expect, it } from 'vitest';
import { cartWithChoices } from '../components/cart-fixtures';
import { checkoutBlockedReason } from './checkout-readiness';

const line = (name: string, available = true, unavailableReason?: string) => ({
  name,
  quantity: 1,
  available,
  unavailableReason,
});

describe('whether a cart can go on to paying', () => {
  it('can with dishes that are all on the menu', () => {
    expect(checkoutBlockedReason([line('Greek Salad'), line('Tonkotsu Ramen')])).toBeUndefined();
  });

  it('cannot when empty', () => {
    expect(checkoutBlockedReason([])).toBe('Your cart is empty: add a dish from the menu first.');
  });

  it('names the dish that left the menu, as the server does', () => {
    expect(checkoutBlockedReason([line('Greek Salad'), line('Margherita Pizza', false)])).toBe(
      'Margherita Pizza is no longer on the menu: remove it from your cart to pay.',
    );
  });

  it('names every dish that left the menu', () => {
    expect(
      checkoutBlockedReason([line('Greek Salad', false), line('Margherita Pizza', false)]),
    ).toBe(
      'Greek Salad and Margherita Pizza are no longer on the menu: remove them from your cart to pay.',
    );
  });

  it("gives the shop's reason for a line sold out or outside its hours", () => {
    expect(
      checkoutBlockedReason([line('Pancakes', false, 'Served from 7:00 AM to 11:00 AM')]),
    ).toBe(
      'Pancakes cannot be ordered now (Served from 7:00 AM to 11:00 AM): remove it from your cart to pay.',
    );
  });

  it('says both kinds of problem in one sentence', () => {
    expect(
      checkoutBlockedReason([line('Greek Salad', false), line('Tiramisu', false, 'Sold out')]),
    ).toBe(
      'Greek Salad is no longer on the menu and Tiramisu cannot be ordered now (Sold out): remove them from your cart to pay.',
    );
  });

  it('names the line by its choices, so that the customer knows which of two alike to remove', () => {
    expect(checkoutBlockedReason(cartWithChoices)).toBe(
      'Fresh Mint Lemonade (Drink size: Large) cannot be ordered now (Large is sold out until tomorrow): remove it from your cart to pay.',
    );
  });
});
