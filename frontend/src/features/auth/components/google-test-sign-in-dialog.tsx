import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { TestGoogleAccount } from '@/lib/auth/auth-session';

interface GoogleTestSignInDialogProps {
  opened: boolean;
  onClose: () => void;
  onSubmit: (account: TestGoogleAccount) => Promise<void>;
}

/**
 * On the Firebase Auth emulator Google's window cannot load, so the emulator is told which Google
 * account to pretend to be. Only ever shown when the shop runs on the emulator.
 */
export function GoogleTestSignInDialog({ opened, onClose, onSubmit }: GoogleTestSignInDialogProps) {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [submitting, setSubmitting] = useState(false);

  // onSubmit shows its own failures (the sign-in's toast), so the form's handler does not wait for it.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitting(true);
    try {
      await onSubmit({ email: email.trim(), name: name.trim() || undefined });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Local test sign-in with Google`}
      centered
      zIndex={300}
      closeButtonProps={{ 'aria-label': t`Close the test sign-in` }}
    >
      <form onSubmit={(event) => void submit(event)}>
        <Stack>
          <Text size="sm">
            <Trans>
              This shop runs on the local Firebase Auth emulator, where Google&apos;s sign-in window
              cannot open. Type the Google account to sign in as: no password is needed, and nothing
              is sent to Google.
            </Trans>
          </Text>
          <TextInput
            label={t`Google email`}
            type="email"
            required
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            data-autofocus
          />
          <TextInput
            label={t`Name on the Google account`}
            description={t`Optional`}
            autoComplete="name"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Button type="submit" loading={submitting}>
            <Trans>Sign in as this Google account</Trans>
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
