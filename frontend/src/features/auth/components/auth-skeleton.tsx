import { Trans } from '@lingui/react/macro';
import { Box, Container, Group, Skeleton, Stack, VisuallyHidden } from '@mantine/core';

/** Stands in for the whole site shell while the provider has not yet said who is signed in. */
export function AuthSkeleton() {
  return (
    <Box role="status" aria-busy="true" aria-live="polite" mih="100dvh">
      <VisuallyHidden>
        <Trans>Loading the shop…</Trans>
      </VisuallyHidden>
      <Box
        component="div"
        aria-hidden="true"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
      >
        <Container size="lg" h={64}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap">
              <Skeleton circle height={32} />
              <Skeleton height={20} width={72} />
            </Group>
            <Group gap="md" wrap="nowrap" visibleFrom="sm">
              <Skeleton height={14} width={48} />
              <Skeleton height={14} width={48} />
              <Skeleton height={14} width={64} />
            </Group>
            <Group gap="sm" wrap="nowrap">
              <Skeleton circle height={36} />
              <Skeleton height={36} width={88} radius="xl" />
            </Group>
          </Group>
        </Container>
      </Box>
      <Container size="lg" py={{ base: 48, sm: 96 }} aria-hidden="true">
        <Group justify="space-between" align="center" wrap="nowrap" gap="xl">
          <Stack gap="md" w="100%" maw={620}>
            <Skeleton height={44} width="90%" />
            <Skeleton height={44} width="70%" />
            <Skeleton height={16} mt="sm" />
            <Skeleton height={16} width="80%" />
            <Skeleton height={48} width={160} radius="xl" mt="md" />
          </Stack>
          <Skeleton circle height={320} visibleFrom="md" />
        </Group>
      </Container>
    </Box>
  );
}
