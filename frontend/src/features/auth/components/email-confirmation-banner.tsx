import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Container, Group } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { UserText } from '@/components/user-text';
import {
  type ResendState,
  useAddressConfirmation,
} from '@/features/auth/hooks/use-address-confirmation';
import classes from './email-confirmation-banner.module.css';

const RESEND_NOTES: Record<ResendState, MessageDescriptor | undefined> = {
  idle: undefined,
  sending: undefined,
  sent: msg`A new link is on its way. It can take a minute to arrive; look in your spam folder too.`,
  'too-many': msg`Too many links were asked for in a row. Wait a few minutes, then try again.`,
  failed: msg`The link could not be sent. Check your connection and try again.`,
};

/** Under the site header while a customer's address is not verified: what to do, and a new link on request. */
export function EmailConfirmationBanner({ email }: { email: string }) {
  const { t, i18n } = useLingui();
  const { resend, resendState } = useAddressConfirmation();
  const note = RESEND_NOTES[resendState];

  return (
    <Box role="status" aria-label={t`Confirm your e-mail address`} className={classes.banner}>
      <Container size="xl" py="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="nowrap" align="flex-start" className={classes.message}>
            <IconMailExclamation size={20} aria-hidden className={classes.icon} />
            <Box>
              <UserText size="sm">
                <Trans>
                  Confirm your e-mail address: we sent a link to <strong>{email}</strong>.
                </Trans>
              </UserText>
              {note && (
                <UserText size="sm" mt={2}>
                  {i18n._(note)}
                </UserText>
              )}
            </Box>
          </Group>
          <Button
            size="compact-sm"
            variant="default"
            loading={resendState === 'sending'}
            disabled={resendState === 'sending'}
            onClick={() => void resend()}
          >
            <Trans>Resend the link</Trans>
          </Button>
        </Group>
      </Container>
    </Box>
  );
}
