import {
  ActionIcon,
  Button,
  Card,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { OpeningHours } from '@/api/generated/model';
import { replaceOpeningHoursBodySpecialDaysItemNoteMax } from '@/api/generated/zod/shop-staff/shop-staff.zod';
import { WEEKDAY_NAMES, WEEKDAYS } from '@/lib/time/weekdays';
import { focusFirstProblem } from '@/features/admin/shared/lib/contract-rules';
import { fieldErrorProps } from '@/features/admin/shared/lib/field-error-props';
import { useFormSave } from '@/features/admin/shared/hooks/use-form-save';
import { FormFooter } from '@/features/admin/shared/components/form-footer';
import {
  newKey,
  openingHoursFieldOf,
  type OpeningHoursFormValues,
  openingHoursFormValues,
  openingHoursInput,
  openingHoursProblems,
} from '@/features/admin/settings/lib/opening-hours-form';
import { OpeningIntervalsField } from './opening-intervals-field';

interface OpeningHoursFormProps {
  hours: OpeningHours;
  /** The shop's IANA time zone, which every time here is in. */
  timeZone?: string;
  onSave: (hours: OpeningHours) => Promise<void>;
}

/** Hours & Closures' form: each weekday's intervals, then the dates whose hours differ. */
export function OpeningHoursForm({ hours, timeZone, onSave }: OpeningHoursFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm<OpeningHoursFormValues>({
    mode: 'controlled',
    initialValues: openingHoursFormValues(hours),
    validate: (values) => openingHoursProblems(values, i18n),
  });

  const { save, saving, problem } = useFormSave(
    form,
    (values) => onSave(openingHoursInput(values)),
    openingHoursFieldOf,
  );

  return (
    <form
      aria-label={t`Opening hours`}
      noValidate
      onSubmit={form.onSubmit(save, (errors) => focusFirstProblem(form, errors))}
    >
      <Stack gap="lg">
        <Card p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="hours-weekly">
          <Stack gap="md">
            <Title order={2} size="h3" id="hours-weekly">
              <Trans>Every week</Trans>
            </Title>
            <List size="sm" c="dimmed" spacing={2}>
              <List.Item>
                {timeZone ? (
                  <Trans>Times are in the shop&apos;s time zone, {timeZone}.</Trans>
                ) : (
                  <Trans>Times are in the shop&apos;s time zone.</Trans>
                )}
              </List.Item>
              <List.Item>
                <Trans>A day without hours is closed; lunch and dinner are two intervals.</Trans>
              </List.Item>
              <List.Item>
                <Trans>
                  A closing time before the opening one runs past midnight: 18:00 to 01:00.
                </Trans>
              </List.Item>
              <List.Item>
                <Trans>The same time for both is open all day round.</Trans>
              </List.Item>
            </List>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              {WEEKDAYS.map((day) => (
                <Stack key={day} gap={6} role="group" aria-labelledby={`hours-${day}`}>
                  <Text fw={600} id={`hours-${day}`}>
                    {WEEKDAY_NAMES[day]}
                  </Text>
                  <OpeningIntervalsField
                    form={form}
                    path={`weekly.${day}`}
                    intervals={form.values.weekly[day]}
                    dayName={WEEKDAY_NAMES[day]}
                  />
                </Stack>
              ))}
            </SimpleGrid>
          </Stack>
        </Card>
        <Card p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="hours-special">
          <Stack gap="md">
            <Title order={2} size="h3" id="hours-special">
              <Trans>Closures and special days</Trans>
            </Title>
            <Text size="sm" c="dimmed">
              <Trans>
                A date&apos;s hours replace its weekday&apos;s; a date without hours is closed all
                day.
              </Trans>
            </Text>
            {form.values.specialDays.map((special, index) => {
              const date = special.date;
              const position = index + 1;
              const dayName = date ? t`the ${date}` : t`special day ${position}`;
              const which = date || position;
              return (
                <Card
                  key={special.key}
                  withBorder
                  p={{ base: 'xs', sm: 'md' }}
                  component="article"
                  aria-label={t`Special day ${which}`}
                >
                  <Stack gap="sm">
                    <Group align="flex-start" gap="sm">
                      <TextInput
                        type="date"
                        label={t`Date`}
                        withAsterisk
                        w={170}
                        errorProps={fieldErrorProps}
                        key={form.key(`specialDays.${index}.date`)}
                        {...form.getInputProps(`specialDays.${index}.date`)}
                      />
                      <TextInput
                        label={t`Note`}
                        description={t`Such as Christmas, or Closed for works`}
                        maxLength={replaceOpeningHoursBodySpecialDaysItemNoteMax}
                        flex={1}
                        miw={180}
                        errorProps={fieldErrorProps}
                        key={form.key(`specialDays.${index}.note`)}
                        {...form.getInputProps(`specialDays.${index}.note`)}
                      />
                      <ActionIcon
                        variant="outline"
                        color="red.9"
                        size={44}
                        mt={24}
                        aria-label={t`Remove ${dayName}`}
                        onClick={() => form.removeListItem('specialDays', index)}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Group>
                    <OpeningIntervalsField
                      form={form}
                      path={`specialDays.${index}.intervals`}
                      intervals={special.intervals}
                      dayName={dayName}
                    />
                  </Stack>
                </Card>
              );
            })}
            <Group>
              <Button
                variant="default"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() =>
                  form.insertListItem('specialDays', {
                    key: newKey(),
                    date: '',
                    note: '',
                    intervals: [],
                  })
                }
              >
                <Trans>Add a special day</Trans>
              </Button>
            </Group>
          </Stack>
        </Card>
        <FormFooter
          problemTitle={t`The hours were not saved`}
          problem={problem}
          submitLabel={t`Save the hours`}
          saving={saving}
        />
      </Stack>
    </form>
  );
}
