import { Trans, useLingui } from '@lingui/react/macro';
import { Fieldset, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { MenuTranslations, MenuTranslationsUpdate } from '@/api/generated/model';
import {
  updateMenuTranslationsBodyCategoriesItemNameMax,
  updateMenuTranslationsBodyChoicesItemNameMax,
  updateMenuTranslationsBodyDishesItemNameMax,
  updateMenuTranslationsBodyDishesItemRecipeMax,
  updateMenuTranslationsBodyOptionGroupsItemNameMax,
} from '@/api/generated/zod/menu-translations/menu-translations.zod';
import { FormFooter } from '@/features/admin/shared/components/form-footer';
import { useFormSave } from '@/features/admin/shared/hooks/use-form-save';
import classes from './menu-translations-form.module.css';
import {
  type TranslationFields,
  translationFields,
  translationsUpdate,
} from '@/features/admin/menu/lib/menu-translations';

interface MenuTranslationsFormProps {
  translations: MenuTranslations;
  onSave: (update: MenuTranslationsUpdate) => Promise<unknown>;
}

/**
 * The menu's words in one language beside the shop's own: each field's label is the word it translates, an empty
 * field leaves the shop's word showing. Only the words changed are sent.
 */
export function MenuTranslationsForm({ translations, onSave }: MenuTranslationsFormProps) {
  const { t } = useLingui();
  const { language } = translations;
  const [initial] = useState(() => translationFields(translations));
  const form = useForm<TranslationFields>({ mode: 'controlled', initialValues: initial });
  const [onlyMissing, setOnlyMissing] = useState(false);
  const { save, saving, problem } = useFormSave(
    form,
    async (values) => {
      const { update } = translationsUpdate(translations, form.getInitialValues(), values);
      await onSave(update);
      form.setInitialValues(values);
      form.resetDirty(values);
    },
    (values) => {
      const { fieldAt } = translationsUpdate(translations, form.getInitialValues(), values);
      return (path) => fieldAt.get(path.replace(/\/(name|recipe)$/, '')) ?? undefined;
    },
  );
  // Rows stay put while staff type: what is missing is decided by the words as loaded.
  const shown = (...fields: string[]) =>
    !onlyMissing || fields.some((field) => initial[field] === '');
  const input = (field: string, label: string, max: number) => (
    <TextInput
      key={field}
      classNames={{ label: classes.words }}
      label={label}
      lang={language}
      maxLength={max}
      placeholder={label}
      {...form.getInputProps(field)}
    />
  );

  const dishes = translations.dishes.filter((dish) =>
    shown(`dish:${dish._id}:name`, `dish:${dish._id}:recipe`),
  );
  const groups = translations.optionGroups.filter((group) =>
    shown(`group:${group._id}`, ...group.choices.map((choice) => `choice:${choice._id}`)),
  );
  const categories = translations.categories.filter((category) =>
    shown(`category:${category.key}`),
  );

  return (
    <form onSubmit={form.onSubmit(save)} noValidate>
      <Stack gap="lg">
        <Switch
          checked={onlyMissing}
          onChange={(event) => setOnlyMissing(event.currentTarget.checked)}
          label={t`Show only what lacks a translation`}
        />
        <Stack gap="sm">
          <Title order={2} size="h4">
            <Trans>Dishes</Trans>
          </Title>
          {dishes.length === 0 && (
            <Text c="dimmed">
              <Trans>Nothing here lacks a translation.</Trans>
            </Text>
          )}
          {dishes.map((dish) => (
            <Fieldset key={dish._id} legend={dish.name} classNames={{ legend: classes.words }}>
              <Stack gap="xs">
                {input(
                  `dish:${dish._id}:name`,
                  t`Name`,
                  updateMenuTranslationsBodyDishesItemNameMax,
                )}
                <Textarea
                  label={t`Recipe`}
                  description={dish.recipe}
                  classNames={{ description: classes.words }}
                  lang={language}
                  autosize
                  minRows={2}
                  maxLength={updateMenuTranslationsBodyDishesItemRecipeMax}
                  {...form.getInputProps(`dish:${dish._id}:recipe`)}
                />
              </Stack>
            </Fieldset>
          ))}
        </Stack>
        <Stack gap="sm">
          <Title order={2} size="h4">
            <Trans>Option groups and their choices</Trans>
          </Title>
          {groups.map((group) => (
            <Fieldset key={group._id} legend={group.name} classNames={{ legend: classes.words }}>
              <Stack gap="xs">
                {input(
                  `group:${group._id}`,
                  group.name,
                  updateMenuTranslationsBodyOptionGroupsItemNameMax,
                )}
                {group.choices.map((choice) =>
                  input(
                    `choice:${choice._id}`,
                    choice.name,
                    updateMenuTranslationsBodyChoicesItemNameMax,
                  ),
                )}
              </Stack>
            </Fieldset>
          ))}
        </Stack>
        <Stack gap="sm">
          <Title order={2} size="h4">
            <Trans>Categories</Trans>
          </Title>
          {categories.map((category) =>
            input(
              `category:${category.key}`,
              category.name,
              updateMenuTranslationsBodyCategoriesItemNameMax,
            ),
          )}
        </Stack>
        <FormFooter
          problemTitle={t`The translations were not saved`}
          problem={problem}
          submitLabel={t`Save translations`}
          saving={saving}
        />
      </Stack>
    </form>
  );
}
