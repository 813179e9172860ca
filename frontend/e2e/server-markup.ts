import type { Page } from '@playwright/test';

type WithServerMarkup = { serverMarkup?: Element | null };

/** Remembers the server's first element inside #root, before any of the shop's scripts run. */
export async function rememberServerMarkup(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as WithServerMarkup).serverMarkup =
        document.getElementById('root')?.firstElementChild;
    });
  });
}

/**
 * Whether the page still shows the server's markup, taken over by React: when its code does not render the page
 * alike (React's error 418), React renders the page again in the browser and the remembered element is gone.
 */
export const serverMarkupKept = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const remembered = (window as WithServerMarkup).serverMarkup;
    return Boolean(remembered) && remembered === document.getElementById('root')?.firstElementChild;
  });
