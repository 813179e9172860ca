import { expect, type Page, test } from '@playwright/test';
import { pathOf } from './journey-helpers';

/**
 * Holds the app's code back, as a slow connection does, until the returned function lets it through: the
 * server-rendered page shows its content before it, and asks for it only after its paint or at the first tap.
 */
async function holdTheAppsCode(page: Page): Promise<() => void> {
  let letThrough!: () => void;
  const arrived = new Promise<void>((resolve) => {
    letThrough = resolve;
  });
  await page.route(/\/assets\/[^/?]+\.js(\?.*)?$/, async (route) => {
    await arrived;
    await route.continue();
  });
  return letThrough;
}

test('a tap made before the page’s code has come is made again once it has', async ({ page }) => {
  const letTheCodeThrough = await holdTheAppsCode(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /Dive into Delights/i })).toBeVisible();

  const phone = test.info().project.name === 'phone';
  const tapped = phone
    ? {
        button: page.getByRole('button', { name: 'Open the navigation' }),
        opens: page.getByRole('dialog'),
      }
    : {
        button: page.getByRole('button', { name: 'Search the menu' }),
        opens: page.getByRole('searchbox', { name: 'Find a dish' }),
      };
  await tapped.button.click();
  // Nothing can open it yet: the tap is held, not lost.
  await expect(tapped.opens).toHaveCount(0);

  letTheCodeThrough();
  await expect(tapped.opens).toBeVisible();
  expect(pathOf(page)).toBe('/');
});

test('a choice made before the page’s code has come is kept', async ({ page }) => {
  const letTheCodeThrough = await holdTheAppsCode(page);
  await page.goto('/menu');
  await expect(page.getByRole('article').first()).toBeVisible();

  await page.getByLabel('Sort by').selectOption({ label: 'High to Low' });
  await expect(page.getByLabel('Sort by')).toHaveValue('high-low');
  expect(pathOf(page)).toBe('/menu');

  letTheCodeThrough();
  // The app hears the choice as if it had been made after it came, and the menu follows it.
  await expect.poll(() => pathOf(page)).toBe('/menu?sort=high-low');
  const prices = await page
    .getByRole('article')
    .evaluateAll((cards) =>
      cards.map((card) => Number(/\$(\d+\.\d{2})/.exec(card.textContent ?? '')?.[1] ?? Number.NaN)),
    );
  expect(prices.length).toBeGreaterThan(1);
  expect(prices).toEqual([...prices].sort((a, b) => b - a));
});

test('a tap on a dish below the first row, made before the page’s code has come, is answered once it has', async ({
  page,
}) => {
  const letTheCodeThrough = await holdTheAppsCode(page);
  await page.goto('/menu');
  // Below a phone's first row: a part of the page React takes over only when it is needed (ADR 30).
  const addToCart = page.getByRole('button', { name: /^Add to Cart: /, disabled: false }).nth(4);
  await addToCart.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  letTheCodeThrough();
  // A visitor is asked to sign in, or to choose first for a dish with choices: either way the tap is answered.
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(pathOf(page)).toBe('/menu');
});

test('a tap on the menu’s page buttons, made before their code has come, is answered once it has', async ({
  page,
}) => {
  const letTheCodeThrough = await holdTheAppsCode(page);
  await page.goto('/menu');
  // Under the dishes: their code comes only when they are seen or reached into (menu-page-parts.ts).
  const nextPage = page
    .getByRole('navigation', { name: 'Menu pages' })
    .getByRole('button', { name: 'Page 2' });
  await nextPage.click();
  await expect(page.getByText(/^Showing 1–8 of \d+ dishes$/)).toBeVisible();
  expect(pathOf(page)).toBe('/menu');

  letTheCodeThrough();
  await expect.poll(() => pathOf(page)).toBe('/menu?page=2');
  await expect(page.getByText(/^Showing 9–\d+ of \d+ dishes$/)).toBeVisible();
  await expect(nextPage).toHaveAttribute('aria-current', 'page');
});

test('the page asks for its entry and for every module it names, a few at a time', async ({
  page,
}) => {
  await page.goto('/menu');
  await expect(page.getByRole('article').first()).toBeVisible();
  const loader = page.locator('script[data-preload]');
  const named = (await loader.getAttribute('data-preload'))!.split(' ');
  // More than the loader's first task asks for beside the entry (seven: app-loader.ts, PRELOADS_PER_TASK).
  expect(named.length).toBeGreaterThan(7);
  const entry = (await loader.getAttribute('data-entry'))!;
  // After the paint, the loader preloads the entry, then each named module (one modulepreload link each), and runs
  // the entry once the page's later styles are in place.
  await expect(page.locator('script[type="module"][src]')).toHaveCount(1);
  await expect
    .poll(() =>
      page
        .locator('link[rel="modulepreload"]')
        .evaluateAll((links) =>
          links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
        ),
    )
    .toEqual([entry, ...named]);
  expect(await page.locator('style[data-later]').count()).toBeGreaterThan(0);
});
