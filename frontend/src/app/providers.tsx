import './fonts.css';
import './mantine-styles.css';
import './shop-base.css';
import './site-header-height.css';

import { MantineProvider, type MantineProviderProps } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider } from '../lib/auth-context';
import type { AuthSession } from '../lib/auth-session';
import { ModalsHost } from './modals-host';
import { NotificationsHost } from './notifications-host';
import { cssVariablesResolver, theme } from './theme';

export interface AppProvidersProps {
  queryClient: QueryClient;
  /** The sign-in session; stories of components that need none may leave it out. */
  auth?: AuthSession;
  /** Mantine's environment: 'test' turns its transitions and portals off, for tests in jsdom. */
  env?: MantineProviderProps['env'];
  children: ReactNode;
}

export function AppProviders({ queryClient, auth, env, children }: AppProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      // More specific than Mantine's own stylesheet, which a server-rendered page loads after its content: the
      // theme's colours must win over Mantine's defaults whatever came last.
      cssVariablesSelector="html:root"
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
  );
}

function WithAuth({ session, children }: { session?: AuthSession; children: ReactNode }) {
  return session ? <AuthProvider session={session}>{children}</AuthProvider> : children;
}
