import { expect, test } from '@playwright/test';
import { addToCart, checkScreen, newCustomerWithADish, pathOf } from './journey-helpers';

test('a customer pays with their phone’s wallet at checkout after it once declines, and next time from the cart in one tap', async ({
  page,
}) => {
  const { dish, name } = await newCustomerWithADish(page, 'wallet', 2);

  await page.goto('/process-checkout');
  await expect(page.getByText(name).first()).toBeVisible();
  const wallet = page.getByRole('button', { name: 'Buy with Stand-in Pay' });
  await expect(wallet).toBeVisible();
  // The bill is known before the wallet's sheet may open.
  await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeEnabled();
  await checkScreen(page, 'checkout-wallet');

  // The wallet's first card is declined: the sheet closes, the checkout says why, and nothing is recorded.
  const sheet = page.getByRole('dialog', { name: 'Stand-in Pay' });
  await wallet.click();
  await expect(sheet).toBeVisible();
  await checkScreen(page, 'checkout-wallet-sheet');
  await sheet.getByLabel('Card').selectOption({ label: 'Visa •••• 0002 (declined)' });
  await sheet.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');

  await wallet.click();
  await sheet.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('Payment successfull!')).toBeVisible();
  await expect.poll(() => pathOf(page)).toBe('/order');
  await expect(page.getByText(name).first()).toBeVisible();

  // Next time, from the cart: one tap pays a pickup as soon as possible, at the bill the shop works out for it.
  await page.goto('/menu');
  await addToCart(page, dish);
  await page.goto('/cart-page');
  const express = page.getByRole('region', { name: 'Pay now with your wallet' });
  await expect(express).toContainText('A pickup as soon as possible, without a tip');
  await checkScreen(page, 'cart-wallet');
  await express.getByRole('button', { name: 'Buy with Stand-in Pay' }).click();
  await sheet.getByRole('button', { name: /^Pay / }).click();
  await expect.poll(() => pathOf(page)).toBe('/order');
  await expect(page.getByRole('button', { name: /^Order again: order #\d+$/ })).toHaveCount(2);
});
