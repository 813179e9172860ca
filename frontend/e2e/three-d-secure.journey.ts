import { expect, type Locator, test } from '@playwright/test';
import {
  checkScreen,
  fillCard,
  newCustomerWithADish,
  orderChangedAlert,
  pathOf,
  pressPay,
} from './journey-helpers';

/** Stripe's test card that asks for 3-D Secure on every payment. */
const AUTHENTICATION_CARD = '4000 0027 6000 3184';

test('a customer whose bank asks for 3-D Secure fails the challenge, keeps everything, and pays on the second try', async ({
  page,
}) => {
  const { name } = await newCustomerWithADish(page, 'three-d-secure', 0);

  await page.goto('/process-checkout');
  await expect(page.getByText(name).first()).toBeVisible();
  await page.getByLabel(/^Phone/).fill('+1 555 010 0199');
  await fillCard(page, AUTHENTICATION_CARD);

  // The bank's challenge opens over the checkout; failing it charges nothing and leaves every choice in place.
  const challenge = page.getByRole('dialog', { name: '3D Secure test payment' });
  /** Pay pressed, then the challenge answered, unless the order's time changed first and nothing was asked. */
  const payAnswering = (answer: string) => async (pay: Locator) => {
    await pay.click();
    await expect(challenge.or(orderChangedAlert(page))).toBeVisible();
    if (!(await challenge.isVisible())) return;
    await expect(challenge.getByRole('button', { name: 'Complete authentication' })).toBeFocused();
    await checkScreen(page, 'three-d-secure-challenge');
    await challenge.getByRole('button', { name: answer }).click();
    await expect(challenge).toBeHidden();
  };
  await pressPay(page, payAnswering('Fail authentication'));
  await expect(page.getByRole('alert')).toHaveText(
    'Your bank could not confirm this payment, so nothing was charged. Press Pay to try again, or use another card.',
  );
  await expect(page.getByLabel(/^Phone/)).toHaveValue('+1 555 010 0199');
  await expect(page.getByTestId('card-element').locator('input[name="cardnumber"]')).toHaveValue(
    AUTHENTICATION_CARD,
  );
  await expect(page.getByRole('link', { name: 'Cart, 1 dish' })).toBeVisible();
  await checkScreen(page, 'three-d-secure-failed');

  // The second try: the same card, nothing typed again, the challenge completed.
  await pressPay(page, payAnswering('Complete authentication'));
  await expect(page.getByText('Payment successfull!')).toBeVisible();
  await expect.poll(() => pathOf(page)).toBe('/order');
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^Cart, 0 dishes/ })).toBeVisible();
});
