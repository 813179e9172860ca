import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  checkScreen,
  emailsTo,
  followEmailLink,
  newEmail,
  placeOrder,
  returnToTab,
  signUp,
} from './journey-helpers';
import { staffEmail } from './staff';
import { KITCHEN_TABLET } from './widths';

/** A drink no other journey orders: the cook sells it out and puts it back. */
const DRINK = 'Organic Apple Juice';

/** The link of the newest invitation to the staff the local inbox caught for an address. */
async function invitationLink(request: APIRequestContext, address: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const text =
          (await emailsTo(request, address))
            .filter((email) => /^Join the team of /.test(email.subject))
            .at(-1)?.text ?? '';
        link = /(http\S+\/join\?invitation=[A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';
        return link;
      },
      { message: `an invitation to ${address} in the local inbox`, timeout: 30_000 },
    )
    .not.toBe('');
  return link;
}

test('the owner invites a cook, who joins, accepts an order and sells a drink out, with no refund, users or settings; the owner reads both in the audit trail', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(
    testInfo.project.name === 'phone',
    'The back office at 1440 px and the kitchen tablet at 1024 px; the phone’s dashboard has its own journeys.',
  );
  test.setTimeout(240_000);

  // The owner, on a desktop, invites a cook by e-mail.
  const ownerEmail = staffEmail('team', testInfo.project.name, testInfo.retry);
  await page.goto('/signup?redirect=%2Fdashboard%2Fusers');
  await signUp(page, ownerEmail, 'Team Owner');
  await followEmailLink(page.context(), ownerEmail, 'VERIFY_EMAIL');
  await returnToTab(page);
  const invite = page.getByRole('form', { name: 'Invite to the staff' });
  await expect(invite).toBeVisible({ timeout: 25_000 });
  const cookEmail = newEmail('team-cook');
  await invite.getByLabel('E-mail address').fill(cookEmail);
  await invite.getByLabel('Role').selectOption('kitchen');
  await invite.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByRole('listitem', { name: cookEmail })).toContainText('Kitchen');
  await checkScreen(page, 'team-invitation');

  // The cook, on the kitchen's tablet, opens the e-mail's link, signs up with that address, proves it and joins.
  const tablet = await browser.newContext(KITCHEN_TABLET);
  const cook = await tablet.newPage();
  // The link names the shop's address as SHOP_URL gives it; the journeys reach the same shop at theirs.
  const link = new URL(await invitationLink(tablet.request, cookEmail));
  await cook.goto(`${link.pathname}${link.search}`);
  await signUp(cook, cookEmail, 'Line Cook');
  await expect(cook.getByRole('button', { name: 'Join the team' })).toBeVisible();
  await followEmailLink(tablet, cookEmail, 'VERIFY_EMAIL');
  await returnToTab(cook);
  await expect(async () => {
    await cook.getByRole('button', { name: 'Join the team' }).click();
    await expect(cook.getByRole('heading', { name: 'Welcome to the team' })).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
  await checkScreen(cook, 'team-joined');
  await cook.getByRole('link', { name: 'Open the dashboard' }).click();

  // The kitchen's screens, and none of the owner's: no users, no settings, no overview of the money.
  const sidebar = cook.getByRole('navigation', { name: 'Dashboard' });
  await expect(sidebar.getByRole('link', { name: 'Kitchen' })).toBeVisible();
  for (const name of [
    'All Users',
    'Ordering',
    'Hours & Closures',
    'Promo Codes',
    'Audit trail',
    'Add Menu',
  ])
    await expect(sidebar.getByRole('link', { name, exact: true })).toHaveCount(0);
  // The dashboard opened on the kitchen's screen; another's screen says it is not the cook's.
  await expect.poll(() => new URL(cook.url()).pathname).toBe('/dashboard/kitchen');
  await cook.goto('/dashboard/users');
  await expect(cook.getByRole('heading', { name: 'Not part of your role' })).toBeVisible();
  await expect(cook.getByRole('table', { name: 'All users' })).toHaveCount(0);
  await checkScreen(cook, 'team-not-for-the-kitchen');

  // A customer pays; the cook accepts the order, and finds no way to cancel it once accepted (a refund).
  const customer = await (
    await browser.newContext({ viewport: page.viewportSize() ?? undefined })
  ).newPage();
  const recorded = customer.waitForResponse(
    (r) => r.url().endsWith('/api/payments') && r.request().method() === 'POST',
  );
  await placeOrder(customer, newEmail('team-diner'), 'Hungry Diner');
  const { number } = (await (await recorded).json()) as { number: number };
  const reference = `#${number}`;
  await cook.goto('/dashboard/kitchen');
  const order = cook.getByRole('article', { name: `Order ${reference}` });
  await order.getByRole('button', { name: 'Accept' }).click();
  const accept = cook.getByRole('form', { name: `Accept order ${reference}` });
  await accept.getByRole('button', { name: 'Confirm' }).click();
  await expect(accept).toBeHidden();
  await expect(order.getByRole('button', { name: 'Start preparing' })).toBeVisible();
  await expect(order.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await checkScreen(cook, 'team-kitchen');

  // The drink is sold out from Manage Items, where the cook finds no Edit or Delete.
  await cook.goto('/dashboard/manage-items');
  await cook.getByLabel('Find a dish').fill(DRINK);
  const backOnSale = cook.getByRole('button', { name: `Back on sale: ${DRINK}` });
  // A retried journey finds the drink as the first attempt left it.
  if (await backOnSale.isVisible()) await backOnSale.click();
  await cook.getByRole('button', { name: `Sold out until tomorrow: ${DRINK}` }).click();
  await expect(backOnSale).toBeVisible();
  await expect(cook.getByRole('link', { name: `Edit ${DRINK}` })).toHaveCount(0);
  await expect(cook.getByRole('button', { name: `Delete ${DRINK}` })).toHaveCount(0);
  await checkScreen(cook, 'team-manage-items');
  await backOnSale.click();
  await expect(
    cook.getByRole('button', { name: `Sold out until tomorrow: ${DRINK}` }),
  ).toBeVisible();

  // The owner reads both in the audit trail: who, when, and what changed.
  await page.goto('/dashboard/audit');
  await page.getByLabel('Kind of change').selectOption('dish.sold-out');
  const soldOut = page
    .getByRole('article', { name: 'Dish sold out' })
    .filter({ hasText: DRINK })
    .first();
  await expect(soldOut).toContainText('By Line Cook');
  await expect(soldOut).toContainText('Kitchen');
  await page.getByLabel('Kind of change').selectOption('order.status-changed');
  const accepted = page
    .getByRole('article', { name: 'Order moved' })
    .filter({ hasText: reference });
  await expect(accepted).toContainText('By Line Cook');
  await expect(accepted).toContainText('order pending → accepted');
  await checkScreen(page, 'team-audit-trail');

  // The owner's report counts the accepted order, and the accountant's CSV holds it, to the cent.
  await page.goto('/dashboard/reports');
  await expect(page.getByRole('group', { name: 'Orders' })).not.toContainText(/^Orders0$/);
  await checkScreen(page, 'team-reports');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the orders (CSV)' }).click();
  const csv = readFileSync(await (await downloading).path(), 'utf8');
  expect(csv.startsWith('\uFEFFnumber,placed,status,')).toBe(true);
  expect(csv).toMatch(new RegExp(`\r\n${number},[^\r\n]*,accepted,`));
  await expect(page.getByRole('table', { name: 'Taxes by rate' })).toBeVisible();

  // The owner checks Stripe's payments against the orders, and reads when and by whom it was checked.
  await page.goto('/dashboard/reconciliations');
  await page.getByRole('button', { name: 'Check now' }).click();
  await expect(page.getByRole('heading', { name: 'Latest check' })).toBeVisible();
  await expect(page.getByText(/^Checked on .* by Team Owner\.$/)).toBeVisible();
  await checkScreen(page, 'team-reconciliation');
  await tablet.close();
});
