import { expect, test } from '@playwright/test';
import { checkScreen, pathOf } from './journey-helpers';

test('a visitor browses the home page and the menu, and is asked to log in to order', async ({
  page,
}) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { name: /Dive into Delights Of Delectable Food/i }),
  ).toBeVisible();
  await checkScreen(page, 'home');

  await page
    .getByRole('link', { name: /Order Now/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/menu/);
  const pictures = page.locator('main img[alt]:not([alt=""])');
  await expect(pictures.first()).toBeVisible();
  await expect.poll(() => pictures.count()).toBeGreaterThanOrEqual(8);
  // A picture's first request may be its first resizing on the server: it shows once it has come.
  await expect
    .poll(() =>
      pictures.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);
  await expect(
    page
      .locator('main')
      .getByText(/^\$?\d+\.\d{2}$/)
      .first(),
  ).toBeVisible();
  await checkScreen(page, 'menu');

  await page.getByLabel('Sort by').selectOption({ label: 'High to Low' });
  await page.getByRole('link', { name: 'Pizza', exact: true }).click();
  await expect.poll(() => pathOf(page)).toBe('/menu?category=pizza&sort=high-low');
  await expect(page.getByRole('article').first()).toBeVisible();
  await checkScreen(page, 'menu-pizza-high-to-low');

  // A favourite is kept in this browser: the menu the server renders again shows it once the page is taken over.
  const heart = page.getByRole('button', { name: /^Favourite / }).first();
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');

  await page
    .getByRole('button', { name: /^Add to Cart/ })
    .first()
    .click();
  // A pizza has choices: a visitor sees them, and what they choose waits in the cart for them to sign in.
  const dishDialog = page.getByRole('dialog');
  await checkScreen(page, 'menu-dish-for-a-visitor');
  await dishDialog.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  const loginNow = page.getByRole('link', { name: 'Login now!' });
  await expect(
    page.getByText(/^Sign in and your .+ goes in your cart, with the choices you made\.$/),
  ).toBeVisible();
  await expect(loginNow).toHaveAttribute(
    'href',
    '/login?redirect=%2Fmenu%3Fcategory%3Dpizza%26sort%3Dhigh-low',
  );
  await checkScreen(page, 'menu-login-required');
  await loginNow.click();
  await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
  await checkScreen(page, 'login');
});

test('a visitor finds the way around from the header: navigation or search, and the login dialog', async ({
  page,
}) => {
  await page.goto('/menu');
  if (test.info().project.name === 'phone') {
    await page.getByRole('button', { name: 'Open the navigation' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await checkScreen(page, 'navigation-drawer');
    await page.keyboard.press('Escape');
  } else {
    await page.getByRole('button', { name: 'Search the menu' }).click();
    await expect(page.getByRole('searchbox', { name: 'Find a dish' })).toBeVisible();
    await checkScreen(page, 'menu-search');
    await page.getByRole('searchbox', { name: 'Find a dish' }).fill('pizza');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/q=pizza/);
    await expect(page.getByRole('article').first()).toBeVisible();
    await checkScreen(page, 'menu-search-results');
  }
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Please Login!' })).toBeVisible();
  await checkScreen(page, 'login-dialog');
});

test(
  'an unknown address answers 404 with the not-found page inside the shop; the shop’s own answer 200',
  { tag: '@any-width' },
  async ({ page }) => {
    for (const unknown of ['/no-such-page', '/dashboard/no-such-page']) {
      const answer = await page.goto(unknown);
      expect(answer?.status(), `the answer to ${unknown}`).toBe(404);
      await expect(
        page.getByRole('heading', { name: 'This page is not on the menu' }),
      ).toBeVisible();
    }
    await checkScreen(page, 'not-found');
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);

    // Opened from a bookmark or a shared link, the shop's own addresses are pages, whoever asks for them.
    const known = [
      '/menu',
      '/menu?category=pizza&sort=high-low',
      '/dashboard/users',
      '/dashboard/update-menu/0b1c2d3e-0000-4000-8000-000000000001',
    ];
    for (const address of known) {
      const answer = await page.goto(address);
      expect(answer?.status(), `the answer to ${address}`).toBe(200);
      await expect(page.getByRole('heading', { name: 'This page is not on the menu' })).toHaveCount(
        0,
      );
    }
  },
);

