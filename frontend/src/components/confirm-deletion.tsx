import { i18n as globalI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/**
 * The shop's one deletion dialog, for cart lines, dishes, users and option groups alike; `consequence`
 * says what else the deletion changes, before the warning that it cannot be undone.
 */
export function confirmDeletion(
  onConfirm: () => void,
  consequence?: string,
  i18n: I18n = globalI18n,
) {
  modals.openConfirmModal({
    title: i18n._(msg`Are you sure?`),
    centered: true,
    children: (
      <Text size="sm">
        {consequence ? (
          <Trans>{consequence} You won&apos;t be able to revert this!</Trans>
        ) : (
          <Trans>You won&apos;t be able to revert this!</Trans>
        )}
      </Text>
    ),
    labels: { confirm: i18n._(msg`Yes, delete it!`), cancel: i18n._(msg`Cancel`) },
    // red.9: white on Mantine's default red reads at 3.3:1, under AA.
    confirmProps: { color: 'red.9' },
    onConfirm,
  });
}
