import '@mantine/core/styles/PasswordInput.layer.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { UserText } from '@/components/user-text';
import { useAuth } from '@/lib/auth/auth-context';
import {
  checkCurrentPassword,
  checkNewEmail,
  type EmailChangeValues,
  emailChangeFailure,
  MAX_EMAIL_LENGTH,
} from '@/features/profile/lib/email-change-rules';

/** The change asked for: the account moves to `to` when the link sent there is opened. */
interface PendingChange {
  from: string;
  to: string;
}

/**
 * A password customer moves their account to another address: the current password proves it is them, and
 * the link Firebase sends to the new address proves that one is theirs too.
 */
export function EmailChangeForm() {
  const { t, i18n } = useLingui();
  const { user, changeEmail } = useAuth();
  const currentEmail = user?.email ?? '';
  const form = useForm<EmailChangeValues>({
    mode: 'controlled',
    initialValues: { newEmail: '', currentPassword: '' },
    validate: {
      newEmail: (value) => checkNewEmail(value, currentEmail, i18n),
      currentPassword: (value) => checkCurrentPassword(value, i18n),
    },
  });
  const [problem, setProblem] = useState<string>();
  const [pending, setPending] = useState<PendingChange>();
  const [saving, setSaving] = useState(false);
  const newAddress = pending?.to;
  const oldAddress = pending?.from;

  const save = async ({ newEmail, currentPassword }: EmailChangeValues) => {
    setProblem(undefined);
    setPending(undefined);
    setSaving(true);
    const to = newEmail.trim();
    try {
      await changeEmail(to, currentPassword);
      setPending({ from: currentEmail, to });
      form.reset();
    } catch (error) {
      const { field, message } = emailChangeFailure(error, i18n);
      if (field) form.setFieldError(field, message);
      else setProblem(message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={form.onSubmit(save)} aria-label={t`Change your e-mail address`} noValidate>
      <Stack gap="md">
        <TextInput
          label={t`New e-mail address`}
          type="email"
          autoComplete="email"
          maxLength={MAX_EMAIL_LENGTH}
          withAsterisk
          {...form.getInputProps('newEmail')}
        />
        <PasswordInput
          label={t`Current password`}
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('currentPassword')}
        />
        {pending && (
          <Alert color="leaf" role="status" title={t`Check your new inbox`}>
            <UserText size="sm">
              <Trans>
                We sent a link to <strong>{newAddress}</strong>. Open it to move your account there;
                until then you sign in with <strong>{oldAddress}</strong>.
              </Trans>
            </UserText>
          </Alert>
        )}
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={saving} disabled={saving}>
            <Trans>Send the link</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
