import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/** Shared steps of the journeys: fresh accounts, the address bar, signing up, and checking each screen. */
export const password = 'tasty-pasta-42';

export const newEmail = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;

export const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

export async function signUp(page: Page, email: string, name = 'Journey Tester') {
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel(/^Name/).fill(name);
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Account creation successfully done!')).toBeVisible();
}

/** Every screen of the whole shop lands in one folder per width, e.g. artifacts/journeys/phone/menu.png. */
const screenshotsDir = path.resolve(import.meta.dirname, '..', '..', 'artifacts', 'journeys');

/** What axe may find on no screen of the shop. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Checks the screen the journey is on with axe (WCAG 2.2 A and AA) and saves a full-page screenshot of it as
 * `<name>.png`; fails on any serious or critical violation, naming the rule and the elements. Call it once the
 * screen shows what the journey came for (e.g. after an `expect(…).toBeVisible()`).
 */
export async function checkScreen(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  const folder = path.join(screenshotsDir, test.info().project.name);
  await mkdir(folder, { recursive: true });
  await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: true, animations: 'disabled' });
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const blocking = violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
  expect(blocking, `accessibility of the screen "${name}"`).toEqual([]);
}
