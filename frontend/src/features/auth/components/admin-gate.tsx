import { Alert, Center, Loader, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { UserText } from '../../../components/user-text';
import { useAuth } from '../../../lib/auth-context';
import { AuthCard } from './auth-card';
import { EmailConfirmationNotice } from './email-confirmation-notice';
import { LoginForm } from './login-form';

/**
 * SPEC §6: administrators see the children (the dashboard); everyone else sees the login form, told that
 * an administrator's account is needed. Signing in there as an administrator opens the dashboard in place, and
 * so does confirming the address of an account the shop names an administrator once it is proven.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const { user, isAdmin, isAdminLoading } = useAuth();

  if (isAdminLoading) {
    return (
      <Center mih="100dvh">
        <Loader aria-label="Checking your access" />
      </Center>
    );
  }
  if (isAdmin) return children;

  return (
    <>
      <EmailConfirmationNotice />
      <AuthCard title="Please Login!">
        <Stack gap="lg">
          <Alert
            color="yellow"
            title="Administrator access is needed"
            styles={{ title: { color: 'var(--mantine-color-black)' } }}
          >
            <UserText size="sm">
              The dashboard is for the shop&apos;s administrators.
              {user?.email ? ` You are signed in as ${user.email}.` : ''} Log in with an
              administrator&apos;s account to continue.
            </UserText>
          </Alert>
          <LoginForm onSignedIn={() => undefined} />
        </Stack>
      </AuthCard>
    </>
  );
}
