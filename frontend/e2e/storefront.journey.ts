import { expect, test } from '@playwright/test';

test('a visitor goes from the home page to the menu and sees real dishes with their pictures', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /Dive into Delights Of Delectable Food/i })).toBeVisible();
  await page.getByRole('link', { name: /Order Now/i }).first().click();
  await expect(page).toHaveURL(/\/menu/);
  const pictures = page.locator('main img[alt]:not([alt=""])');
  await expect(pictures.first()).toBeVisible();
  expect(await pictures.count()).toBeGreaterThanOrEqual(8);
  const loaded = await pictures.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
  expect(loaded).toBe(true);
  await expect(page.locator('main').getByText(/^\$?\d+\.\d{2}$/).first()).toBeVisible();
});

test('an unknown address shows the not-found page inside the shop', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'This page is not on the menu' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});
