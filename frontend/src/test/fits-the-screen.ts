import { expect } from 'storybook/test';
import { vitestBrowser } from './vitest-browser';

/** The narrowest phone and the desktop the shop is checked at, as the journeys' two browser projects. */
const SCREEN_WIDTHS = [360, 1440] as const;

const FIELDS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

const describe = (element: Element) => {
  const name = element.getAttribute('aria-label') ?? element.textContent ?? '';
  return `<${element.tagName.toLowerCase()}> "${name.trim().slice(0, 40)}" is ${element.scrollWidth} px wide in ${element.clientWidth} px`;
};

/** Whether some of the box's own text lies outside it sideways (a zoomed picture it clips on purpose does not count). */
const cutsText = (element: Element) => {
  const box = element.getBoundingClientRect();
  const texts = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const range = element.ownerDocument.createRange();
  for (let text = texts.nextNode(); text; text = texts.nextNode()) {
    if (!text.textContent?.trim()) continue;
    range.selectNodeContents(text);
    for (const line of range.getClientRects())
      if (line.width > 0 && (line.left < box.left - 1 || line.right > box.right + 1)) return true;
  }
  return false;
};

const CONTROLS = 'button, a[href], input, select, textarea, [role="button"]';

/** Whether a button, link or field inside the box lies partly outside it sideways, where the box hides it. */
const hidesAControl = (element: Element) => {
  const box = element.getBoundingClientRect();
  return [...element.querySelectorAll(CONTROLS)].some((control) => {
    const { left, right, width } = control.getBoundingClientRect();
    return width > 0 && (left < box.left - 1 || right > box.right + 1);
  });
};

/**
 * What sticks out sideways: the page itself when it scrolls sideways, and any box that hides or scrolls text, a
 * button or a field wider than itself. A field scrolls its own text, and text cut on purpose (an ellipsis) must
 * carry the whole of it in its title.
 */
function sidewaysOverflow(document: Document): string[] {
  const { scrollWidth, clientWidth } = document.documentElement;
  const problems =
    scrollWidth > clientWidth ? [`the page is ${scrollWidth} px wide in ${clientWidth} px`] : [];
  for (const element of document.body.querySelectorAll('*')) {
    if (FIELDS.has(element.tagName) || element.scrollWidth <= element.clientWidth + 1) continue;
    const style = getComputedStyle(element);
    if (style.overflowX === 'visible') continue;
    if (hidesAControl(element)) {
      problems.push(`${describe(element)}, hiding part of a button or field`);
      continue;
    }
    if (!cutsText(element)) continue;
    if (style.textOverflow === 'ellipsis' && element.getAttribute('title') === element.textContent)
      continue;
    problems.push(describe(element));
  }
  return problems;
}

const settled = () =>
  new Promise<void>((resolve) => {
    // Two frames for the media queries' re-render, then a moment for the layouts they switch to.
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)));
  });

/**
 * Asserts that nothing sticks out sideways at 360 px and at 1440 px. When the stories run as tests (Vitest in
 * Chromium) it sets the browser's width itself; in Storybook's own window it checks the width shown.
 */
export async function expectToFitTheScreen(document: Document) {
  const browser = await vitestBrowser();
  if (!browser) {
    await settled();
    await expect(sidewaysOverflow(document)).toEqual([]);
    return;
  }
  // The stories share one page, so the next one gets the size this one found.
  const { innerWidth, innerHeight } = window;
  try {
    for (const width of SCREEN_WIDTHS) {
      await browser.page.viewport(width, 900);
      await settled();
      await expect(sidewaysOverflow(document), `at ${width} px`).toEqual([]);
    }
  } finally {
    await browser.page.viewport(innerWidth, innerHeight);
  }
}
