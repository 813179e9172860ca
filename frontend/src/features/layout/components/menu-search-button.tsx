import { ActionIcon, Box, type BoxProps, Popover } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { MenuSearchForm } from './menu-search-form';

/** The header's search icon: it opens a small form that finds dishes on the menu by name. */
export function MenuSearchButton(props: BoxProps) {
  const [opened, { toggle, close }] = useDisclosure(false);

  return (
    <Box {...props}>
      <Popover
        opened={opened}
        onChange={(next) => (next ? undefined : close())}
        position="bottom-end"
        width={320}
        shadow="md"
        radius="lg"
        trapFocus
        returnFocus
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="dark"
            size={44}
            radius="xl"
            onClick={toggle}
            aria-label="Search the menu"
            aria-expanded={opened}
          >
            <IconSearch size={22} stroke={1.7} aria-hidden="true" />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <MenuSearchForm onSearch={close} autoFocus />
        </Popover.Dropdown>
      </Popover>
    </Box>
  );
}
