import {
  convertCssVariables,
  DEFAULT_THEME,
  deepMerge,
  defaultCssVariablesResolver,
  mergeMantineTheme,
} from '@mantine/core';
import { cssVariablesResolver, theme, THEME_VARIABLES_SELECTOR } from './theme';

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
  return `${convertCssVariables(variables, THEME_VARIABLES_SELECTOR)}${colorScheme}`;
}
