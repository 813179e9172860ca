import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme, THEME_VARIABLES_SELECTOR } from './theme';
import { themeCssVariables } from './theme-css-variables';

/** The stylesheets MantineProvider itself writes into the page for the shop's theme, when it is left to. */
function mantinesOwnStyles(): string {
  const html = renderToString(
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      cssVariablesSelector={THEME_VARIABLES_SELECTOR}
    />,
  );
  const variables = /<style data-mantine-styles="true">(.*?)<\/style>/s.exec(html)?.[1];
  const classes = /<style data-mantine-styles="classes">(.*?)<\/style>/s.exec(html)?.[1];
  if (!variables || !classes)
    throw new Error(`MantineProvider wrote no styles: ${html.slice(0, 200)}`);
  return `${variables}${classes}`;
}

describe('the theme variables made at build time', () => {
  it('are exactly what MantineProvider would write into the page at every render, its breakpoints’ classes too', () => {
    expect(themeCssVariables()).toBe(mantinesOwnStyles());
    expect(themeCssVariables()).toContain(
      '@media (min-width: 48em) {.mantine-hidden-from-sm {display: none !important;}}',
    );
  });

  it("carry the shop's colours and its own readable greys", () => {
    const css = themeCssVariables();
    expect(css.startsWith('html:root{')).toBe(true);
    expect(css).toContain('--mantine-color-leaf-6: #39db4a;');
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-leaf-filled);');
    expect(css).toContain('--mantine-color-dimmed: var(--mantine-color-gray-7);');
    expect(css).toContain('html:root[data-mantine-color-scheme="dark"]');
  });
});
