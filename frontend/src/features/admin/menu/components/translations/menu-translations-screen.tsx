import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import {
  getGetMenuTranslationsQueryKey,
  getListMenuTranslationsQueryKey,
  useGetMenuTranslations,
  useListMenuTranslations,
  useUpdateMenuTranslations,
} from '@/api/generated/menu-translations/menu-translations';
import { getListCategoriesQueryKey } from '@/api/generated/categories/categories';
import { getListMenuItemsQueryKey } from '@/api/generated/menu/menu';
import type { MenuTranslationGap, MenuTranslationsUpdate } from '@/api/generated/model';
import { AdminPage } from '@/features/admin/shared/components/admin-page';
import { useRefreshAfterChange } from '@/features/admin/shared/hooks/use-refresh-after-change';
import { toastDone } from '@/features/admin/shared/lib/admin-toasts';
import { MenuTranslationsForm } from './menu-translations-form';

/** A language's name as the reader's interface writes it: "German", "allemand", "Deutsch". */
const languageName = (language: string, readerLanguage: string) =>
  new Intl.DisplayNames([readerLanguage], { type: 'language' }).of(language) ?? language;

const lacking = (gap: MenuTranslationGap) =>
  gap.categories + gap.dishes + gap.optionGroups + gap.choices;

/** What a language still lacks, in words: "2 dishes and 3 choices lack German". */
function GapSummary({ gap }: { gap: MenuTranslationGap }) {
  const { i18n } = useLingui();
  const language = languageName(gap.language, i18n.locale);
  if (lacking(gap) === 0)
    return <Trans>Everything on the menu is translated into {language}.</Trans>;
  return (
    <Trans>
      Customers reading {language} see these in the shop&apos;s own language until they are
      translated: <Plural value={gap.dishes} one="# dish" other="# dishes" />,{' '}
      <Plural value={gap.optionGroups} one="# option group" other="# option groups" />,{' '}
      <Plural value={gap.choices} one="# choice" other="# choices" />,{' '}
      <Plural value={gap.categories} one="# category" other="# categories" />.
    </Trans>
  );
}

/** One language's words: loaded, edited and saved. */
function LanguageTranslations({ language }: { language: string }) {
  const { t, i18n } = useLingui();
  const translations = useGetMenuTranslations(language);
  const update = useUpdateMenuTranslations();
  // The menu, its categories and the counts of what is missing all change with the words.
  const refresh = useRefreshAfterChange(
    getListMenuTranslationsQueryKey(),
    getGetMenuTranslationsQueryKey(language),
    getListMenuItemsQueryKey(),
    getListCategoriesQueryKey(),
  );
  const name = languageName(language, i18n.locale);

  const save = async (data: MenuTranslationsUpdate) => {
    await update.mutateAsync({ language, data });
    await refresh();
    toastDone(t`The words in ${name} are saved`);
  };

  if (translations.isError)
    return (
      <Alert color="red" role="alert" title={t`The words in ${name} could not be loaded`}>
        {translations.error.message}
      </Alert>
    );
  if (!translations.data)
    return (
      <Stack gap="sm" role="status" aria-label={t`Loading the words in ${name}`}>
        {[1, 2, 3].map((row) => (
          <Skeleton key={row} height={90} />
        ))}
      </Stack>
    );
  return <MenuTranslationsForm key={language} translations={translations.data} onSave={save} />;
}

/** Menu translations: the menu's words in each language the shop speaks besides its own, and what each lacks. */
export function MenuTranslationsScreen() {
  const { t, i18n } = useLingui();
  const gaps = useListMenuTranslations();
  const [shown, setShown] = useState<string | null>(null);
  const languages = gaps.data?.languages ?? [];
  const current = shown ?? languages[0]?.language ?? null;

  return (
    <AdminPage
      title={t`Menu translations`}
      description={t`Dish names and recipes, option groups, choices and categories in each language customers may read the shop in. A word left empty shows in the shop's own language.`}
    >
      {gaps.isError ? (
        <Alert color="red" role="alert" title={t`The translations could not be loaded`}>
          {gaps.error.message}
        </Alert>
      ) : !gaps.data ? (
        <Skeleton height={120} role="status" aria-label={t`Loading the translations`} />
      ) : languages.length === 0 ? (
        <Text>
          <Trans>The shop speaks only its own language: there is nothing to translate.</Trans>
        </Text>
      ) : (
        <Tabs value={current} onChange={setShown} keepMounted={false}>
          <Tabs.List>
            {languages.map((gap) => (
              <Tabs.Tab key={gap.language} value={gap.language}>
                {languageName(gap.language, i18n.locale)}
                {lacking(gap) > 0 && ' '}
                {lacking(gap) > 0 && (
                  <Text span c="red.9" fw={600}>
                    <Plural value={lacking(gap)} one="(# missing)" other="(# missing)" />
                  </Text>
                )}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {languages.map((gap) => (
            <Tabs.Panel key={gap.language} value={gap.language} pt="md">
              <Stack>
                <Alert color={lacking(gap) > 0 ? 'orange' : 'green'} variant="light">
                  <GapSummary gap={gap} />
                </Alert>
                <LanguageTranslations language={gap.language} />
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </AdminPage>
  );
}
