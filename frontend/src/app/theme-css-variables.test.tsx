import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { MantineProvider } from '@mantine/core';
import postcss from 'postcss';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from '@/lib/mantine/shop-theme';
import { THEME_VARIABLES_SELECTOR } from '@/lib/mantine/theme-variables-selector';
import { themeCssVariables } from './theme-css-variables';

/** The custom properties each rule of a stylesheet sets, by its selector. */
function variablesBySelector(css: string): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  postcss.parse(css).walkRules((rule) => {
    const names = found.get(rule.selector) ?? new Set<string>();
    rule.walkDecls(/^--/, (declaration) => {
      names.add(declaration.prop);
    });
    found.set(rule.selector, names);
  });
  return found;
}

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

  // src/app/mantine-styles.css leaves Mantine's default variables out on the strength of this: the theme's rules
  // are outside Mantine's layer, so each of its variables already overrides the default one, in either scheme.
  it("define every variable of Mantine's default stylesheet, for the same colour scheme or for both", () => {
    const file = createRequire(import.meta.url).resolve(
      '@mantine/core/styles/default-css-variables.css',
    );
    const themes = variablesBySelector(themeCssVariables());
    const forBoth = themes.get(THEME_VARIABLES_SELECTOR);
    const undefinedByTheme = [...variablesBySelector(readFileSync(file, 'utf8'))].flatMap(
      ([selector, names]) => {
        const scheme = /color-scheme='(\w+)'/.exec(selector)?.[1];
        const forScheme = scheme
          ? themes.get(`${THEME_VARIABLES_SELECTOR}[data-mantine-color-scheme="${scheme}"]`)
          : undefined;
        return [...names].filter((name) => !forBoth?.has(name) && !forScheme?.has(name));
      },
    );
    expect(forBoth?.size).toBeGreaterThan(200);
    expect(undefinedByTheme).toEqual([]);
  });
});
