import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { UserText } from '@/components/user-text';

/** A dashboard screen's heading and what it is for. */
export function AdminPage({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="lg" maw={1200}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        {description && <UserText c="dimmed">{description}</UserText>}
      </Stack>
      {children}
    </Stack>
  );
}