test('a visitor finds a dish from the carousel, the restaurant’s pages, and the table booking page', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  // Beside the hero, two dishes of the menu as it is, at the menu's prices.
  const shownOff = page
    .getByRole('region', { name: 'Dive into Delights Of Delectable Food' })
    .getByRole('link', { name: /, \$\d+\.\d{2}$/ });
  await expect(shownOff).toHaveCount(2);
  const menu = (await (await page.request.get('/api/menu')).json()) as {
    name: string;
    price: number;
  }[];
  for (const label of await shownOff.evaluateAll((links) =>
    links.map((link) => link.getAttribute('aria-label') ?? ''),
  )) {
    expect(menu.map((dish) => `${dish.name}, $${dish.price.toFixed(2)}`)).toContain(label);
  }
  await page
    .getByRole('heading', { name: 'Standout Dishes From Our Menu' })
    .scrollIntoViewIfNeeded();
  const carousel = page.getByRole('region', { name: 'Popular dishes' });
  const orderNow = carousel.getByRole('link', { name: /^Order Now: / }).first();
  await expect(orderNow).toBeVisible();
  const dish = ((await orderNow.getAttribute('aria-label')) ?? '').replace('Order Now: ', '');
  await orderNow.click();
  await expect.poll(() => pathOf(page)).toMatch(/^\/menu\?q=/);
  await expect(page.getByRole('article', { name: dish })).toBeVisible();
  await checkScreen(page, 'menu-from-carousel');

  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'About us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await checkScreen(page, 'about');
  await footer.getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
  // The week's hours as the shop's settings have them, from Monday on.
  await expect(page.locator('main')).toContainText(
    /(Every day|Monday)[a-zA-Z ]*: (open all day|closed|\d\d:\d\d)/,
  );
  await checkScreen(page, 'faq');
  // The accessibility statement the European Accessibility Act asks for, one tap from every page.
  await footer.getByRole('link', { name: 'Accessibility' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Accessibility statement' }),
  ).toBeVisible();
  await expect(page.locator('main')).toContainText('WCAG) 2.2 at level AA');
  await expect(page.locator('main')).toContainText(/Last checked on /);
  await checkScreen(page, 'accessibility');
  await expect(footer.getByRole('link', { name: 'Events' })).toHaveCount(0);

  if (test.info().project.name === 'phone') {
    await page.getByRole('button', { name: 'Open the navigation' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Table Booking' }).click();
  } else {
    await page.getByRole('button', { name: 'Services' }).click();
    await page.getByRole('link', { name: 'Table Booking' }).click();
  }
  await expect.poll(() => pathOf(page)).toBe('/booking');
  await expect(page.getByRole('heading', { level: 1, name: 'Book a table' })).toBeVisible();
  await checkScreen(page, 'booking');
  // The page's former address, in old links and search results, leads there too.
  await page.goto('/table-booking');
  await expect.poll(() => pathOf(page)).toBe('/booking');
  await expect(page.getByRole('heading', { level: 1, name: 'Book a table' })).toBeVisible();
});

test("a dish card's picture is chosen for the width the card shows it at, at every layout of the menu", async ({
  page,
}) => {
  await page.goto('/menu');
  const picture = page.getByRole('article').first().locator('img');
  await expect(picture).toBeVisible();
  // The width `sizes` names at the current viewport: its first matching media condition's length, as CSS resolves it.
  const namedAndShown = () =>
    picture.evaluate((img: HTMLImageElement) => {
      const source = img.closest('picture')?.querySelector('source[sizes]');
      const sizes = source?.getAttribute('sizes') ?? img.sizes;
      const entries = sizes.split(/,(?![^(]*\))/).map((entry) => entry.trim());
      const chosen = entries.find((entry) => {
        const media = /^(\(.*?\))\s+(.+)$/.exec(entry);
        return !media || matchMedia(media[1]).matches;
      })!;
      const length = /^\(.*?\)\s+(.+)$/.exec(chosen)?.[1] ?? chosen;
      const probe = document.createElement('div');
      probe.style.width = length;
      document.body.append(probe);
      const named = probe.getBoundingClientRect().width;
      probe.remove();
      return { named, shown: img.getBoundingClientRect().width };
    });
  const width = page.viewportSize()!.width;
  // This project's width, and the grid's other layouts (two, three and four columns, and the widest container).
  for (const viewport of [width, 360, 412, 767, 768, 991, 992, 1319, 1440]) {
    await page.setViewportSize({ width: viewport, height: 900 });
    const { named, shown } = await namedAndShown();
    expect(
      Math.abs(named - shown),
      `at ${viewport} px, sizes names ${named} px for a picture shown at ${shown} px`,
    ).toBeLessThanOrEqual(1);
  }
});
