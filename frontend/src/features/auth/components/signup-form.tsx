import '@mantine/core/styles/PasswordInput.layer.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Divider, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { useAuth } from '@/lib/auth/auth-context';
import { OFFLINE_NOTICE_ID, useOnline } from '@/lib/connection';
import { signUpFailureMessage } from '@/lib/auth/auth-errors';
import { nameProblem, tidyName, USER_NAME } from '@/lib/name-rule';
import { SocialSignIn } from './social-sign-in';
import { toastDone } from '@/lib/toasts';

interface SignupFormProps {
  onSignedUp: () => void;
  /** The Login link: opens the login modal. */
  onLoginClick: () => void;
}

/** The sign-up form (/signup): name, email, password, social sign-in and a Login link; failures said in plain words. */
export function SignupForm({ onSignedUp, onLoginClick }: SignupFormProps) {
  const { t } = useLingui();
  const { signUp } = useAuth();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const nameInput = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const online = useOnline();

  // Shows its own failures on the form, so the form's handler does not wait for it.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(undefined);
    const problem = nameProblem(name, USER_NAME);
    setNameError(problem);
    if (problem) {
      nameInput.current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await signUp({ name: tidyName(name), email: email.trim(), password });
      toastDone(t`Account creation successfully done!`);
      onSignedUp();
    } catch (failure) {
      setError(signUpFailureMessage(failure));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Stack gap="lg">
      <form onSubmit={(event) => void submit(event)} aria-label={t`Create an account`}>
        <Stack gap="sm">
          <TextInput
            ref={nameInput}
            label={t`Name`}
            name="name"
            placeholder={t`Your name`}
            autoComplete="name"
            withAsterisk
            aria-required
            maxLength={USER_NAME.maxLength}
            value={name}
            error={nameError}
            errorProps={{ role: 'alert' }}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setNameError(undefined);
            }}
            data-autofocus
          />
          <TextInput
            label={t`Email`}
            type="email"
            name="email"
            placeholder="you@example.com"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <PasswordInput
            label={t`Password`}
            name="password"
            placeholder={t`At least 6 characters`}
            autoComplete="new-password"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          {error && (
            <Text c="red.8" size="sm" role="alert">
              {error}
            </Text>
          )}
          <Button
            type="submit"
            loading={submitting}
            disabled={submitting || !online}
            aria-describedby={online ? undefined : OFFLINE_NOTICE_ID}
            fullWidth
            mt="xs"
          >
            <Trans>Sign up</Trans>
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        <Trans>
          Have an account?{' '}
          <Anchor component="button" type="button" fw={600} c="leaf.9" onClick={onLoginClick}>
            Login
          </Anchor>
        </Trans>
      </Text>
      <Divider />
      <SocialSignIn onSignedIn={onSignedUp} />
    </Stack>
  );
}
