import { useLingui } from '@lingui/react/macro';
import { CloseButton, type CloseButtonProps, Container, Group, Paper, Title } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef, ReactNode } from 'react';

type CloseAnchorProps = CloseButtonProps & Omit<ComponentPropsWithRef<'a'>, keyof CloseButtonProps>;

function CloseAnchor(props: CloseAnchorProps) {
  return <CloseButton component="a" {...props} />;
}

const CloseLink = createLink(CloseAnchor);

interface AuthCardProps {
  title: string;
  children: ReactNode;
  /** Shows a close link to the home page, as /login has. */
  closable?: boolean;
}

/** The framed card that /login, /signup and the dashboard's sign-in show their form in. */
export function AuthCard({ title, children, closable = false }: AuthCardProps) {
  const { t } = useLingui();
  return (
    <Container size={460} px="md" py={{ base: 32, sm: 64 }}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" mb="lg">
          <Title order={1} size="h2">
            {title}
          </Title>
          {closable && <CloseLink to="/" size="lg" aria-label={t`Close and go to the home page`} />}
        </Group>
        {children}
      </Paper>
    </Container>
  );
}
