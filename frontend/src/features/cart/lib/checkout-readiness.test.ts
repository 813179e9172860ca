import { describe, expect, it } from 'vitest';
import { cartWithChoices } from '@/test/fixtures/cart-fixtures';
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

  it("gives the shop's reason for a line sold out or outside its hours, as the server does", () => {
    expect(checkoutBlockedReason([line('Belgian Waffle', false, 'Served 07:00–11:00')])).toBe(
      'Belgian Waffle (Served 07:00–11:00) cannot be ordered now: remove it from your cart to pay, or wait until it is back.',
    );
  });

  it('says each kind of problem in its own sentence', () => {
    expect(
      checkoutBlockedReason([
        line('Greek Salad', false, 'No longer on the menu'),
        line('Tiramisu', false, 'Sold out'),
        line('Cappuccino', false, 'Large is sold out until tomorrow'),
      ]),
    ).toBe(
      'Greek Salad is no longer on the menu: remove it from your cart to pay. Tiramisu (Sold out) and Cappuccino (Large is sold out until tomorrow) cannot be ordered now: remove them from your cart to pay, or wait until they are back.',
    );
  });

  it('names a dish once when two of its lines cannot be ordered for the same reason', () => {
    expect(
      checkoutBlockedReason([
        line('Tiramisu', false, 'Sold out'),
        line('Tiramisu', false, 'Sold out'),
      ]),
    ).toBe(
      'Tiramisu (Sold out) cannot be ordered now: remove it from your cart to pay, or wait until it is back.',
    );
  });

  it('blocks a cart whose line of choices is sold out', () => {
    expect(checkoutBlockedReason(cartWithChoices)).toMatch(
      /^Fresh Mint Lemonade \(.+\) cannot be ordered now/,
    );
  });
});
