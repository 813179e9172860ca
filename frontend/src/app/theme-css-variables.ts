import {
  convertCssVariables,
  DEFAULT_THEME,
  deepMerge,
  defaultCssVariablesResolver,
  em,
  keys,
  type MantineTheme,
  mergeMantineTheme,
  px,
} from '@mantine/core';
// Relative: the build runs this module on its own, without the app's `@/` alias (scripts/theme-variables.ts).
import { cssVariablesResolver, theme } from '../lib/mantine/shop-theme';
import { THEME_VARIABLES_SELECTOR } from '../lib/mantine/theme-variables-selector';

/**
 * The theme's CSS variables (colours and their variants, fonts, spacing...) as the stylesheet MantineProvider would
 * otherwise work out and write into the page at every render: Mantine's own way of making it (its default variables
 * are generated the same way), done once at build time (`scripts/theme-variables.ts`). On a phone, working it out
 * took the longest single step of hydration.
 */
export function themeCssVariables(): string {
  const mergedTheme = mergeMantineTheme(DEFAULT_THEME, theme);
  const variables = deepMerge(
    defaultCssVariablesResolver(mergedTheme),
    cssVariablesResolver(mergedTheme),
  );
  const colorScheme = convertCssVariables(
    {
      variables: {},
      dark: { '--mantine-color-scheme': 'dark' },
      light: { '--mantine-color-scheme': 'light' },
    },
    THEME_VARIABLES_SELECTOR,
  );
  return `${convertCssVariables(variables, THEME_VARIABLES_SELECTOR)}${colorScheme}${breakpointClasses(mergedTheme)}`;
}

/**
 * The classes of `hiddenFrom` and `visibleFrom` at each of the theme's breakpoints, as MantineProvider's
 * MantineClasses writes them into the page: the same rules, made the same way.
 */
function breakpointClasses(mergedTheme: MantineTheme): string {
  return keys(mergedTheme.breakpoints).reduce((classes, breakpoint) => {
    const value = mergedTheme.breakpoints[breakpoint];
    const inPx = value.includes('px');
    const width = px(value) as number;
    const below = inPx ? `${width - 0.1}px` : em(width - 0.1);
    const from = inPx ? `${width}px` : em(width);
    // eslint-disable-next-line lingui/no-unlocalized-strings -- CSS rules, not words anyone reads
    return `${classes}@media (max-width: ${below}) {.mantine-visible-from-${breakpoint} {display: none !important;}}@media (min-width: ${from}) {.mantine-hidden-from-${breakpoint} {display: none !important;}}`;
  }, '');
}
