import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/**
 * The shop's one deletion dialog, for cart lines, dishes, users and option groups alike; `consequence`
 * says what else the deletion changes, before the warning that it cannot be undone.
 */
export function confirmDeletion(onConfirm: () => void, consequence?: string) {
  modals.openConfirmModal({
    title: 'Are you sure?',
    centered: true,
    children: (
      <Text size="sm">
        {consequence && `${consequence} `}You won&apos;t be able to revert this!
      </Text>
    ),
    labels: { confirm: 'Yes, delete it!', cancel: 'Cancel' },
    // red.9: white on Mantine's default red reads at 3.3:1, under AA.
    confirmProps: { color: 'red.9' },
    onConfirm,
  });
}
