import { Trans } from '@lingui/react/macro';
import { Container, Paper, Stack, Title } from '@mantine/core';
import { EmailAddressSection } from './email-address-section';
import { ProfileForm } from './profile-form';
import { SavedCardsSection } from './saved-cards-section';
import { YourDataSection } from './your-data-section';

export function ProfileScreen() {
  return (
    <Container size={520} px="md" py={{ base: 32, sm: 64 }}>
      <Stack gap="lg">
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <Title order={1} size="h2" mb="lg">
            <Trans>Update your profile</Trans>
          </Title>
          <ProfileForm />
        </Paper>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <EmailAddressSection />
        </Paper>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <SavedCardsSection />
        </Paper>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <YourDataSection />
        </Paper>
      </Stack>
    </Container>
  );
}
