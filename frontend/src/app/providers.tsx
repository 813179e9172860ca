import './fonts.css';
import './mantine-styles.css';
import './shop-base.css';
import './site-header-height.css';
import 'virtual:theme-variables.css';

import { i18n as browserI18n, type I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider, type MantineProviderProps } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
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
      <MantineProvider
        theme={theme}
        // The theme's variables come as a stylesheet made at build time (virtual:theme-variables.css), not worked
        // out and written into the page at every render.
        withCssVariables={false}
        cssVariablesSelector={THEME_VARIABLES_SELECTOR}
        defaultColorScheme="light"
        env={env}
      >
        <QueryClientProvider client={queryClient}>
          <WithAuth session={auth}>
            <NotificationsHost />
            <ModalsHost />
            {children}
          </WithAuth>
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>
  );
}

function WithAuth({ session, children }: { session?: AuthSession; children: ReactNode }) {
  return session ? <AuthProvider session={session}>{children}</AuthProvider> : children;
}
