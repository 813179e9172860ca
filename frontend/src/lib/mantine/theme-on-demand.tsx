import { useMatches } from '@tanstack/react-router';
import {
  type ComponentProps,
  type ComponentType,
  createElement,
  lazy,
  type ReactNode,
  useSyncExternalStore,
} from 'react';
import { loadOnceUnlessItFails } from '@/lib/load-once';
import { valueStore } from '@/lib/value-store';

/**
 * Mantine's theme, loaded with the first page or part that draws Mantine's components rather than with every page:
 * the storefront's first screens are written in plain components (ADR 32), so that merging the shop's theme with
 * Mantine's defaults, and the code that does it, is no part of a first visit (ADR 33). Its context is provided around
 * what needs it: the router's outlet on a page whose route is not marked `plain`, and each part loaded with
 * `lazyWithTheme`. A Mantine component anywhere else finds no theme, and Mantine says so.
 */
type ThemeModule = typeof import('./shop-theme-provider');

const loadedTheme = valueStore<ThemeModule | undefined>(undefined);

/** Loads Mantine's theme and its provider. */
export const loadMantineTheme = loadOnceUnlessItFails(() =>
  import('./shop-theme-provider').then((module) => {
    loadedTheme.set(module);
    return module;
  }),
);

/** React's `lazy` for a part that may draw Mantine's components: Mantine's theme loads beside its code, and wraps it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React's own `lazy` takes
export function lazyWithTheme<Part extends ComponentType<any>>(
  load: () => Promise<{ default: Part }>,
) {
  return lazy(async () => {
    const [{ default: part }, { ShopThemeProvider }] = await Promise.all([
      load(),
      loadMantineTheme(),
    ]);
    function WithTheme(props: ComponentProps<Part>) {
      return <ShopThemeProvider>{createElement(part, props)}</ShopThemeProvider>;
    }
    return { default: WithTheme };
  });
}

/**
 * What a page needs before it renders: Mantine's theme, unless its route is marked `plain` (its screen draws no
 * Mantine component until the visitor opens a part, which brings the theme with its code).
 */
export const themeForPage = async (
  matches: readonly { staticData: { plain?: boolean } }[],
): Promise<void> => {
  if (!matches.at(-1)?.staticData.plain) await loadMantineTheme();
};

/**
 * Around the router's outlet: Mantine's theme for a page whose route is not marked `plain`. The router loads it before
 * such a page renders (`themeForPage`); a page waiting for it shows its plain pending screen.
 */
export function ThemeForPage({ children }: { children: ReactNode }) {
  const plain = useMatches({ select: (matches) => matches.at(-1)?.staticData.plain === true });
  const theme = useSyncExternalStore(loadedTheme.subscribe, loadedTheme.get, loadedTheme.get);
  return plain || !theme ? children : <theme.ShopThemeProvider>{children}</theme.ShopThemeProvider>;
}
