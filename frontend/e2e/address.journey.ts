import { expect, test } from '@playwright/test';
import {
  checkScreen,
  followEmailLink,
  returnToTab,
  newEmail,
  password,
  pathOf,
  placeOrder,
  signUp,
} from './journey-helpers';

test(
  'a new customer confirms their address from the link in their mail, and the banner goes without signing in again',
  { tag: '@any-width' },
  async ({ page, context }) => {
    const email = newEmail('confirming');
    await page.goto('/signup?redirect=%2Fmenu');
    await signUp(page, email, 'Confirming Customer');
    await expect.poll(() => pathOf(page)).toBe('/menu');

    const banner = page.getByRole('status', { name: 'Confirm your e-mail address' });
    await expect(banner).toContainText(`Confirm your e-mail address: we sent a link to ${email}.`);
    await checkScreen(page, 'address-to-confirm');
    await banner.getByRole('button', { name: 'Resend the link' }).click();
    await expect(banner).toContainText('A new link is on its way.');
    await checkScreen(page, 'address-link-sent-again');

    await followEmailLink(context, email, 'VERIFY_EMAIL');
    await returnToTab(page);

    // The open page notices within 15 seconds, or at once when the tab comes back into view.
    await expect(banner).toHaveCount(0, { timeout: 25_000 });
    await expect(page.getByText('Thank you: your e-mail address is confirmed.')).toBeVisible();
    expect(pathOf(page)).toBe('/menu');
    await checkScreen(page, 'address-confirmed');
    await page.reload();
    await expect(
      page.getByRole('button', { name: 'Open the account menu of Confirming Customer' }),
    ).toBeVisible();
    await expect(banner).toHaveCount(0);
  },
);

test(
  'a customer who has ordered moves their account to a new address and finds the order there',
  { tag: '@any-width' },
  async ({ page, context }) => {
    test.setTimeout(120_000);
    const oldAddress = newEmail('moving');
    const newAddress = newEmail('moved');
    await placeOrder(page, oldAddress, 'Moving Customer');
    const transactionId = (await page
      .locator('main')
      .getByText(/^pi_\S+$/)
      .first()
      .textContent())!;

    await page.goto('/update-profile');
    const change = page.getByRole('form', { name: 'Change your e-mail address' });
    await change.getByLabel(/^New e-mail address/).fill(oldAddress);
    await change.getByLabel(/^Current password/).fill(password);
    await change.getByRole('button', { name: 'Send the link' }).click();
    await expect(change.getByText('This is your address already. Type the new one.')).toBeVisible();

    await change.getByLabel(/^New e-mail address/).fill(newAddress);
    await change.getByLabel(/^Current password/).fill('not-the-password');
    await change.getByRole('button', { name: 'Send the link' }).click();
    await expect(change.getByText('This is not your current password.')).toBeVisible();
    await checkScreen(page, 'address-change-wrong-password');

    await change.getByLabel(/^Current password/).fill(password);
    await change.getByRole('button', { name: 'Send the link' }).click();
    await expect(change.getByRole('status')).toContainText(
      `We sent a link to ${newAddress}. Open it to move your account there; until then you sign in with ${oldAddress}.`,
    );
    await checkScreen(page, 'address-change-link-sent');

    await followEmailLink(context, oldAddress, 'VERIFY_AND_CHANGE_EMAIL');
    await page.getByRole('button', { name: 'Open the account menu of Moving Customer' }).click();
    await page
      .getByRole('dialog', { name: 'Your account' })
      .getByRole('button', { name: 'Logout' })
      .click();
    await expect(page.getByText('You are logged out. See you soon!')).toBeVisible();

    await page.goto('/login?redirect=%2Forder');
    const login = page.getByRole('form', { name: 'Login' });
    await login.getByLabel(/^Email/).fill(oldAddress);
    await login.getByLabel(/^Password/).fill(password);
    await login.getByRole('button', { name: 'Login' }).click();
    await expect(login.getByRole('alert')).toHaveText('Provide a correct email and password');

    await login.getByLabel(/^Email/).fill(newAddress);
    await login.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => pathOf(page)).toBe('/order');
    await expect(page.locator('main').getByText(transactionId)).toBeVisible();
    await expect(page.getByRole('status', { name: 'Confirm your e-mail address' })).toHaveCount(0);
    await checkScreen(page, 'order-after-address-change');
    await page.goto('/update-profile');
    await expect(page.getByRole('region', { name: 'E-mail address' })).toContainText(
      `You sign in with ${newAddress}.`,
    );
  },
);
