/**
 * Vitest's hold on the real Chromium when the stories run as tests: its viewport, its pointer and its DevTools
 * protocol. Null in Storybook's own window, which has none of them.
 */
export const vitestBrowser = () =>
  import('vitest/browser').then(
    (browser) => (browser.page ? browser : null),
    () => null,
  );
