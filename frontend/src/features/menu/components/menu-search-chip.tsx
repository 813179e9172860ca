import { Trans, useLingui } from '@lingui/react/macro';
import { PlainGroup } from '@/components/plain/plain-layout';
import { IconX } from '@tabler/icons-react';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';
import { PlainActionIconAnchor } from '@/components/plain/plain-action-icon';
import { UserText } from '@/components/user-text';
import type { MenuSearch } from '@/features/menu/lib/menu-search';

// An icon button with an ×: Mantine's CloseButton was 1 KB more of /menu's first visit for the same button.
function CloseAnchor(props: Omit<ComponentPropsWithRef<'a'>, 'color'>) {
  return (
    <PlainActionIconAnchor variant="subtle" color="gray" radius="xl" size="sm" {...props}>
      <IconX size={16} stroke={1.75} aria-hidden="true" />
    </PlainActionIconAnchor>
  );
}

const CloseLink = createLink(CloseAnchor);

const CHIP_BORDER = '1px solid var(--mantine-color-leaf-2)';

/** Says which words the dishes are narrowed to, with a way back to all of them. */
export function MenuSearchChip({ search }: { search: MenuSearch }) {
  const { t } = useLingui();
  const q = search.q;
  if (!q) return null;

  return (
    <PlainGroup
      gap={4}
      ps="md"
      pe={4}
      py={4}
      w="fit-content"
      bg="leaf.0"
      style={{
        border: CHIP_BORDER,
        borderRadius: 'var(--mantine-radius-xl)',
        display: 'inline-flex',
      }}
    >
      <UserText size="sm">
        <Trans>
          Dishes matching <strong>“{q}”</strong>
        </Trans>
      </UserText>
      <CloseLink
        to="/menu"
        search={{ ...search, q: undefined, page: 1 }}
        resetScroll={false}
        aria-label={t`Clear the search`}
      />
    </PlainGroup>
  );
}
