import { expect, test } from '@playwright/test';
import { LONGEST_UNBROKEN_NAME } from '../src/test/longest-values';
import {
  checkScreen,
  followEmailLink,
  newEmail,
  password,
  pathOf,
  signUp,
  signUpElsewhere,
} from './journey-helpers';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test(
  'a visitor is sent from a protected page to sign up, and comes back signed in',
  { tag: '@any-width' },
  async ({ page }) => {
    await page.goto('/order');
    await expect.poll(() => pathOf(page)).toBe('/signup?redirect=%2Forder');
    await expect(page.getByRole('form', { name: 'Create an account' })).toBeVisible();
    await checkScreen(page, 'signup');
    await signUp(page, newEmail('signup'));
    await expect.poll(() => pathOf(page)).toBe('/order');
    expect(await page.evaluate(() => localStorage.getItem('access-token'))).toMatch(/^ey/);
    await expect(page.getByText('Cart is empty. Please add products.')).toBeVisible();
    await checkScreen(page, 'order-none-yet');
    // The sign-up page was replaced in the history: going back does not land on it.
    await page.goBack();
    expect(pathOf(page)).not.toContain('/signup');
  },
);

test('a signed-in customer signs out from the user menu', async ({ page }) => {
  await page.goto('/signup');
  await signUp(page, newEmail('leaving'), 'Leaving Tester');
  await page.getByRole('button', { name: 'Open the account menu of Leaving Tester' }).click();
  const drawer = page.getByRole('dialog', { name: 'Your account' });
  for (const item of ['Profile', 'Order', 'Dashboard'])
    await expect(drawer.getByRole('link', { name: item })).toBeVisible();
  await expect(drawer.getByRole('button', { name: /^Setting/ })).toBeDisabled();
  await checkScreen(page, 'account-menu');
  await drawer.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('You are logged out. See you soon!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBeNull();
  await page.goto('/update-profile');
  await expect.poll(() => pathOf(page)).toBe('/signup?redirect=%2Fupdate-profile');
});

test(
  'a returning customer chooses a new password from the e-mail, signs in (after one wrong password) and changes their name and photo',
  { tag: '@any-width' },
  async ({ page, browser }) => {
    const email = newEmail('returning');
    const newPassword = 'fresh-basil-77';
    // A name as long as the field takes, in one word, typed with a space each side: the spaces are not kept.
    const renamed = LONGEST_UNBROKEN_NAME.slice(0, 98);
    await signUpElsewhere(browser, email);

    await page.goto('/login?redirect=%2Fupdate-profile');
    const login = page.getByRole('form', { name: 'Login' });
    // Forgot password? tells nobody which addresses have an account.
    const linkSent = 'If an account uses this address, we sent it a link to choose a new password.';
    for (const address of [newEmail('nobody'), email]) {
      await login.getByLabel(/^Email/).fill(address);
      await login.getByRole('button', { name: 'Forgot password?' }).click();
      await expect(login.getByRole('status')).toHaveText(linkSent);
    }
    await checkScreen(page, 'login-password-link-sent');
    // The shop's e-mail arrives in the inbox, and its link lets the customer choose a new password.
    await followEmailLink(page.context(), email, 'PASSWORD_RESET', { newPassword });
    await login.getByLabel(/^Email/).fill(email);
    await login.getByLabel(/^Password/).fill(password);
    await login.getByRole('button', { name: 'Login' }).click();
    await expect(
      login.getByRole('alert').filter({ hasText: 'Provide a correct email and password' }),
    ).toBeVisible();
    await checkScreen(page, 'login-wrong-password');
    await login.getByLabel(/^Password/).fill(newPassword);
    await login.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Login successfull', { exact: true })).toBeVisible();
    await expect.poll(() => pathOf(page)).toBe('/update-profile');

    const profile = page.getByRole('form', { name: 'Update your profile' });
    await expect(profile.getByLabel(/^Name/)).toHaveValue('Journey Tester');
    await checkScreen(page, 'update-profile');
    await profile.getByLabel(/^Name/).fill(` ${renamed} `);
    await profile
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await profile.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Profile updated successfully')).toBeVisible();
    await checkScreen(page, 'update-profile-done');
    await page.reload();
    await expect(
      page.getByRole('form', { name: 'Update your profile' }).getByLabel(/^Name/),
    ).toHaveValue(renamed);
    await expect(
      page.getByRole('button', { name: `Open the account menu of ${renamed}` }),
    ).toBeVisible();
  },
);

test(
  'a customer signs in with Google (the emulator’s test account) and is refused the dashboard',
  { tag: '@any-width' },
  async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const dialog = page.getByRole('dialog', { name: 'Local test sign-in with Google' });
    await expect(dialog).toBeVisible();
    await checkScreen(page, 'google-test-sign-in');
    await dialog.getByLabel('Google email').fill(newEmail('google'));
    await dialog.getByLabel('Name on the Google account').fill('Google Tester');
    await dialog.getByRole('button', { name: 'Sign in as this Google account' }).click();
    await expect(page.getByText('Login successfull!')).toBeVisible();
    await expect.poll(() => pathOf(page)).toBe('/');

    const adminAnswers: string[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      const adminRead =
        /^\/api\/(users|orders|overview)(\/|$)/.test(pathname) &&
        !pathname.startsWith('/api/users/admin/');
      if (response.ok() && response.request().method() === 'GET' && adminRead)
        adminAnswers.push(`${response.request().method()} ${pathname}`);
    });
    await page.goto('/dashboard');
    await expect(
      page.getByRole('heading', { name: "This area is for the restaurant's staff" }),
    ).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await checkScreen(page, 'dashboard-refused');
    for (const item of ['Add Menu', 'Manage Items', 'All Users'])
      await expect(page.getByRole('link', { name: item })).toHaveCount(0);
    expect(adminAnswers).toEqual([]);
  },
);

test(
  'an expired session sends the user to /login, and logging in again goes back',
  { tag: '@any-width' },
  async ({ page }) => {
    const email = newEmail('expired');
    await page.goto('/signup?redirect=%2Fupdate-profile');
    await signUp(page, email);
    await expect.poll(() => pathOf(page)).toBe('/update-profile');
    // A token the shop no longer accepts, as after its hour is up.
    await page.evaluate(() =>
      localStorage.setItem('access-token', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.expired'),
    );
    const profile = page.getByRole('form', { name: 'Update your profile' });
    await profile.getByLabel(/^Name/).fill('Too Late');
    await profile.getByRole('button', { name: 'Update' }).click();
    await expect.poll(() => pathOf(page)).toBe('/login?redirect=%2Fupdate-profile');
    await expect(page.getByText('Your session has ended. Please log in again.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBeNull();
    await checkScreen(page, 'session-ended');

    const login = page.getByRole('form', { name: 'Login' });
    await login.getByLabel(/^Email/).fill(email);
    await login.getByLabel(/^Password/).fill(password);
    await login.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => pathOf(page)).toBe('/update-profile');
  },
);
