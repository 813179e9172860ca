import { ActionIcon, Box, type BoxProps, Modal, Skeleton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';

// The form's input components load when someone first asks to search.
const MenuSearchForm = lazy(() =>
  import('./menu-search-form').then(({ MenuSearchForm }) => ({ default: MenuSearchForm })),
);

/** The header's search icon: it opens a small dialog that finds dishes on the menu by name. */
export function MenuSearchButton(props: BoxProps) {
  const [opened, { open, close }] = useDisclosure(false);

  return (
    <Box {...props}>
      <ActionIcon
        variant="subtle"
        color="dark"
        size={44}
        radius="xl"
        onClick={open}
        aria-label="Search the menu"
        aria-haspopup="dialog"
      >
        <IconSearch size={22} stroke={1.7} aria-hidden="true" />
      </ActionIcon>
      <Modal
        opened={opened}
        onClose={close}
        title="Search the menu"
        radius="lg"
        yOffset="12vh"
        closeButtonProps={{ 'aria-label': 'Close' }}
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
      >
        <Suspense fallback={<Skeleton height={60} radius="md" />}>
          <MenuSearchForm onSearch={close} autoFocus />
        </Suspense>
      </Modal>
    </Box>
  );
}
