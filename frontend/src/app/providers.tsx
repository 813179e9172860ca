import './fonts.css';
import './mantine-styles.css';
import './shop-base.css';
import './site-header-height.css';
import 'virtual:theme-variables.css';

import { i18n as browserI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { I18nProvider } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { mergeThemeOverrides, MantineProvider, type MantineProviderProps } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { AuthProvider } from '@/lib/auth/auth-context';
import type { AuthSession } from '@/lib/auth/auth-session';
import { ModalsHost } from './modals-host';
import { NotificationsHost } from './notifications-host';
import { theme, THEME_VARIABLES_SELECTOR } from './theme';

export interface AppProvidersProps {
  queryClient: QueryClient;
  /** The sign-in session; stories of components that need none may leave it out. */
  auth?: AuthSession;
  /** Mantine's environment: 'test' turns its transitions and portals off, for tests in jsdom. */
  env?: MantineProviderProps['env'];
  /** The interface's words in the page's language; the browser's one instance unless another is given. */
  i18n?: I18n;
  children: ReactNode;
}

export function AppProviders({
  queryClient,
  auth,
  env,
  i18n = browserI18n,
  children,
}: AppProvidersProps) {
  return (
    <I18nProvider i18n={i18n}>
      <ThemeInLanguage env={env}>
        <QueryClientProvider client={queryClient}>
          <WithAuth session={auth}>
            <NotificationsHost />
            <ModalsHost />
            {children}
          </WithAuth>
        </QueryClientProvider>
      </ThemeInLanguage>
    </I18nProvider>
  );
}

/**
 * Mantine with the shop's theme, which names icon-only buttons in the interface's language. Its components mirror
 * through their styles under `<html dir>`; Mantine's DirectionProvider, for the few that work a side out in script
 * (a carousel's swipe), waits for the shop's first right-to-left language: the public pages' budget has no room.
 */
function ThemeInLanguage({ env, children }: Pick<AppProvidersProps, 'env' | 'children'>) {
  const { i18n } = useLingui();
  const closeNotification = i18n._(msg`Close notification`);
  const themeInLanguage = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          Notification: { defaultProps: { closeButtonProps: { 'aria-label': closeNotification } } },
        },
      }),
    [closeNotification],
  );
  return (
    <MantineProvider
      theme={themeInLanguage}
      // The theme's variables come as a stylesheet made at build time (virtual:theme-variables.css), not worked
      // out and written into the page at every render.
      withCssVariables={false}
      cssVariablesSelector={THEME_VARIABLES_SELECTOR}
      // Always light: the build drops the dark scheme's rules (scripts/light-only.mjs).
      forceColorScheme="light"
      env={env}
    >
      {children}
    </MantineProvider>
  );
}

function WithAuth({ session, children }: { session?: AuthSession; children: ReactNode }) {
  return session ? <AuthProvider session={session}>{children}</AuthProvider> : children;
}
