import { expect, test } from '@playwright/test';
import { checkScreen, newEmail, password, pathOf, signUpElsewhere, tabTo } from './journey-helpers';

test('a keyboard-only customer goes from the home page to the menu, logs in and orders, seeing the focus all along', async ({
  page,
  browser,
}) => {
  const email = newEmail('keyboard');
  await signUpElsewhere(browser, email);

  await page.goto('/');
  await expect(
    page.getByRole('heading', { name: /Dive into Delights Of Delectable Food/i }),
  ).toBeVisible();
  if (test.info().project.name === 'phone') {
    await tabTo(page, page.getByRole('button', { name: 'Open the navigation' }));
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await tabTo(page, drawer.getByRole('link', { name: 'Menu', exact: true }));
  } else {
    await tabTo(
      page,
      page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Menu', exact: true }),
    );
  }
  await page.keyboard.press('Enter');
  await expect.poll(() => pathOf(page)).toBe('/menu');

  await tabTo(page, page.getByRole('link', { name: 'Pizza', exact: true }));
  await page.keyboard.press('Enter');
  await expect.poll(() => pathOf(page)).toBe('/menu?category=pizza');
  await tabTo(page, page.getByRole('button', { name: /^Add to Cart/ }).first());
  await page.keyboard.press('Enter');
  // The pizza's choices open for a visitor too; adding it asks them to log in.
  await tabTo(
    page,
    page.getByRole('dialog').getByRole('button', { name: 'Add to Cart', exact: true }),
    40,
  );
  await page.keyboard.press('Enter');
  const loginNow = page.getByRole('link', { name: 'Login now!' });
  await expect(loginNow).toBeVisible();
  await checkScreen(page, 'keyboard-login-required');
  await tabTo(page, loginNow, 5);
  await page.keyboard.press('Enter');
  await expect.poll(() => pathOf(page)).toBe('/login?redirect=%2Fmenu%3Fcategory%3Dpizza');

  const login = page.getByRole('form', { name: 'Login' });
  await tabTo(page, login.getByLabel(/^Email/));
  await page.keyboard.type(email);
  await tabTo(page, login.getByLabel(/^Password/), 3);
  await page.keyboard.type(password);
  await checkScreen(page, 'keyboard-login');
  // The pizza chosen before logging in goes to the shop once signed in: a refusal, or no add at all, fails here
  // with what the shop said rather than later with an empty cart.
  const pendingAdd = page.waitForResponse(
    (r) => r.url().endsWith('/api/carts') && r.request().method() === 'POST',
  );
  await page.keyboard.press('Enter');
  await expect.poll(() => pathOf(page)).toBe('/menu?category=pizza');
  const added = await pendingAdd;
  expect(added.status(), await added.text()).toBe(201);
  await expect(page.getByRole('link', { name: 'Cart, 1 dish' })).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: /^Add to Cart/ }).first(), 60);
  await page.keyboard.press('Enter');
  // A pizza has a size and toppings: its dialog opens with the defaults chosen, and keeps the focus inside.
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await checkScreen(page, 'keyboard-dish-dialog');
  await tabTo(page, dialog.getByRole('button', { name: 'Add to Cart', exact: true }), 40);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: 'Cart, 2 dishes' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await checkScreen(page, 'keyboard-menu-signed-in');
});
