// Screenshots of the storefront at phone and desktop widths, reached by clicking like a customer would.
//
//   npm run screenshots -w frontend -- http://localhost:3000 [--slices]
//
// Writes PNGs into artifacts/screenshots/ at the repository root. With --slices, every full-page shot
// is also cut into screen-high slices, which are easier to look at on a phone's width.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const args = process.argv.slice(2);
const baseUrl = (args.find((arg) => !arg.startsWith('--')) ?? 'http://localhost:3000').replace(
  /\/$/,
  '',
);
const slices = args.includes('--slices');
const outDir = fileURLToPath(new URL('../../artifacts/screenshots/', import.meta.url));
mkdirSync(outDir, { recursive: true });

const VIEWPORTS = [
  { name: '360', width: 360, height: 740 },
  { name: '1440', width: 1440, height: 900 },
];

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

const written = [];
const failures = [];

function check(condition, message) {
  if (!condition) failures.push(message);
}

/** Waits until every picture on the page has loaded (or failed), so none shows half-drawn. */
async function settle(page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    // Lazy pictures load only near the viewport: walk down the page once so they all start.
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
    await Promise.all(
      [...document.images].map((image) =>
        image.complete
          ? null
          : new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true });
              image.addEventListener('error', resolve, { once: true });
              setTimeout(resolve, 5000);
            }),
      ),
    );
  });
  await page.waitForTimeout(700);
}

async function shoot(page, name, options = {}) {
  const path = `${outDir}${name}.png`;
  await page.screenshot({ path, fullPage: options.fullPage ?? true, animations: 'disabled' });
  written.push(path);
  if (slices && (options.fullPage ?? true)) {
    const { width, height } = page.viewportSize();
    const total = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let top = 0, index = 1; top < total; top += height, index += 1) {
      const slice = `${outDir}${name}.part${index}.png`;
      await page.screenshot({
        path: slice,
        fullPage: true,
        clip: { x: 0, y: top, width, height: Math.min(height, total - top) },
      });
      written.push(slice);
    }
  }
}

async function shootElement(page, selector, name) {
  const path = `${outDir}${name}.png`;
  await page.locator(selector).screenshot({ path, animations: 'disabled' });
  written.push(path);
}

for (const viewport of VIEWPORTS) {
  const context = await browser.newContext({ viewport: viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const size = viewport.name;

  // Home, and the header once the page is scrolled.
  await page.goto(`${baseUrl}/`);
  await settle(page);
  await shoot(page, `home-${size}`);
  await page.evaluate(() => window.scrollTo(0, 600));
  await page.waitForTimeout(400);
  check(
    (await page.locator('header[data-scrolled]').count()) === 1,
    `${size}: the header is not marked as scrolled after scrolling down`,
  );
  await shoot(page, `home-scrolled-${size}`, { fullPage: false });
  await shootElement(page, 'footer', `footer-${size}`);

  // The menu: all dishes, then High to Low and its page 2, then Pizza High to Low.
  await page.goto(`${baseUrl}/menu`);
  await settle(page);
  await shoot(page, `menu-${size}`);

  await page.getByLabel('Sort by').selectOption({ label: 'High to Low' });
  await page.waitForURL(/sort=high-low/);
  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await page.waitForURL(/page=2/);
  await settle(page);
  check(
    new URL(page.url()).searchParams.get('sort') === 'high-low',
    `${size}: page 2 lost the sort`,
  );
  await shoot(page, `menu-all-high-to-low-page-2-${size}`);

  await page.getByRole('link', { name: 'Pizza', exact: true }).click();
  await page.waitForURL(/category=pizza/);
  await settle(page);
  const pizzaUrl = new URL(page.url());
  check(
    pizzaUrl.searchParams.get('sort') === 'high-low',
    `${size}: changing the tab lost the sort`,
  );
  check(!pizzaUrl.searchParams.has('page'), `${size}: changing the tab did not go back to page 1`);
  await shoot(page, `menu-pizza-high-to-low-${size}`);

  // A signed-out customer who adds a dish is asked to log in, and the login link remembers the page.
  await page
    .getByRole('button', { name: /^Add to Cart/ })
    .first()
    .click();
  const loginNow = page.getByRole('link', { name: 'Login now!' });
  await loginNow.waitFor();
  const loginHref = await loginNow.getAttribute('href');
  check(
    loginHref === '/login?redirect=%2Fmenu%3Fcategory%3Dpizza%26sort%3Dhigh-low',
    `${size}: Login now! points to ${loginHref}`,
  );
  await page.waitForTimeout(300);
  await shoot(page, `menu-login-required-${size}`, { fullPage: false });
  await page.getByRole('button', { name: 'Not now' }).click();

  // The header's Login button, the phone's burger menu and the not-found page.
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByRole('dialog', { name: 'Please Login!' }).waitFor();
  await page.waitForTimeout(300);
  await shoot(page, `login-modal-${size}`, { fullPage: false });
  await page.keyboard.press('Escape');

  if (viewport.width < 992) {
    await page.getByRole('button', { name: 'Open the navigation' }).click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(400);
    await shoot(page, `navigation-drawer-${size}`, { fullPage: false });
    await page.keyboard.press('Escape');
  } else {
    await page.getByRole('button', { name: 'Search the menu' }).click();
    await page.getByRole('searchbox', { name: 'Dish name' }).fill('pizza');
    await page.keyboard.press('Enter');
    await page.waitForURL(/q=pizza/);
    await settle(page);
    await shoot(page, `menu-search-${size}`, { fullPage: false });
  }

  await page.goto(`${baseUrl}/no-such-page`);
  await settle(page);
  await shoot(page, `not-found-${size}`, { fullPage: false });

  await context.close();
}

await browser.close();
console.log(written.map((path) => `wrote ${path}`).join('\n'));
if (failures.length > 0) {
  console.error(
    `\n${failures.length} check(s) failed:\n${failures.map((line) => `  - ${line}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(`\nevery check passed; ${written.length} screenshots`);
