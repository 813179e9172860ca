import { Trans } from '@lingui/react/macro';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { CheckoutStep } from './checkout-step';

export interface CodeStepProps {
  /** The step's id and its title, which names the field too. */
  id: string;
  title: string;
  /** What says the code is applied, once the shop accepted it. */
  applied?: ReactNode;
  /** Whether the shop is checking the code just applied. */
  checking?: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
  /** The shop's refusal of the code, under the field. */
  error?: string;
  /** What is wrong with a code as typed, by the contract's rules; undefined when it may be sent. */
  shapeProblem: (code: string) => string | undefined;
}

/** A code the customer types (a promo code, a gift card): applied, the shop's refusal under the field, removed. */
export function CodeStep({
  id,
  title,
  applied,
  checking,
  onApply,
  onRemove,
  error,
  shapeProblem,
}: CodeStepProps) {
  const [typed, setTyped] = useState('');
  const [wrongShape, setWrongShape] = useState<string>();

  const apply = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const code = typed.trim();
    const problem = shapeProblem(code);
    setWrongShape(problem);
    if (!problem) onApply(code);
  };

  return (
    <CheckoutStep id={id} title={title}>
      {applied ? (
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} role="status" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {applied}
          </Text>
          <Button variant="subtle" onClick={onRemove}>
            <Trans>Remove</Trans>
          </Button>
        </Group>
      ) : (
        <form onSubmit={apply} noValidate>
          <Group align="flex-start" wrap="nowrap" gap="sm">
            <TextInput
              label={title}
              style={{ flex: 1, minWidth: 0 }}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              error={wrongShape ?? error}
            />
            <Button type="submit" variant="default" mt={25} loading={checking}>
              <Trans>Apply</Trans>
            </Button>
          </Group>
        </form>
      )}
    </CheckoutStep>
  );
}
