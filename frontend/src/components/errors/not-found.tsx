import { Center, Stack, Text, Title } from '@mantine/core';
import { ButtonLink } from '@/components/link';

export function NotFound() {
  return (
    <Center py={80} px="md">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Title order={1}>This page is not on the menu</Title>
        <Text c="dimmed">The address may be mistyped, or the page has moved.</Text>
        <ButtonLink to="/">Back to the home page</ButtonLink>
      </Stack>
    </Center>
  );
}
