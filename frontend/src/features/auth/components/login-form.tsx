import '@mantine/core/styles/PasswordInput.layer.css';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Anchor,
  Button,
  Divider,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { type FormEvent, useRef, useState } from 'react';
import { AnchorLink } from '@/components/link';
import { useAuth } from '@/lib/auth/auth-context';
import { OFFLINE_NOTICE_ID, useOnline } from '@/lib/connection';
import { loginFailureMessage } from '@/lib/auth/auth-errors';
import { safeRedirect } from '@/lib/auth/auth-guard';
import { requestPasswordReset } from '@/lib/auth/password-reset';
import { SocialSignIn } from './social-sign-in';
import { toastDone } from '@/lib/toasts';

interface LoginFormProps {
  /** After a password or Google sign-in succeeded and the success alert is shown. */
  onSignedIn: () => void;
  /** When the form sends the user elsewhere (Signup Now), e.g. to close the modal around it. */
  onLeave?: () => void;
}

/** The login form: email, password, Forgot password?, one red error line, Login, Signup Now, social. */
export function LoginForm({ onSignedIn, onLeave }: LoginFormProps) {
  const { t } = useLingui();
  const { signIn, sendPasswordReset } = useAuth();
  const location = useLocation();
  const redirect = safeRedirect((location.search as { redirect?: unknown }).redirect);
  const emailInput = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [resetNote, setResetNote] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const online = useOnline();
  const [sendingReset, setSendingReset] = useState(false);

  // Shows its own failures on the form, so the form's handler does not wait for it.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(undefined);
    setSubmitting(true);
    try {
      await signIn(email.trim(), password);
      toastDone(t`Login successfull`);
      onSignedIn();
    } catch (failure) {
      setError(loginFailureMessage(failure));
    } finally {
      setSubmitting(false);
    }
  };

  const sendReset = async () => {
    setResetNote(undefined);
    const input = emailInput.current;
    if (!email.trim() || (input && !input.checkValidity())) {
      setResetNote(t`Type your email above first, then choose Forgot password? again.`);
      input?.focus();
      return;
    }
    setSendingReset(true);
    setResetNote(await requestPasswordReset(sendPasswordReset, email.trim()));
    setSendingReset(false);
  };

  return (
    <Stack gap="lg">
      <form onSubmit={(event) => void submit(event)} aria-label={t`Login`}>
        <Stack gap="sm">
          <TextInput
            ref={emailInput}
            label={t`Email`}
            type="email"
            name="email"
            placeholder="you@example.com"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            data-autofocus
          />
          <PasswordInput
            label={t`Password`}
            name="password"
            placeholder={t`Your password`}
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Anchor
              component="button"
              type="button"
              size="sm"
              c="leaf.9"
              onClick={() => void sendReset()}
              disabled={sendingReset}
            >
              <Trans>Forgot password?</Trans>
            </Anchor>
          </Group>
          {resetNote && (
            <Text size="sm" role="status">
              {resetNote}
            </Text>
          )}
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
            <Trans>Login</Trans>
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        <Trans>
          Don&apos;t have an account?{' '}
          <AnchorLink
            to="/signup"
            search={redirect ? { redirect } : {}}
            onClick={onLeave}
            fw={600}
            c="leaf.9"
          >
            Signup Now
          </AnchorLink>
        </Trans>
      </Text>
      <Divider />
      <SocialSignIn onSignedIn={onSignedIn} />
    </Stack>
  );
}
