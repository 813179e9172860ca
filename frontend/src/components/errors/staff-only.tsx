import { Trans } from '@lingui/react/macro';
import { Center, Group, Stack, Text, Title } from '@mantine/core';
import { PlainButtonLink } from '@/components/plain/plain-links';
import { UserText } from '@/components/user-text';

interface StaffOnlyProps {
  /** The address the person is signed in with. */
  email?: string | null;
  /** Until it is confirmed, an address the restaurant names as staff opens nothing. */
  addressConfirmed?: boolean;
}

/** What a signed-in customer sees at the dashboard's address: where they are, and the way back. */
export function StaffOnly({ email, addressConfirmed = true }: StaffOnlyProps) {
  return (
    <Center py={80} px="md">
      <Stack align="center" gap="sm" maw={520} ta="center">
        <Title order={1}>
          <Trans>This area is for the restaurant&apos;s staff</Trans>
        </Title>
        <UserText c="dimmed">
          {email ? (
            <Trans>
              You are signed in as {email}, which is not a staff account. The menu, your cart and
              your orders are this way.
            </Trans>
          ) : (
            <Trans>The menu, your cart and your orders are this way.</Trans>
          )}
        </UserText>
        {!addressConfirmed && (
          <Text size="sm">
            <Trans>
              Work here? Confirm your e-mail address with the link we sent you: the dashboard opens
              here as soon as it is confirmed.
            </Trans>
          </Text>
        )}
        <Group justify="center" mt="sm">
          <PlainButtonLink to="/">
            <Trans>Back to the home page</Trans>
          </PlainButtonLink>
          <PlainButtonLink to="/menu" variant="light">
            <Trans>See the menu</Trans>
          </PlainButtonLink>
        </Group>
      </Stack>
    </Center>
  );
}
