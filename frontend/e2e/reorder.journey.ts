import { expect, test } from '@playwright/test';
import { checkScreen, fillCard, newCustomerWithADish, pathOf, pressPay } from './journey-helpers';

test('a returning customer keeps their card, orders the same again in one tap, and pays with the saved card', async ({
  page,
}) => {
  const { name } = await newCustomerWithADish(page, 'reorder', 1);

  // The first order: the card typed in, and kept for next time.
  await page.goto('/process-checkout');
  await expect(page.getByText(name).first()).toBeVisible();
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('checkbox', { name: /^Keep this card for my next orders/ }).check();
  await pressPay(page);
  await expect.poll(() => pathOf(page)).toBe('/order');

  // Order again: the same dish in the cart in one tap, then paid with the saved card, nothing typed.
  await page
    .getByRole('button', { name: /^Order again: order #\d+$/ })
    .first()
    .click();
  await expect.poll(() => pathOf(page)).toBe('/cart-page');
  await expect(page.getByLabel(`Quantity of ${name}`)).toHaveText('1');
  await page.getByRole('link', { name: 'Proceed Checkout' }).click();
  await expect.poll(() => pathOf(page)).toBe('/process-checkout');
  const saved = page.getByRole('radio', { name: /^Visa •••• 4242/ });
  await expect(saved).toBeChecked();
  await expect(page.getByTestId('card-element')).toBeHidden();
  await checkScreen(page, 'checkout-saved-card');
  await pressPay(page);
  await expect.poll(() => pathOf(page)).toBe('/order');
  await expect(page.getByRole('button', { name: /^Order again: order #\d+$/ })).toHaveCount(2);
  await checkScreen(page, 'orders-order-again');

  // The profile lists the card, which can be forgotten there.
  await page.goto('/update-profile');
  const cards = page.getByRole('list', { name: 'Saved cards' });
  await expect(cards).toContainText('Visa •••• 4242');
  await checkScreen(page, 'profile-saved-cards');
  await cards.getByRole('button', { name: 'Remove Visa •••• 4242' }).click();
  await expect(page.getByText('No card is kept for you.', { exact: false })).toBeVisible();
});
