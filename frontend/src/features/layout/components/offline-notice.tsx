import { useLingui } from '@lingui/react/macro';
import { PlainBox, PlainContainer } from '@/components/plain/plain-layout';
import { PlainText } from '@/components/plain/plain-text';
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
    <PlainBox role="status" aria-label={t`Connection`}>
      {!online && (
        <PlainBox className={classes.notice}>
          <PlainContainer py="xs">
            <PlainText size="sm" fw={500} id={OFFLINE_NOTICE_ID}>
              {i18n._(OFFLINE)}
            </PlainText>
          </PlainContainer>
        </PlainBox>
      )}
    </PlainBox>
  );
}
