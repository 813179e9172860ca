import { useLingui } from '@lingui/react/macro';
import { useDisclosure } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { PlainActionIcon } from '@/components/plain/plain-action-icon';
import { withWordsOf } from '@/lib/i18n/catalogues';
import { lazyWithTheme } from '@/lib/mantine/theme-on-demand';

// The dialog and its form, and their words, load when someone first asks to search.
const MenuSearchDialog = lazyWithTheme(
  withWordsOf('parts', () =>
    import('./menu-search-dialog').then(({ MenuSearchDialog }) => ({ default: MenuSearchDialog })),
  ),
);

/** The header's search icon: it opens a small dialog that finds dishes on the menu. */
export function MenuSearchButton() {
  const { t } = useLingui();
  const [opened, { open, close }] = useDisclosure(false);
  const [asked, setAsked] = useState(false);
  if (opened && !asked) setAsked(true);

  return (
    <>
      <PlainActionIcon
        variant="header"
        size={44}
        radius="xl"
        onClick={open}
        aria-label={t`Search the menu`}
        aria-haspopup="dialog"
      >
        <IconSearch size={22} stroke={1.7} aria-hidden="true" />
      </PlainActionIcon>
      {asked && (
        <Suspense fallback={null}>
          <MenuSearchDialog opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
