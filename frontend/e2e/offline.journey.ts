import { expect, type Page, test } from '@playwright/test';
import { checkScreen } from './journey-helpers';

// The service worker is what this journey is about (the other journeys keep it out).
test.use({ serviceWorkers: 'allow' });

const OFFLINE_NOTICE = 'You are offline; ordering needs a connection.';

/** The menu's dishes the window shows: each a card with its name and a picture that has loaded. */
async function expectDishesWithPictures(page: Page) {
  const dishes = page.getByRole('article');
  await expect(dishes.first()).toBeVisible();
  expect(await dishes.count()).toBeGreaterThanOrEqual(8);
  await expect(dishes.first().getByRole('heading')).not.toBeEmpty();
  const picture = dishes.first().getByRole('img').first();
  await expect
    .poll(() =>
      picture.evaluate(
        (img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc,
      ),
    )
    .toMatch(/\/(menu-images|uploads|pictures)\//);
}

test('a returning visitor opens the menu offline, told that ordering needs a connection until it is back', async ({
  page,
  context,
}) => {
  await page.goto('/menu');
  await expectDishesWithPictures(page);
  // The first visit installs the worker; from the next page on it answers the shop's requests.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The menu that visit fetched before the worker answered is kept all the same.
  await expect
    .poll(() => page.evaluate(async () => (await caches.match('/api/menu'))?.status))
    .toBe(200);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  await expectDishesWithPictures(page);
  const firstDish = (await page.getByRole('article').first().getAttribute('aria-label')) ?? '';

  await context.setOffline(true);
  await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
  await page.reload();
  await expectDishesWithPictures(page);
  await expect(page.getByRole('article', { name: firstDish })).toBeVisible();
  // Chromium starts a page loaded under emulated offline with navigator.onLine true; turning the emulation over
  // tells it, as a connection lost for real tells a page.
  await context.setOffline(false);
  await context.setOffline(true);
  await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
  const addToCart = page.getByRole('button', { name: `Add to Cart: ${firstDish}` });
  await expect(addToCart).toBeDisabled();
  await expect(addToCart).toHaveAccessibleDescription(new RegExp(OFFLINE_NOTICE));
  await checkScreen(page, 'menu-offline');

  // A new page in the same browser finds the menu too, in the order its address asks for.
  const another = await context.newPage();
  await another.goto('/menu?sort=low-high');
  await expect(another.getByRole('article').first()).toBeVisible();
  expect(await another.getByRole('article').count()).toBeGreaterThanOrEqual(8);
  await another.close();

  await context.setOffline(false);
  await expect(page.getByText(OFFLINE_NOTICE)).toBeHidden();
  await expect(addToCart).toBeEnabled();
});
