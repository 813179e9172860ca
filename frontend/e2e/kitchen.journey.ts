import { expect, test, type APIRequestContext, type TestInfo } from '@playwright/test';
import {
  checkScreen,
  followEmailLink,
  newEmail,
  placeOrder,
  returnToTab,
  signUp,
} from './journey-helpers';
import { staffEmail } from './staff';
import { KITCHEN_TABLET } from './widths';

/** Each browser project has its own cook, named in ADMIN_EMAILS by global-setup.ts. */
const cookEmail = (testInfo: TestInfo) => staffEmail('cook', testInfo.project.name, testInfo.retry);

interface CaughtEmail {
  subject: string;
  to: { address: string }[];
}

/** The subjects of the e-mails the local inbox caught for an address, as its web page lists them. */
async function subjectsFor(request: APIRequestContext, address: string): Promise<string[]> {
  const inbox = process.env.SHOP_INBOX_URL;
  if (!inbox) throw new Error('The shop was started with SMTP_URL: no local inbox to read.');
  const emails = (await (await request.get(`${inbox}/api/email`)).json()) as CaughtEmail[];
  return emails
    .filter((email) => email.to.some((to) => to.address === address))
    .map((email) => email.subject.replace(/ \(order .*$/, ''));
}

test(
  'a paid order rings in the kitchen, is accepted, cooked and made ready, and the customer’s page follows each step without a reload; the e-mails are in the inbox',
  { tag: '@own-widths' },
  async ({ page, browser }, testInfo) => {
    test.setTimeout(180_000);

    // The kitchen tablet: a cook signs in and opens the kitchen screen.
    const tablet = await browser.newContext(KITCHEN_TABLET);
    const cook = await tablet.newPage();
    await cook.goto('/signup?redirect=%2Fdashboard');
    await signUp(cook, cookEmail(testInfo), 'Line Cook');
    await followEmailLink(tablet, cookEmail(testInfo), 'VERIFY_EMAIL');
    await returnToTab(cook);
    await expect(cook.getByRole('region', { name: 'Pending orders' })).toBeVisible({
      timeout: 25_000,
    });
    await cook.goto('/dashboard/kitchen');
    await expect(cook.getByRole('status').filter({ hasText: /^Live/ })).toBeVisible({
      timeout: 60_000,
    });
    const fresh = cook.getByRole('region', { name: 'New' });

    // A customer pays; the tablet rings, without a reload.
    const customer = newEmail('kitchen');
    const recorded = page.waitForResponse(
      (r) => r.url().endsWith('/api/payments') && r.request().method() === 'POST',
    );
    await placeOrder(page, customer, 'Hungry Diner');
    const { number } = (await (await recorded).json()) as { number: number };
    const reference = `#${number}`;
    // The alert that names this order: another journey's order, paid meanwhile, rings an alert of its own.
    const alert = cook
      .getByRole('alert')
      .filter({ hasText: /new orders?/i })
      .filter({ hasText: reference });
    await expect(alert).toBeVisible();
    await expect(fresh.getByRole('article', { name: `Order ${reference}` })).toBeVisible();
    await checkScreen(cook, 'kitchen-new-order');
    await alert.getByRole('button', { name: 'Acknowledge' }).click();
    await expect(alert).toBeHidden();

    // Accepted with the ready time the dialog suggests.
    const order = fresh.getByRole('article', { name: `Order ${reference}` });
    await order.getByRole('button', { name: 'Accept' }).click();
    const accept = cook.getByRole('form', { name: `Accept order ${reference}` });
    await expect(accept.getByLabel('Ready at')).not.toHaveValue('');
    await checkScreen(cook, 'kitchen-accept-dialog');
    await accept.getByRole('button', { name: 'Confirm' }).click();
    await expect(accept).toBeHidden();

    // The customer's page follows, with nothing reloaded.
    await page.bringToFront();
    const progress = page.locator('main');
    await expect(progress.getByText(/^Accepted: ready at \d\d:\d\d\.$/)).toBeVisible({
      timeout: 5_000,
    });

    await cook.bringToFront();
    const cooking = cook.getByRole('article', { name: `Order ${reference}` });
    await cooking.getByRole('button', { name: 'Start preparing' }).click();
    await expect(cooking.getByRole('button', { name: 'Mark ready' })).toBeVisible();
    await cooking.getByRole('button', { name: 'Mark ready' }).click();
    await expect(cooking.getByRole('button', { name: 'Mark completed' })).toBeVisible();

    await page.bringToFront();
    await expect(progress.getByText('Ready: come and collect it.')).toBeVisible({ timeout: 5_000 });
    await expect(page).toHaveTitle(/^Your order is ready! · /);
    await expect(progress.getByText(/Placed \d\d:\d\d/).first()).toBeVisible();
    await checkScreen(page, 'order-ready-live');

    // The customer's e-mails: received, accepted with the time, ready.
    await expect
      .poll(() => subjectsFor(page.request, customer), { timeout: 60_000 })
      .toEqual(
        expect.arrayContaining([
          'We have your order',
          expect.stringMatching(/^Your order is accepted: ready /),
          'Your order is ready for pickup',
        ]),
      );

    await cook.bringToFront();
    await cooking.getByRole('button', { name: 'Mark completed' }).click();
    await expect(cook.getByRole('article', { name: `Order ${reference}` })).toBeHidden();
    await tablet.close();
  },
);
