import { Stack, Text, Title } from '@mantine/core';

export function MenuHeading() {
  return (
    <Stack gap={4} mb="xl">
      <Title order={1}>Our menu</Title>
      <Text c="dimmed">Every dish is made fresh to order. Pick your favourites.</Text>
    </Stack>
  );
}
