import { expect, waitFor } from 'storybook/test';
import { vitestBrowser } from './vitest-browser';

/** The shop's palette as the browser computes it: leaf 0, leaf 2 and leaf 9 of the theme. */
export const LEAF = {
  pale: 'rgb(233, 252, 235)',
  light: 'rgb(168, 240, 175)',
  deep: 'rgb(21, 117, 30)',
} as const;

type Look = Partial<Record<'backgroundColor' | 'color' | 'boxShadow', string>>;

const lookOf = (element: Element) => {
  const { backgroundColor, color, boxShadow } = getComputedStyle(element);
  return { backgroundColor, color, boxShadow };
};

function* styleRules(rules: CSSRuleList): Generator<CSSStyleRule> {
  for (const rule of rules) {
    if (rule instanceof CSSStyleRule) yield rule;
    if ('cssRules' in rule) yield* styleRules((rule as CSSGroupingRule).cssRules);
  }
}

const appliesNow = (element: Element, rule: CSSStyleRule) => {
  try {
    return element.matches(rule.selectorText);
  } catch {
    return false;
  }
};

const underMouseOnly = (rule: CSSRule) => {
  for (let parent = rule.parentRule; parent; parent = parent.parentRule) {
    if (parent instanceof CSSMediaRule && parent.conditionText.includes('(hover: hover)'))
      return true;
  }
  return false;
};

/** The rules styling this element or what it holds because the pointer is over it, outside `@media (hover: hover)`. */
const hoverRulesForTouchToo = (element: Element) => {
  const styled = [element, ...element.querySelectorAll('*')];
  return [...element.ownerDocument.styleSheets]
    .flatMap((sheet) => [...styleRules(sheet.cssRules)])
    .filter((rule) => rule.selectorText.includes(':hover') && !underMouseOnly(rule))
    .filter((rule) => styled.some((each) => appliesNow(each, rule)))
    .map((rule) => rule.selectorText);
};

/**
 * Moves the real pointer over each element and expects the look given, from rules that apply only where a
 * device can hover: on a touch screen, where a tapped element keeps `:hover` until the next tap, it is never shown
 * lit. Stories run as tests only: Storybook's own window has no real pointer to move.
 */
export async function expectLookUnderThePointer(elements: Element[], underPointer: Look) {
  const browser = await vitestBrowser();
  if (!browser) return;
  for (const element of elements) {
    await browser.userEvent.hover(element);
    try {
      await waitFor(() => expect(lookOf(element)).toMatchObject(underPointer));
      await expect(hoverRulesForTouchToo(element)).toEqual([]);
    } finally {
      // The pointer stays where it is for the next story otherwise.
      await browser.userEvent.unhover(element);
    }
  }
}
