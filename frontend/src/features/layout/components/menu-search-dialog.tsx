import { useLingui } from '@lingui/react/macro';
import { Modal } from '@mantine/core';
import { MenuSearchForm } from './menu-search-form';

interface MenuSearchDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** The small dialog of the header's search icon: it finds dishes on the menu. */
export function MenuSearchDialog({ opened, onClose }: MenuSearchDialogProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Search the menu`}
      radius="lg"
      yOffset="12vh"
      closeButtonProps={{ 'aria-label': t`Close` }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      <MenuSearchForm onSearch={onClose} autoFocus />
    </Modal>
  );
}
