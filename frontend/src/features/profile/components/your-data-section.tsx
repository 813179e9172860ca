import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { exportMyData } from '@/api/generated/users/users';
import { useEraseMyAccount } from '@/api/generated/users-mutations/users-mutations';
import { useAuth } from '@/lib/auth/auth-context';
import { toastDone, toastProblem } from '@/lib/toasts';

/** Saves the answer as a file on the customer's device, named as the shop named it. */
function saveAsFile(data: unknown, name: string) {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The customer's data, theirs: a file of everything the shop holds about them, and the erasure of their account,
 * asked for again in a dialog that says what stays (the orders' amounts, for the tax records) and what goes.
 */
export function YourDataSection() {
  const { t } = useLingui();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [downloading, setDownloading] = useState(false);
  const erase = useEraseMyAccount({
    mutation: {
      onSuccess: async () => {
        // Leave first, so that a guarded page does not send them to /signup as they sign out.
        await navigate({ to: '/' });
        await signOut();
        toastDone(t`Your account and your personal data are erased.`);
      },
      onError: (error) =>
        toastProblem({ title: t`Your account was not erased`, message: error.message }),
    },
  });

  const download = async () => {
    setDownloading(true);
    try {
      const data = await exportMyData();
      saveAsFile(data, `my-data-${data.exportedAt.slice(0, 10)}.json`);
    } catch (error) {
      toastProblem({
        title: t`Your data could not be downloaded`,
        message: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setDownloading(false);
    }
  };

  const askToErase = () =>
    modals.openConfirmModal({
      title: t`Erase your account?`,
      centered: true,
      closeButtonProps: { 'aria-label': t`Keep my account` },
      children: (
        <Stack gap="xs">
          <Text size="sm">
            <Trans>
              Your sign-in, profile, cart, table bookings, saved cards and the e-mails we keep for
              you are deleted, and cannot be brought back.
            </Trans>
          </Text>
          <Text size="sm">
            <Trans>
              Your past orders stay for the restaurant&apos;s tax records, with their dishes and
              amounts only: no name, e-mail address, phone, address or allergy note.
            </Trans>
          </Text>
        </Stack>
      ),
      labels: { confirm: t`Yes, erase my account`, cancel: t`Keep it` },
      confirmProps: { color: 'red.9' },
      onConfirm: () => erase.mutate(),
    });

  return (
    <Stack gap="sm" component="section" aria-labelledby="your-data-title">
      <Title order={2} size="h3" id="your-data-title">
        <Trans>Your data</Trans>
      </Title>
      <Text size="sm" c="gray.7">
        <Trans>
          Take a copy of everything we hold about you: your profile, orders, table bookings, saved
          cards and the e-mails we sent you, in one file (JSON). Or erase your account.
        </Trans>
      </Text>
      <Group gap="sm">
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          loading={downloading}
          onClick={() => void download()}
        >
          <Trans>Download my data</Trans>
        </Button>
        <Button
          variant="outline"
          color="red.9"
          leftSection={<IconTrash size={16} aria-hidden="true" />}
          loading={erase.isPending}
          onClick={askToErase}
        >
          <Trans>Erase my account</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
