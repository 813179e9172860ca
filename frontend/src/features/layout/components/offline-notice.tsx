import { useLingui } from '@lingui/react/macro';
import { Box, Container, Text } from '@mantine/core';
import { OFFLINE, OFFLINE_NOTICE_ID, useOnline } from '@/lib/connection';
import classes from './offline-notice.module.css';

/**
 * Under the header while the browser is offline: the menu still shows as last seen, but nothing can be ordered.
 * The live region stays in the page so that screen readers announce the message when it appears.
 */
export function OfflineNotice() {
  const { t, i18n } = useLingui();
  const online = useOnline();
  return (
    <Box role="status" aria-label={t`Connection`}>
      {!online && (
        <Box className={classes.notice}>
          <Container size="xl" py="xs">
            <Text size="sm" fw={500} id={OFFLINE_NOTICE_ID}>
              {i18n._(OFFLINE)}
            </Text>
          </Container>
        </Box>
      )}
    </Box>
  );
}
