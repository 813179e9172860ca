import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, useEffect, useState } from 'react';
import { useAuth } from '@/lib/auth/auth-context';
import { googleFailureMessage } from '@/lib/auth/auth-errors';
import type { TestGoogleAccount } from '@/lib/auth/auth-session';
import { GoogleTestSignInDialog } from './google-test-sign-in-dialog';
import { FacebookMark, GitHubMark, GoogleMark } from './social-marks';
import { toastDone, toastProblem } from '@/lib/toasts';

const BUTTON_SIZE = 48;

const UNAVAILABLE_REASON_ID = 'social-sign-in-unavailable';

function UnavailableProvider({ name, children }: { name: string; children: ReactNode }) {
  const { t } = useLingui();
  return (
    // Focusable and hoverable so that the reason can be found; it does nothing.
    <ActionIcon
      size={BUTTON_SIZE}
      radius="xl"
      variant="default"
      data-disabled
      aria-disabled="true"
      aria-label={t`Continue with ${name} (not available yet)`}
      aria-describedby={UNAVAILABLE_REASON_ID}
      title={t`${name} sign-in is not available yet`}
      onClick={(event) => event.preventDefault()}
    >
      {children}
    </ActionIcon>
  );
}

/** The providers' own names, which no language translates. */
const GITHUB = 'GitHub';
const FACEBOOK = 'Facebook';

/** Three round social buttons; only the first, Google, works. */
export function SocialSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useLingui();
  const { googleSignIn, prepareSignIn, signInWithGoogle } = useAuth();
  // A sign-in form is open: load the provider now, which also tells how Google sign-in works here.
  useEffect(prepareSignIn, [prepareSignIn]);
  const [testDialogOpened, testDialog] = useDisclosure(false);
  const [signingIn, setSigningIn] = useState(false);

  const signIn = async (testAccount?: TestGoogleAccount) => {
    setSigningIn(true);
    try {
      await signInWithGoogle(testAccount);
      testDialog.close();
      toastDone(t`Login successfull!`);
      onSignedIn();
    } catch (error) {
      const message = googleFailureMessage(error);
      if (message) toastProblem(message);
    } finally {
      setSigningIn(false);
    }
  };

  const testMode = googleSignIn === 'test';

  return (
    <Stack gap="xs" align="center">
      <Text size="sm" c="dimmed">
        <Trans>Or continue with</Trans>
      </Text>
      <Group gap="md" justify="center">
        <ActionIcon
          size={BUTTON_SIZE}
          radius="xl"
          variant="default"
          aria-label={t`Continue with Google`}
          title={testMode ? t`Local test sign-in as a Google account` : t`Continue with Google`}
          // Until the provider has loaded, it is not known whether Google's popup or the test sign-in applies.
          loading={(signingIn && !testDialogOpened) || googleSignIn === 'not-ready'}
          onClick={() => (testMode ? testDialog.open() : void signIn())}
        >
          <GoogleMark />
        </ActionIcon>
        <UnavailableProvider name={GITHUB}>
          <GitHubMark />
        </UnavailableProvider>
        <UnavailableProvider name={FACEBOOK}>
          <FacebookMark />
        </UnavailableProvider>
      </Group>
      <Text id={UNAVAILABLE_REASON_ID} size="xs" c="dimmed" ta="center">
        <Trans>GitHub and Facebook sign-in are not available yet.</Trans>
      </Text>
      {testMode && (
        <GoogleTestSignInDialog
          opened={testDialogOpened}
          onClose={testDialog.close}
          onSubmit={signIn}
        />
      )}
    </Stack>
  );
}
