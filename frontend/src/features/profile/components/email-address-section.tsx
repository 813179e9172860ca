import { Trans } from '@lingui/react/macro';
import { Box, Text, Title } from '@mantine/core';
import { useAuth } from '@/lib/auth/auth-context';
import { UserText } from '@/components/user-text';
import { EmailChangeForm } from './email-change-form';

/** /update-profile's address: changeable for a password account; Google's own for a Google account. */
export function EmailAddressSection() {
  const { user } = useAuth();
  if (!user) return null;
  const email = user.email;
  const usesPassword = user.signInMethods.includes('password');

  return (
    <Box component="section" aria-labelledby="email-address-title">
      <Title order={2} size="h3" id="email-address-title" mb="xs">
        <Trans>E-mail address</Trans>
      </Title>
      <UserText size="sm" mb="md">
        <Trans>
          You sign in with <strong>{email}</strong>.
        </Trans>
      </UserText>
      {usesPassword ? (
        <EmailChangeForm />
      ) : (
        <Text size="sm" c="dimmed">
          <Trans>
            This address comes from your Google account. To use another one, change it at Google, or
            sign in with another Google account.
          </Trans>
        </Text>
      )}
    </Box>
  );
}
