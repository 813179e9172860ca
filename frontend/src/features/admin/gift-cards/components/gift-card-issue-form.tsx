import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, NumberInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { GiftCardIssue } from '@/api/generated/model';
import { issueGiftCardBody } from '@/api/generated/zod/gift-cards-staff/gift-cards-staff.zod';
import { amountAffix, largestAmount } from '@/lib/money-input';
import { useStaffAction } from '@/features/admin/gift-cards/hooks/use-staff-action';

interface GiftCardIssueFormProps {
  onIssue: (input: GiftCardIssue) => Promise<unknown>;
  onCancel: () => void;
}

const rules = issueGiftCardBody.shape;

/** A card staff issue: its amount, and whom to e-mail it to (or nobody, for a code handed over at the counter). */
export function GiftCardIssueForm({ onIssue, onCancel }: GiftCardIssueFormProps) {
  const { t } = useLingui();
  const [amount, setAmount] = useState<number | ''>('');
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  const [problems, setProblems] = useState<{ amount?: string; email?: string }>({});
  const { running: saving, error, run } = useStaffAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof problems = {};
    if (amount === '' || !rules.amount.safeParse(amount).success)
      found.amount = t`Enter an amount greater than zero.`;
    const address = email.trim().toLowerCase();
    if (address && !rules.recipientEmail.unwrap().safeParse(address).success)
      found.email = t`Enter an e-mail address, or leave it empty.`;
    setProblems(found);
    if (found.amount || found.email) return;
    await run(() =>
      onIssue({
        amount: Number(amount),
        ...(address ? { recipientEmail: address } : {}),
        ...(name.trim() ? { recipientName: name.trim() } : {}),
        ...(message.trim() ? { message: message.trim() } : {}),
      }),
    );
  };

  return (
    <Stack
      renderRoot={(props) => (
        <form {...props} onSubmit={(event) => void submit(event)} noValidate />
      )}
      gap="md"
    >
      <NumberInput
        label={t`Amount`}
        required
        min={0}
        max={largestAmount()}
        allowNegative={false}
        {...amountAffix()}
        value={amount}
        onChange={(value) => setAmount(value === '' ? '' : Number(value))}
        error={problems.amount}
        maw={220}
        data-autofocus
      />
      <TextInput
        label={t`Recipient’s e-mail`}
        description={t`The card is e-mailed there; leave it empty to hand the code over yourself.`}
        type="email"
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
        error={problems.email}
        maxLength={254}
      />
      <TextInput
        label={t`Recipient’s name`}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        maxLength={100}
      />
      <Textarea
        label={t`Message`}
        autosize
        minRows={2}
        value={message}
        onChange={(event) => setMessage(event.currentTarget.value)}
        maxLength={500}
      />
      {error && (
        <Text c="red.8" size="sm" role="alert">
          {error}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" loading={saving}>
          <Trans>Issue the card</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
