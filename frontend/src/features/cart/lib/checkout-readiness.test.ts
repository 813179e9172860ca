import { describe, expect, it } from 'vitest';
import { checkoutBlockedReason } from './checkout-readiness';

const line = (name: string, available = true) => ({ name, quantity: 1, available });

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
});
