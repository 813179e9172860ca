import { devices } from '@playwright/test';

// The widths people use the shop at. The browser projects (playwright.config.ts) open their pages at the desk's and
// the phone's; a journey tagged @own-widths runs once, its customer on the phone, and opens its staff's pages where
// the staff work: the back office at a desk, the kitchen's screen on the tablet on the pass.
const { defaultBrowserType: _desktopBrowser, ...desktopChrome } = devices['Desktop Chrome'];
const { defaultBrowserType: _phoneBrowser, ...pixel } = devices['Pixel 7'];

export const AT_THE_DESK = { ...desktopChrome, viewport: { width: 1440, height: 900 } };
export const ON_THE_PHONE = { ...pixel, viewport: { width: 360, height: 780 } };
export const KITCHEN_TABLET = { ...desktopChrome, viewport: { width: 1024, height: 768 } };

const WIDTHS = { desktop: AT_THE_DESK, tablet: KITCHEN_TABLET, phone: ON_THE_PHONE };

/** The name of the width a page is open at (`desktop`, `tablet`, `phone`), else its width in pixels. */
export function widthName(width: number): string {
  const named = Object.entries(WIDTHS).find(([, { viewport }]) => viewport.width === width);
  return named?.[0] ?? `${width}px`;
}
