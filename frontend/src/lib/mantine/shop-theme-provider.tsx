import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  DEFAULT_THEME,
  type MantineTheme,
  MantineThemeContext,
  mergeMantineTheme,
  mergeThemeOverrides,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { madeOnce } from '@/lib/made-once';
import { theme } from './shop-theme';

const themes = new Map<string, MantineTheme>();

/**
 * The shop's theme over Mantine's defaults, as MantineThemeProvider merges them, with the notifications' close button
 * (an icon alone) named in the interface's language: one object per language, whichever part asks.
 */
export const themeInLanguage = (closeNotification: string): MantineTheme =>
  madeOnce(themes, closeNotification, () =>
    mergeMantineTheme(
      DEFAULT_THEME,
      mergeThemeOverrides(theme, {
        components: {
          Notification: { defaultProps: { closeButtonProps: { 'aria-label': closeNotification } } },
        },
      }),
    ),
  );

/**
 * Mantine's theme context with the shop's theme, around a page or a part that draws Mantine's components. It loads
 * with them (theme-on-demand.tsx), not with the first screens of the storefront.
 */
export function ShopThemeProvider({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <MantineThemeContext value={themeInLanguage(i18n._(msg`Close notification`))}>
      {children}
    </MantineThemeContext>
  );
}
