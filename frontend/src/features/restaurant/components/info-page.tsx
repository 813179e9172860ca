import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface InfoPageProps {
  title: string;
  lead: string;
  children: ReactNode;
}

/** The frame of the restaurant's pages of text (About us, FAQ): a title, a lead, sections. */
export function InfoPage({ title, lead, children }: InfoPageProps) {
  return (
    <Container size="md" py={{ base: 40, md: 64 }}>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{title}</Title>
          <Text size="lg" c="dimmed">
            {lead}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

/** One part of an info page, under its own heading. */
export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} fz="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
