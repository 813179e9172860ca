import { Group, Stack, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import type { MenuItemFormValues } from '@/features/admin/menu/lib/menu-item-rules';
import { fieldErrorProps } from '@/features/admin/shared/lib/field-error-props';

/** The dish form's hours: whenever the shop takes orders, or only from one time of day to another. */
export function DishHoursFields({ form }: { form: UseFormReturnType<MenuItemFormValues> }) {
  const { t } = useLingui();
  const { limitedHours } = form.getValues();
  return (
    <Stack gap="sm">
      <Switch
        label={t`Only at certain times`}
        description={t`Such as breakfast, 07:00 to 11:00, in the shop's time zone`}
        key={form.key('limitedHours')}
        {...form.getInputProps('limitedHours', { type: 'checkbox' })}
      />
      {limitedHours && (
        <Group grow align="flex-start" gap="md" wrap="wrap">
          <TextInput
            type="time"
            label={t`From`}
            withAsterisk
            miw={140}
            errorProps={fieldErrorProps}
            key={form.key('hoursFrom')}
            {...form.getInputProps('hoursFrom')}
          />
          <TextInput
            type="time"
            label={t`To`}
            description={t`Earlier than From: past midnight`}
            withAsterisk
            miw={140}
            errorProps={fieldErrorProps}
            key={form.key('hoursTo')}
            {...form.getInputProps('hoursTo')}
          />
        </Group>
      )}
    </Stack>
  );
}
