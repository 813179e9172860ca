import { Trans } from '@lingui/react/macro';
import { Center, Stack, Text, Title } from '@mantine/core';
import { PlainButtonLink } from '@/components/plain/plain-links';

export function NotFound() {
  return (
    <Center py={80} px="md">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Title order={1}>
          <Trans>This page is not on the menu</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>The address may be mistyped, or the page has moved.</Trans>
        </Text>
        <PlainButtonLink to="/">
          <Trans>Back to the home page</Trans>
        </PlainButtonLink>
      </Stack>
    </Center>
  );
}
