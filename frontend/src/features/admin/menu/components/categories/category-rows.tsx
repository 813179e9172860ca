import { Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { IconPlus } from '@tabler/icons-react';
import { useRef } from 'react';
import {
  CATEGORY_KEY_LENGTH,
  CATEGORY_NAME_LENGTH,
  type CategoriesFormValues,
  type CategoryRow,
  emptyCategory,
  keyFor,
  MAX_CATEGORIES,
  removeBlockedBecause,
} from '@/features/admin/menu/lib/categories-form';
import { fieldErrorProps } from '@/features/admin/shared/lib/field-error-props';
import { type Direction, moveKeepingFocus } from '@/features/admin/shared/lib/move-keeping-focus';
import { ListItemButtons } from '@/features/admin/shared/components/list-item-buttons';

/** The categories in the menu's order: each renamed, moved, removed while it holds no dishes; new ones added. */
export function CategoryRows({ form }: { form: UseFormReturnType<CategoriesFormValues> }) {
  const { t, i18n } = useLingui();
  /** What a row is called on its buttons: the name the shop knows it by, else the one typed. */
  const calledOf = (row: CategoryRow) => row.savedName ?? (row.name.trim() || t`the new category`);
  const rows = useRef<HTMLDivElement>(null);
  const { categories } = form.getValues();
  const full = categories.length >= MAX_CATEGORIES;

  const move = (index: number, direction: Direction) => {
    const to = direction === 'up' ? index - 1 : index + 1;
    moveKeepingFocus(
      rows.current,
      categories[index].rowId,
      { to, last: categories.length - 1, direction },
      () => form.reorderListItem('categories', { from: index, to }),
    );
  };

  /** A new category's key follows its name until it is typed by hand. */
  const rename = (index: number, name: string) => {
    form.setFieldValue(`categories.${index}.name`, name);
    const row = categories[index];
    if (row.savedName !== null || row.keyTyped) return;
    const otherKeys = categories.filter((_, other) => other !== index).map(({ key }) => key);
    form.setFieldValue(`categories.${index}.key`, keyFor(name, otherKeys));
  };

  const add = () => {
    form.insertListItem('categories', emptyCategory());
    // After the re-render that shows the new row.
    setTimeout(() => form.getInputNode(`categories.${categories.length}.name`)?.focus());
  };

  return (
    <Stack gap="sm" ref={rows}>
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {categories.map((row, index) => {
          const blocked = removeBlockedBecause(row, categories.length, i18n);
          const reasonId = `category-${row.rowId}-kept`;
          const keyError = form.errors[`categories.${index}.key`];
          const called = row.savedName ?? t`New category`;
          const legend = `${index + 1}. ${called}`;
          const categoryKey = row.key;
          const dishes = row.dishes;
          return (
            <li key={row.rowId} data-item={row.rowId}>
              <Fieldset
                variant="filled"
                p="sm"
                styles={{ legend: { maxWidth: '100%' } }}
                legend={
                  // One line, cut short: a long name is whole in the field below it.
                  <Text component="span" display="block" inherit truncate="end" title={legend}>
                    {legend}
                  </Text>
                }
              >
                <Group align="flex-start" gap="sm" wrap="wrap">
                  <TextInput
                    label={t`Name`}
                    withAsterisk
                    maxLength={CATEGORY_NAME_LENGTH}
                    style={{ flex: '2 1 220px' }}
                    errorProps={fieldErrorProps}
                    key={form.key(`categories.${index}.name`)}
                    {...form.getInputProps(`categories.${index}.name`)}
                    onChange={(event) => rename(index, event.currentTarget.value)}
                  />
                  {row.savedName === null && (
                    <TextInput
                      label={t`Key`}
                      description={t`In the menu's address; it stays`}
                      withAsterisk
                      maxLength={CATEGORY_KEY_LENGTH}
                      style={{ flex: '1 1 160px' }}
                      errorProps={fieldErrorProps}
                      key={form.key(`categories.${index}.key`)}
                      {...form.getInputProps(`categories.${index}.key`)}
                      onChange={(event) => {
                        form.setFieldValue(`categories.${index}.key`, event.currentTarget.value);
                        form.setFieldValue(`categories.${index}.keyTyped`, true);
                      }}
                    />
                  )}
                  <Group mt={{ base: 0, xs: 25 }}>
                    <ListItemButtons
                      name={calledOf(row)}
                      index={index}
                      count={categories.length}
                      onMove={move}
                      onRemove={() => form.removeListItem('categories', index)}
                      removeDisabled={blocked !== undefined}
                      removeReasonId={blocked ? reasonId : undefined}
                    />
                  </Group>
                </Group>
                <Text size="sm" c="dimmed" mt={6}>
                  {row.savedName === null ? (
                    <Trans>Added when you save</Trans>
                  ) : blocked ? (
                    <Trans>
                      Key {categoryKey} ·{' '}
                      <Text span inherit c="var(--mantine-color-text)" id={reasonId}>
                        {blocked}
                      </Text>
                    </Trans>
                  ) : (
                    <Trans>
                      Key {categoryKey} ·{' '}
                      <Plural value={dishes} _0="no dishes" one="# dish" other="# dishes" />
                    </Trans>
                  )}
                </Text>
                {row.savedName === null && blocked && (
                  <Text size="sm" id={reasonId}>
                    {blocked}
                  </Text>
                )}
                {row.savedName !== null && keyError && (
                  <Text size="sm" c="red.9" role="alert">
                    {keyError}
                  </Text>
                )}
              </Fieldset>
            </li>
          );
        })}
      </Stack>
      {form.errors.categories && (
        <Text c="red.9" size="sm" role="alert">
          {form.errors.categories}
        </Text>
      )}
      <Group gap="sm">
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={full}
          aria-describedby={full ? 'categories-full' : undefined}
          onClick={add}
        >
          <Trans>Add a category</Trans>
        </Button>
        {full && (
          <Text size="sm" c="dimmed" id="categories-full">
            <Trans>A menu holds at most {MAX_CATEGORIES} categories.</Trans>
          </Text>
        )}
      </Group>
    </Stack>
  );
}
