import { CloseButton, type CloseButtonProps, Group } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';
import { UserText } from '@/components/user-text';
import type { MenuSearch } from '@/features/menu/lib/menu-search';

type CloseAnchorProps = CloseButtonProps & Omit<ComponentPropsWithRef<'a'>, keyof CloseButtonProps>;

function CloseAnchor(props: CloseAnchorProps) {
  return <CloseButton component="a" {...props} />;
}

const CloseLink = createLink(CloseAnchor);

/** Says which words the dishes are narrowed to, with a way back to all of them. */
export function MenuSearchChip({ search }: { search: MenuSearch }) {
  if (!search.q) return null;

  return (
    <Group
      gap={4}
      pl="md"
      pr={4}
      py={4}
      w="fit-content"
      bg="leaf.0"
      bd="1px solid var(--mantine-color-leaf-2)"
      style={{ borderRadius: 'var(--mantine-radius-xl)', display: 'inline-flex' }}
    >
      <UserText size="sm">
        Dishes matching <strong>“{search.q}”</strong>
      </UserText>
      <CloseLink
        to="/menu"
        search={{ category: search.category, sort: search.sort }}
        resetScroll={false}
        radius="xl"
        size="sm"
        aria-label="Clear the search"
      />
    </Group>
  );
}
