import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPlus } from '@tabler/icons-react';
import { useRef } from 'react';
import {
  CHOICE_NAME_LENGTH,
  emptyChoice,
  MAX_CHOICES_IN_A_GROUP,
  type OptionGroupFormValues,
} from '@/features/admin/menu/lib/option-group-rules';
import { type Direction, moveKeepingFocus } from '@/features/admin/shared/lib/move-keeping-focus';
import { ListItemButtons } from '@/features/admin/shared/components/list-item-buttons';
import { fieldErrorProps } from '@/features/admin/shared/lib/field-error-props';
import { shopCurrency } from '@/lib/money';
import { MAX_KCAL } from '@/features/admin/menu/lib/food-rules';
import { AllergensAndTraces } from '@/features/admin/menu/components/food/allergens-and-traces';

/** The group form's choices: each with its name, price change and default, added, removed and moved by buttons. */
export function OptionChoiceRows({ form }: { form: UseFormReturnType<OptionGroupFormValues> }) {
  const { t } = useLingui();
  const rows = useRef<HTMLDivElement>(null);
  const currency = shopCurrency();
  const { choices } = form.getValues();
  const full = choices.length >= MAX_CHOICES_IN_A_GROUP;

  const move = (index: number, direction: Direction) => {
    const { key } = choices[index];
    const to = direction === 'up' ? index - 1 : index + 1;
    moveKeepingFocus(rows.current, key, { to, last: choices.length - 1, direction }, () =>
      form.reorderListItem('choices', { from: index, to }),
    );
  };

  return (
    <Stack gap="sm" ref={rows}>
      {choices.map((choice, index) => {
        const position = index + 1;
        const called = choice.name.trim() || t`choice ${position}`;
        return (
          <Fieldset
            key={choice.key}
            legend={t`Choice ${position}`}
            data-item={choice.key}
            variant="filled"
            p="sm"
          >
            <Group align="flex-end" gap="sm" wrap="wrap">
              <TextInput
                label={t`Name`}
                placeholder={t`Large`}
                withAsterisk
                maxLength={CHOICE_NAME_LENGTH}
                style={{ flex: '2 1 180px' }}
                errorProps={fieldErrorProps}
                key={form.key(`choices.${index}.name`)}
                {...form.getInputProps(`choices.${index}.name`)}
              />
              <TextInput
                label={t`Price change`}
                description={t`${currency} it adds; 0 for free`}
                inputMode="decimal"
                leftSection="+"
                style={{ flex: '1 1 120px' }}
                errorProps={fieldErrorProps}
                key={form.key(`choices.${index}.price`)}
                {...form.getInputProps(`choices.${index}.price`)}
              />
              <Checkbox
                label={t`Default`}
                mb={10}
                key={form.key(`choices.${index}.default`)}
                {...form.getInputProps(`choices.${index}.default`, { type: 'checkbox' })}
              />
              <ListItemButtons
                name={called}
                index={index}
                count={choices.length}
                onMove={move}
                onRemove={() => form.removeListItem('choices', index)}
                removeDisabled={choices.length === 1}
              />
            </Group>
            <Group align="flex-start" gap="sm" wrap="wrap" mt="sm">
              <AllergensAndTraces
                allergens={choice.allergens}
                mayContain={choice.mayContain}
                labels={{ allergens: t`Adds allergens`, mayContain: t`May add traces of` }}
                none={{ allergens: t`None`, mayContain: t`None` }}
                style={{ flex: '2 1 220px', minWidth: 0 }}
                onChange={(facts) => {
                  form.setFieldValue(`choices.${index}.allergens`, facts.allergens);
                  form.setFieldValue(`choices.${index}.mayContain`, facts.mayContain);
                }}
              />
              <NumberInput
                label={t`Adds kcal`}
                min={0}
                max={MAX_KCAL}
                allowDecimal={false}
                allowNegative={false}
                style={{ flex: '1 1 110px' }}
                errorProps={fieldErrorProps}
                key={form.key(`choices.${index}.kcal`)}
                {...form.getInputProps(`choices.${index}.kcal`)}
              />
            </Group>
          </Fieldset>
        );
      })}
      {form.errors.choices && (
        <Text c="red.9" size="sm" role="alert">
          {form.errors.choices}
        </Text>
      )}
      <Group gap="sm">
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={full}
          onClick={() => form.insertListItem('choices', emptyChoice())}
        >
          <Trans>Add a choice</Trans>
        </Button>
        <Text size="sm" c="dimmed">
          {full
            ? t`A group holds at most ${MAX_CHOICES_IN_A_GROUP} choices.`
            : choices.length === 1
              ? t`A group needs at least one choice.`
              : null}
        </Text>
      </Group>
    </Stack>
  );
}
