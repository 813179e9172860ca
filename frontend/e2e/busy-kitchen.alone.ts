import { expect, test } from '@playwright/test';
import {
  addToCart,
  checkScreen,
  fillCard,
  followEmailLink,
  newEmail,
  orderForTomorrow,
  pathOf,
  pressPay,
  returnToTab,
  signUp,
} from './journey-helpers';
import { staffEmail } from './staff';
import { KITCHEN_TABLET, ON_THE_PHONE } from './widths';

test('the kitchen pauses orders for now; a customer on a phone reads until when, cannot order for now but orders for later; the kitchen resumes', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);

  // The kitchen's tablet: a cook signs in and opens the kitchen screen.
  const tablet = await browser.newContext(KITCHEN_TABLET);
  const cook = await tablet.newPage();
  const cookEmail = staffEmail('busy', testInfo.project.name, testInfo.retry);
  await cook.goto('/signup?redirect=%2Fdashboard%2Fkitchen');
  await signUp(cook, cookEmail, 'Busy Cook');
  await followEmailLink(tablet, cookEmail, 'VERIFY_EMAIL');
  await returnToTab(cook);
  const pace = cook.getByRole('region', { name: 'Kitchen pace' });
  await expect(pace).toBeVisible({ timeout: 25_000 });

  // Too busy: one tap, then how long.
  await pace.getByRole('button', { name: 'Pause orders for now' }).click();
  await cook.getByRole('menuitem', { name: 'For 30 minutes' }).click();
  // "21:41", or "tomorrow 00:10" when the half hour runs past midnight.
  const paused = pace.getByText(/^Orders for now are paused until (.* )?\d\d:\d\d$/);
  await expect(paused).toBeVisible();
  const until = /until (.+)$/.exec((await paused.textContent()) ?? '')![1];
  const clock = until.slice(-5);
  await checkScreen(cook, 'busy-kitchen-paused');

  try {
    // A customer on a phone reads until when, on the menu.
    const phone = await browser.newContext(ON_THE_PHONE);
    const customer = await phone.newPage();
    await customer.goto('/signup?redirect=%2Fmenu');
    await signUp(customer, newEmail('busy-kitchen'), 'Patient Diner');
    await expect.poll(() => pathOf(customer)).toBe('/menu');
    await expect(customer.getByTestId('shop-status')).toHaveText(
      `Orders for now paused until ${until} · order for later`,
    );
    await checkScreen(customer, 'busy-kitchen-menu');

    // "As soon as possible" is off, and says why; a time later is taken and paid.
    await addToCart(customer, customer.getByRole('article').first());
    await customer.goto('/process-checkout');
    const soon = customer.getByRole('radio', { name: /^As soon as possible/ });
    await expect(soon).toBeDisabled();
    await expect(
      customer.getByText(
        `The kitchen takes no orders for now until ${clock}: choose a later time.`,
      ),
    ).toBeVisible();
    await checkScreen(customer, 'busy-kitchen-checkout');
    await orderForTomorrow(customer, (times) => times[0]);
    await fillCard(customer, '4242 4242 4242 4242');
    await pressPay(customer);
    await expect(customer.getByText('Payment successfull!')).toBeVisible();
    await expect.poll(() => pathOf(customer)).toBe('/order');
    await expect(customer.locator('main').getByText('order pending')).toBeVisible();
    await phone.close();
  } finally {
    // The kitchen resumes, whatever happened to the customer.
    await pace.getByRole('button', { name: 'Resume orders now' }).click();
  }
  await expect(pace.getByRole('button', { name: 'Pause orders for now' })).toBeEnabled();
  const shop = (await (await cook.request.get('/api/shop')).json()) as { pause: unknown };
  expect(shop.pause).toBeNull();
  await tablet.close();
});
