import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface CheckoutStepProps {
  /** The step's id, for its heading's id and its test id. */
  id: string;
  title: string;
  /** The shop's refusal that is about this step, under it. */
  error?: string;
  children: ReactNode;
}

/** One step of the checkout: a titled card, and what the shop said against it, if anything. */
export function CheckoutStep({ id, title, error, children }: CheckoutStepProps) {
  return (
    <Card
      padding="md"
      component="section"
      aria-labelledby={`checkout-${id}-title`}
      data-testid={`checkout-step-${id}`}
    >
      <Stack gap="sm">
        <Title order={2} fz="h4" id={`checkout-${id}-title`}>
          {title}
        </Title>
        {children}
        {error && (
          <Text c="red.8" size="sm" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
