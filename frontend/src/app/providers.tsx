import './fonts.css';
import './mantine-styles.css';
import './shop-base.css';
import './site-header-height.css';
import 'virtual:theme-variables.css';

import { i18n as browserI18n, type I18n } from '@lingui/core';
import { MantineContext, type MantineProviderProps } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { type ContextType, type ReactNode, useLayoutEffect, useMemo } from 'react';
import { AuthProvider } from '@/lib/auth/auth-context';
import { WordsProvider } from '@/lib/i18n/words-provider';
import type { AuthSession } from '@/lib/auth/auth-session';
import { THEME_VARIABLES_SELECTOR } from '@/lib/mantine/theme-variables-selector';
import { ModalsHost } from './modals-host';
import { NotificationsHost } from './notifications-host';

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
    <WordsProvider i18n={i18n}>
      <MantineSettings env={env}>
        <QueryClientProvider client={queryClient}>
          <WithAuth session={auth}>
            <NotificationsHost />
            <ModalsHost />
            {children}
          </WithAuth>
        </QueryClientProvider>
      </MantineSettings>
    </WordsProvider>
  );
}

/** The page's root, where Mantine reads and writes its colour scheme. */
const rootElement = () => document.documentElement;
const keepLight = () => undefined;

/**
 * Mantine's settings for the whole app. Its theme comes around the pages and parts that draw Mantine's components,
 * with their code (src/lib/mantine/theme-on-demand.tsx, ADR 33). Its components mirror
 * through their styles under `<html dir>`; Mantine's DirectionProvider, for the few that work a side out in script
 * (a carousel's swipe), waits for the shop's first right-to-left language: the public pages' budget has no room.
 *
 * MantineProvider's parts, without those the shop does at build time: its theme context and its settings' context,
 * as its HeadlessMantineProvider composes them. The theme's variables and the classes of `hiddenFrom` and
 * `visibleFrom` come as a stylesheet made at build time (virtual:theme-variables.css), and the scheme is always light
 * (the build drops the dark scheme's rules, scripts/light-only.mjs): MantineProvider's code for working them out in
 * the browser and for remembering a scheme would be a tenth of the entry's script for nothing (ADR 26).
 */
function MantineSettings({ env, children }: Pick<AppProvidersProps, 'env' | 'children'>) {
  const settings = useMemo<NonNullable<ContextType<typeof MantineContext>>>(
    () => ({
      colorScheme: 'light',
      setColorScheme: keepLight,
      clearColorScheme: keepLight,
      getRootElement: rootElement,
      classNamesPrefix: 'mantine',
      cssVariablesSelector: THEME_VARIABLES_SELECTOR,
      withStaticClasses: true,
      env,
    }),
    [env],
  );
  // A server-rendered page's <html> says it already; a page the browser renders itself (a story) is told here.
  useLayoutEffect(() => rootElement().setAttribute('data-mantine-color-scheme', 'light'), []);
  return <MantineContext value={settings}>{children}</MantineContext>;
}

function WithAuth({ session, children }: { session?: AuthSession; children: ReactNode }) {
  return session ? <AuthProvider session={session}>{children}</AuthProvider> : children;
}
