import { expect, test, type TestInfo } from '@playwright/test';
import {
  addToCart,
  checkScreen,
  emailsTo,
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
import { KITCHEN_TABLET } from './widths';

/** Each browser project has its own cook for the evening, named in ADMIN_EMAILS by global-setup.ts. */
const cookEmail = (testInfo: TestInfo) =>
  staffEmail('evening', testInfo.project.name, testInfo.retry);

const PHONE = '+1 217 555 0142';
const DINER = 'Evening Diner';

interface PaidOrder {
  number: number;
}

test(
  'an order paid in the morning for the evening waits in the kitchen, scheduled, with its time to answer; accepted, it has one number and the customer’s name and phone on the page, the ticket and the e-mails',
  { tag: '@own-widths' },
  async ({ page, browser }, testInfo) => {
    // Two sign-ups, a payment and the kitchen's round: longer than a step of a journey.
    test.setTimeout(120_000);

    // The cook signs in on the kitchen's tablet.
    const tablet = await browser.newContext(KITCHEN_TABLET);
    const cook = await tablet.newPage();
    // The ticket prints through the browser's dialog, which a headless browser has not.
    await cook.addInitScript(() => {
      window.print = () => undefined;
    });
    await cook.goto('/signup?redirect=%2Fdashboard');
    await signUp(cook, cookEmail(testInfo), 'Evening Cook');
    await followEmailLink(tablet, cookEmail(testInfo), 'VERIFY_EMAIL');
    await returnToTab(cook);
    await expect(cook.getByRole('region', { name: 'Pending orders' })).toBeVisible({
      timeout: 25_000,
    });

    try {
      // A customer orders a dish for tomorrow evening, with a phone number.
      const diner = newEmail('evening');
      await page.goto('/signup?redirect=%2Fmenu');
      await signUp(page, diner, DINER);
      await expect.poll(() => pathOf(page)).toBe('/menu');
      await addToCart(page, page.getByRole('article').first());
      await page.goto('/process-checkout');
      await orderForTomorrow(page, (times) => times.at(-1)!);
      await page.getByRole('textbox', { name: /^Phone/ }).fill(PHONE);
      await checkScreen(page, 'checkout-for-later');
      await fillCard(page, '4242 4242 4242 4242');
      // Every digit of the card number in sight, at 360 px too.
      const cardNumber = page.getByTestId('card-element').locator('input[name="cardnumber"]');
      expect(
        await cardNumber.evaluate(
          (input: HTMLInputElement) => input.scrollWidth <= input.clientWidth,
        ),
      ).toBe(true);
      await expect(page.getByRole('button', { name: /^Pay \$\d/ })).toBeEnabled();
      const recorded = page.waitForResponse(
        (r) => r.url().endsWith('/api/payments') && r.request().method() === 'POST',
      );
      await pressPay(page);
      const order = (await (await recorded).json()) as PaidOrder;
      const number = `#${order.number}`;
      await expect(page.getByText(`Your order is ${number}.`)).toBeVisible();
      await expect.poll(() => pathOf(page)).toBe('/order');

      // The customer's page says its number and by when the kitchen will confirm it.
      const mine = page.locator('main');
      await expect(mine.getByText(number).first()).toBeVisible();
      await expect(mine.getByText(/Waiting for the kitchen to confirm, by /).first()).toBeVisible();
      await checkScreen(page, 'order-for-later');

      // The kitchen has it apart, scheduled, with the customer and when it must be answered.
      await cook.goto('/dashboard/kitchen');
      const scheduled = cook.getByRole('region', { name: 'Scheduled for later' });
      const card = scheduled.getByRole('article', { name: `Order ${number}` });
      await expect(card).toBeVisible();
      await expect(card).toContainText(DINER);
      await expect(card.getByRole('link', { name: PHONE })).toBeVisible();
      await expect(card).toContainText(/Answer by /);
      await checkScreen(cook, 'kitchen-scheduled');

      // That it keeps waiting once the time to accept from its payment has passed is the backend's evening test,
      // which runs the job that rejects unanswered orders itself instead of waiting minutes of wall-clock time.
      await cook.reload();
      await expect(card).toBeVisible({ timeout: 60_000 });
      await expect(card).toContainText('order pending');

      // The kitchen accepts it and prints its ticket.
      await card.getByRole('button', { name: 'Accept' }).click();
      const accept = cook.getByRole('form', { name: `Accept order ${number}` });
      await accept.getByRole('button', { name: 'Confirm' }).click();
      await expect(accept).toBeHidden();
      const cooking = cook
        .getByRole('region', { name: 'Accepted and preparing' })
        .getByRole('article', { name: `Order ${number}` });
      await cooking.getByRole('button', { name: 'Print ticket' }).click();
      const ticket = cook.getByTestId('print-area');
      await expect(ticket).toContainText(number);
      await expect(ticket).toContainText(DINER);
      await expect(ticket).toContainText(PHONE);
      await expect(cooking.getByText(/^Printed /)).toBeVisible();

      // The customer's page follows; the e-mails carry the same number, the name and the phone.
      await expect(mine.getByText(/^Accepted: ready at \d\d:\d\d\.$/).first()).toBeVisible();
      await expect
        .poll(async () => (await emailsTo(page.request, diner)).map((email) => email.subject), {
          timeout: 60_000,
        })
        .toEqual(
          expect.arrayContaining([
            expect.stringContaining(`order ${number}`),
            expect.stringMatching(new RegExp(`^Your order is accepted: .*order ${number}`)),
          ]),
        );
      // The diner's other e-mail, the link that proves their address, is about no order.
      const orderEmails = (await emailsTo(page.request, diner)).filter((email) =>
        email.subject.includes(`order ${number}`),
      );
      for (const email of orderEmails) {
        expect(email.text).toContain(`Order ${number} for ${DINER} · ${PHONE}`);
      }
    } finally {
      await tablet.close();
    }
  },
);
