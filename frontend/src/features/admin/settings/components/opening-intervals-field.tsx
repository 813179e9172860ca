import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPlus, IconX } from '@tabler/icons-react';
import { fieldErrorProps } from '@/features/admin/shared/lib/field-error-props';
import {
  ALL_DAY,
  type IntervalValues,
  intervalInWords,
  newKey,
  nextInterval,
  type OpeningHoursFormValues,
} from '@/features/admin/settings/lib/opening-hours-form';

/** The most intervals a day can have (the contract's limit for a special day). */
const MAX_INTERVALS = 4;

/** Less room beside the time than other fields have, so that "10:00 PM" and the clock still fit at 112 px. */
const TIME_INPUT_STYLES = { input: { paddingInline: 8 } };
/** A time input's share of the row: at most 120 px, giving way first. */
const TIME_INPUT_FLEX = '0 1 120px';

interface OpeningIntervalsFieldProps {
  form: UseFormReturnType<OpeningHoursFormValues>;
  /** Where the day's intervals are in the form: `weekly.monday`, `specialDays.0.intervals`. */
  path: string;
  intervals: IntervalValues[];
  /** The day, in the buttons' names: "Add hours on Monday". */
  dayName: string;
}

/** A day's opening intervals: "Closed" when there is none, lunch and dinner as two, all day as one. */
export function OpeningIntervalsField({
  form,
  path,
  intervals,
  dayName,
}: OpeningIntervalsFieldProps) {
  const { t, i18n } = useLingui();
  return (
    <Stack gap="xs">
      {intervals.length === 0 && (
        <Text size="sm" c="dimmed">
          <Trans>Closed</Trans>
        </Text>
      )}
      {intervals.map((interval, index) => {
        const words = intervalInWords(interval, i18n);
        const position = index + 1;
        const name = t`${dayName}, hours ${position}`;
        return (
          <Stack key={interval.key} gap={2}>
            {/* Two times and the button take 288 px; where a phone has less (a special day's card),
                the times give way. */}
            <Group gap={6} align="flex-start" wrap="nowrap">
              <TextInput
                type="time"
                label={t`Opens`}
                aria-label={t`${name}: opens`}
                flex={TIME_INPUT_FLEX}
                miw={0}
                styles={TIME_INPUT_STYLES}
                errorProps={fieldErrorProps}
                key={form.key(`${path}.${index}.opens`)}
                {...form.getInputProps(`${path}.${index}.opens`)}
              />
              <TextInput
                type="time"
                label={t`Closes`}
                aria-label={t`${name}: closes`}
                flex={TIME_INPUT_FLEX}
                miw={0}
                styles={TIME_INPUT_STYLES}
                errorProps={fieldErrorProps}
                key={form.key(`${path}.${index}.closes`)}
                {...form.getInputProps(`${path}.${index}.closes`)}
              />
              <ActionIcon
                variant="outline"
                color="red.9"
                size={36}
                mt={24}
                aria-label={t`Remove ${name}`}
                onClick={() => form.removeListItem(path, index)}
              >
                <IconX size={18} aria-hidden />
              </ActionIcon>
            </Group>
            {words && (
              <Text size="xs" c="dimmed">
                {words}
              </Text>
            )}
          </Stack>
        );
      })}
      <Group gap="xs">
        {intervals.length < MAX_INTERVALS && (
          <Button
            variant="default"
            size="compact-md"
            h={36}
            leftSection={<IconPlus size={14} aria-hidden />}
            aria-label={t`Add hours on ${dayName}`}
            onClick={() => form.insertListItem(path, nextInterval(intervals))}
          >
            <Trans>Add hours</Trans>
          </Button>
        )}
        <Button
          variant="subtle"
          size="compact-md"
          h={36}
          aria-label={t`Open all day on ${dayName}`}
          onClick={() => form.setFieldValue(path, [{ key: newKey(), ...ALL_DAY }])}
        >
          <Trans>All day</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
