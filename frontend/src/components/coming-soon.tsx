import { Container, Stack, Text, Title } from '@mantine/core';

interface ComingSoonProps {
  title: string;
  description?: string;
}

/** Stands in for a screen that is not built yet, at its final address. */
export function ComingSoon({
  title,
  description = 'This screen is coming soon.',
}: ComingSoonProps) {
  return (
    <Container size="md" py={64}>
      <Stack gap="xs">
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{description}</Text>
      </Stack>
    </Container>
  );
}
