import { expect, type Page, test, type TestInfo } from '@playwright/test';
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
import { AT_THE_DESK } from './widths';

/** Each browser project has its own host, named in ADMIN_EMAILS by global-setup.ts. */
const hostEmail = (testInfo: TestInfo) => staffEmail('host', testInfo.project.name, testInfo.retry);

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const cents = (text: string | null) =>
  Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);

async function addDish(page: Page, dish: string) {
  await page.goto(`/menu?q=${encodeURIComponent(dish)}`);
  await addToCart(page, page.getByRole('article', { name: dish, exact: true }));
}

/** Pays the checkout as it stands and returns the order's transaction id, once /order shows it. */
async function pay(page: Page): Promise<string> {
  await fillCard(page, '4242 4242 4242 4242');
  await pressPay(page);
  await expect(page.getByText('Payment successfull!')).toBeVisible();
  const paid = await page
    .getByText(/Your transactionId is pi_/)
    .first()
    .textContent();
  await expect.poll(() => pathOf(page)).toBe('/order');
  return /pi_\w+/.exec(paid ?? '')![0];
}

test(
  'a customer has dinner delivered later with a 15 % tip and a promo code, sees the time and the bill before and after paying, and a pickup order pays no delivery fee',
  { tag: '@own-widths' },
  async ({ page, browser }, testInfo) => {
    test.setTimeout(180_000);

    // The host turns delivery on (the seed's shop delivers to its demo zones once it is on).
    const dashboard = await browser.newContext(AT_THE_DESK);
    const host = await dashboard.newPage();
    await host.goto('/signup?redirect=%2Fdashboard%2Fordering');
    await signUp(host, hostEmail(testInfo), 'Front of House');
    await followEmailLink(dashboard, hostEmail(testInfo), 'VERIFY_EMAIL');
    await returnToTab(host);
    await host.goto('/dashboard/ordering');
    const delivery = host.getByRole('switch', { name: /^Delivery/ });
    await expect(delivery).toBeVisible({ timeout: 25_000 });
    await delivery.check({ force: true });
    await expect(delivery).toBeChecked();
    const saved = host.waitForResponse(
      (r) => r.url().endsWith('/api/shop/ordering') && r.request().method() === 'PUT',
    );
    await host.getByRole('button', { name: 'Save the ordering settings' }).click();
    expect((await saved).status()).toBe(200);
    await checkScreen(host, 'dashboard-ordering');
    await host.goto('/dashboard/delivery-zones');
    await expect(host.getByText('Town centre').first()).toBeVisible();
    await checkScreen(host, 'dashboard-delivery-zones');
    await host.goto('/dashboard/promo-codes');
    await expect(host.getByText('WELCOME10').first()).toBeVisible();
    await checkScreen(host, 'dashboard-promo-codes');
    await host.goto('/dashboard/hours');
    await expect(host.getByRole('group', { name: 'Monday' })).toBeVisible();
    await checkScreen(host, 'dashboard-hours');

    // A customer orders a steak ($31.50) for delivery, tomorrow, with a 15 % tip and WELCOME10.
    await page.goto('/signup?redirect=%2Fmenu');
    await signUp(page, newEmail('delivery'));
    await expect.poll(() => pathOf(page)).toBe('/menu');
    await expect(page.getByTestId('shop-status')).toContainText('Open now');
    await addDish(page, 'Grilled Ribeye Steak');
    await page.goto('/process-checkout');
    // The choices are a segmented control: its radios are hidden behind their labels, which a person taps.
    await page
      .getByTestId('checkout-step-fulfilment')
      .getByText('Delivery', { exact: true })
      .click();
    await expect(page.getByRole('radio', { name: 'Delivery' })).toBeChecked();
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Main Street');
    await page.getByRole('textbox', { name: 'City' }).fill('Springfield');
    await page.getByRole('textbox', { name: 'Postcode' }).fill('62702');
    await page.getByRole('textbox', { name: 'Phone' }).fill('+1 217 555 0142');
    await expect(page.getByTestId('bill-delivery-fee')).toContainText('$2.50');

    await orderForTomorrow(page, (times) => times[Math.min(4, times.length - 1)]);
    await page.getByTestId('checkout-step-tip').getByText('15 %', { exact: true }).click();
    await expect(page.getByRole('radio', { name: '15 %' })).toBeChecked();
    await page.getByRole('textbox', { name: 'Promo code' }).fill('welcome10');
    await page
      .getByTestId('checkout-step-promo-code')
      .getByRole('button', { name: 'Apply' })
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'WELCOME10 applied' })).toBeVisible();

    // $31.50 − 10 % ($3.15) + $2.50 delivery + 15 % of $28.35 ($4.25), no tax: $35.10.
    const bill = page.getByRole('region', { name: 'Your bill' });
    await expect(bill.getByTestId('bill-subtotal')).toContainText('$31.50');
    await expect(bill.getByTestId('bill-discount')).toContainText('$3.15');
    await expect(bill.getByTestId('bill-tip')).toContainText('$4.25');
    await expect(bill.getByTestId('bill-total')).toContainText(usd.format(35.1));
    const promised = await page.getByTestId('promised-time').textContent();
    expect(promised).toMatch(/tomorrow/i);
    await checkScreen(page, 'checkout-delivery');
    const deliveredOrder = await pay(page);

    const fulfilment = page.getByTestId(`order-fulfilment-${deliveredOrder}`).first();
    await expect(fulfilment).toContainText('Delivery');
    await expect(fulfilment).toContainText('12 Main Street');
    const promisedClock = /\d{1,2}:\d{2}/.exec(promised ?? '')?.[0] ?? 'no time';
    await expect(fulfilment).toContainText(promisedClock);
    const billButton = page
      .getByRole('button', { name: `Bill of order ${deliveredOrder}` })
      .first();
    await billButton.click();
    await expect(billButton).toHaveAttribute('aria-expanded', 'true');
    const orderBill = page.locator(`#${await billButton.getAttribute('aria-controls')}`);
    await expect(orderBill.getByTestId('bill-delivery-fee')).toContainText('$2.50');
    await expect(orderBill.getByTestId('bill-discount')).toContainText('$3.15');
    await expect(orderBill.getByTestId('bill-tip')).toContainText('$4.25');
    expect(cents(await orderBill.getByTestId('bill-total').textContent())).toBe(3510);
    await checkScreen(page, 'order-delivery');

    // A pickup order of a salad pays the salad and nothing for delivery.
    await addDish(page, 'Caprese Salad');
    await page.goto('/process-checkout');
    await expect(page.getByRole('radio', { name: 'Pickup' })).toBeChecked();
    await expect(page.getByTestId('bill-total')).toContainText('$11.50');
    await expect(page.getByTestId('bill-delivery-fee')).toHaveCount(0);
    const pickupOrder = await pay(page);
    await expect(page.getByTestId(`order-fulfilment-${pickupOrder}`).first()).toContainText(
      'Pickup',
    );
    const pickupBill = page.getByRole('button', { name: `Bill of order ${pickupOrder}` }).first();
    await pickupBill.click();
    const pickupRows = page.locator(`#${await pickupBill.getAttribute('aria-controls')}`);
    await expect(pickupRows.getByTestId('bill-total')).toContainText('$11.50');
    await expect(pickupRows.getByTestId('bill-delivery-fee')).toHaveCount(0);
    await checkScreen(page, 'order-pickup');
    await dashboard.close();
  },
);
