import { Container, Group, Skeleton, Stack } from '@mantine/core';
import classes from './site-shell.module.css';

/** Stands in for the whole shell while nobody knows yet whether the visitor is signed in. */
export function SiteShellSkeleton() {
  return (
    <div className={classes.shell} aria-busy="true" aria-label="Loading the shop" role="status">
      <Container size="xl" w="100%" h="var(--site-header-height)">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Skeleton height={32} width={120} radius="xl" />
          <Group gap="lg" visibleFrom="md">
            <Skeleton height={16} width={56} />
            <Skeleton height={16} width={56} />
            <Skeleton height={16} width={72} />
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Skeleton height={40} circle />
            <Skeleton height={40} width={96} radius="xl" />
          </Group>
        </Group>
      </Container>
      <Container size="xl" w="100%" py={48} style={{ flex: 1 }}>
        <Stack gap="lg" maw={640}>
          <Skeleton height={48} width="90%" />
          <Skeleton height={48} width="70%" />
          <Skeleton height={16} width="80%" />
          <Skeleton height={48} width={160} radius="xl" mt="md" />
        </Stack>
      </Container>
    </div>
  );
}
