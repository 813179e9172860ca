// Walks through sign-in as a person would, in the local Chromium, against a running shop on the Auth emulator:
//   PORT=3200 make start        (in another terminal, from the repository root)
//   SHOP_URL=http://localhost:3200 npm exec -w frontend -- node e2e/sign-in-journey.mjs
// Screenshots at 1440 and 360 px wide go to frontend/artifacts/sign-in-journey/.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const shop = (process.env.SHOP_URL ?? 'http://localhost:3200').replace(/\/$/, '');
const shots = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../artifacts/sign-in-journey',
);
const email = `e2e-${Date.now()}@example.com`;
const password = 'tasty-pasta-42';

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

const step = (line) => console.log(`- ${line}`);
const expectUrl = async (page, pathAndSearch) => {
  await page.waitForURL((url) => url.pathname + url.search === pathAndSearch, { timeout: 15_000 });
};

async function visitor(width) {
  const context = await browser.newContext({
    viewport: { width, height: width > 800 ? 900 : 780 },
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`  page error: ${error.message}`));
  const shot = (name) =>
    page.screenshot({ path: path.join(shots, `${width}-${name}.png`), fullPage: true });
  return { context, page, shot };
}

const fill = async (scope, label, value) =>
  scope.getByLabel(label, { exact: false }).first().fill(value);

try {
  await mkdir(shots, { recursive: true });
  for (const width of [1440, 360]) {
    console.log(`At ${width} px:`);
    const account = width === 1440 ? email : email.replace('e2e-', 'e2e-phone-');
    let { context, page, shot } = await visitor(width);

    step('a signed-out visitor opening /order is sent to /signup, remembering /order');
    await page.goto(`${shop}/order`);
    await expectUrl(page, '/signup?redirect=%2Forder');
    await page.getByRole('form', { name: 'Create an account' }).waitFor();
    await shot('01-signup');

    step('signs up and is taken back to /order');
    const signup = page.getByRole('form', { name: 'Create an account' });
    await fill(signup, 'Name', 'Journey Tester');
    await fill(signup, 'Email', account);
    await fill(signup, 'Password', password);
    await signup.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('Account creation successfully done!').waitFor();
    await expectUrl(page, '/order');
    if (!(await page.evaluate(() => localStorage.getItem('access-token'))))
      throw new Error('No shop token stored.');
    await shot('02-after-signup');

    step('updates the profile name; the photo upload may not be open yet');
    await page.goto(`${shop}/update-profile`);
    const profile = page.getByRole('form', { name: 'Update your profile' });
    await profile.waitFor();
    await fill(profile, 'Name', 'Journey Tester Updated');
    await profile.locator('input[type="file"]').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
    await profile.getByRole('button', { name: 'Update' }).click();
    await page
      .getByText(/Profile updated successfully|Your name is saved, but the photo is not/)
      .first()
      .waitFor();
    await shot('03-profile');
    await context.close();

    ({ context, page, shot } = await visitor(width));
    step('a new visitor types a wrong password on /login and sees the one error line');
    await page.goto(`${shop}/login?redirect=%2Fupdate-profile`);
    const login = page.getByRole('form', { name: 'Login' });
    await fill(login, 'Email', account);
    await fill(login, 'Password', 'not-the-password');
    await login.getByRole('button', { name: 'Login' }).click();
    await login
      .getByRole('alert')
      .filter({ hasText: 'Provide a correct email and password' })
      .waitFor();
    await shot('04-wrong-password');

    step('logs in and goes back to /update-profile, /login replaced in the history');
    await fill(login, 'Password', password);
    await login.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Login successfull', { exact: true }).waitFor();
    await expectUrl(page, '/update-profile');
    await page.getByRole('form', { name: 'Update your profile' }).waitFor();
    await context.close();

    ({ context, page, shot } = await visitor(width));
    step('signs in with the local Google test account');
    await page.goto(`${shop}/login`);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const dialog = page.getByRole('dialog', { name: 'Local test sign-in with Google' });
    await fill(dialog, 'Google email', account.replace('e2e', 'google'));
    await fill(dialog, 'Name on the Google account', 'Google Tester');
    await shot('05-google-test-sign-in');
    await dialog.getByRole('button', { name: 'Sign in as this Google account' }).click();
    await page.getByText('Login successfull!').waitFor();
    await expectUrl(page, '/');

    step('a non-administrator opening /dashboard sees the login form and why');
    await page.goto(`${shop}/dashboard`);
    await page.getByText('Administrator access is needed').waitFor();
    await shot('06-dashboard-not-admin');
    await context.close();
  }
  console.log(`Done. Screenshots in ${shots}`);
} finally {
  await browser.close();
}
