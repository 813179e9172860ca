import { useLingui } from '@lingui/react/macro';
import { ActionIcon, TextInput } from '@mantine/core';
import { IconArrowRight, IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { MAX_SEARCH_LENGTH } from '@/lib/menu/dish-search';

interface MenuSearchFormProps {
  /** Called once the search has been sent to the menu, e.g. to close the popover around the form. */
  onSearch?: () => void;
  autoFocus?: boolean;
}

/** Finds dishes: the menu opens with every dish whose name, recipe or category holds the words typed. */
export function MenuSearchForm({ onSearch, autoFocus }: MenuSearchFormProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = query.trim();
    void navigate({ to: '/menu', search: q ? { q } : {} });
    onSearch?.();
  };

  return (
    <form role="search" aria-label={t`Dishes`} onSubmit={search}>
      <TextInput
        type="search"
        label={t`Find a dish`}
        placeholder={t`Pizza, basil, drinks…`}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        leftSection={<IconSearch size={18} aria-hidden="true" />}
        rightSection={
          <ActionIcon type="submit" radius="xl" size={28} aria-label={t`Search`}>
            <IconArrowRight size={16} aria-hidden="true" className="mantine-rotate-rtl" />
          </ActionIcon>
        }
        maxLength={MAX_SEARCH_LENGTH}
        data-autofocus={autoFocus || undefined}
        autoFocus={autoFocus}
        radius="xl"
      />
    </form>
  );
}
