import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconX } from '@tabler/icons-react';
import type { BookingRules, BookingRulesSlotMinutes } from '@/api/generated/model';
import {
  replaceBookingRulesBodyConfirmMinutesMax,
  replaceBookingRulesBodyConfirmMinutesMin,
  replaceBookingRulesBodyDaysAheadMax,
  replaceBookingRulesBodyLastSeatingMinutesMax,
  replaceBookingRulesBodyNoticeMinutesMax,
  replaceBookingRulesBodyStaysItemMinutesMax,
  replaceBookingRulesBodyStaysItemMinutesMin,
  replaceBookingRulesBodyStaysItemUpToPartyMax,
  replaceBookingRulesBodyStaysMax,
  replaceBookingRulesBodyUnconfirmedPartyMaxMax,
} from '@/api/generated/zod/bookings-staff/bookings-staff.zod';
import { focusFirstProblem } from '@/features/admin/shared/lib/contract-rules';
import { bookingRulesProblems, nextStay } from '@/features/admin/bookings/lib/dining-room-rules';
import { fieldErrorProps } from '@/features/admin/shared/lib/field-error-props';
import { useFormSave } from '@/features/admin/shared/hooks/use-form-save';
import { FormFooter } from '@/features/admin/shared/components/form-footer';

/** The slot lengths the contract allows. */
const SLOT_MINUTES: BookingRulesSlotMinutes[] = [15, 30, 60];
const slotMinutesOf = (value: string) =>
  SLOT_MINUTES.find((minutes) => String(minutes) === value) ?? SLOT_MINUTES[1];

interface BookingRulesFormProps {
  rules: BookingRules;
  onSave: (rules: BookingRules) => Promise<void>;
}

/** How guests book tables: whether online, at which times, for how long by party, how late and how far ahead. */
export function BookingRulesForm({ rules, onSave }: BookingRulesFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm<BookingRules>({
    mode: 'controlled',
    initialValues: rules,
    validate: (values) => bookingRulesProblems(values, i18n),
  });
  const { save, saving, problem } = useFormSave(
    form,
    async (values) => {
      await onSave(values);
      form.resetDirty(values);
    },
    () => (path) => (form.getInputNode(path) ? path : undefined),
  );
  const { stays } = form.values;
  const full = stays.length >= replaceBookingRulesBodyStaysMax;
  const most = replaceBookingRulesBodyStaysMax;

  return (
    <form
      aria-label={t`Booking rules`}
      noValidate
      onSubmit={form.onSubmit(save, (errors) => focusFirstProblem(form, errors))}
    >
      <Card padding="lg" component="section" aria-labelledby="booking-rules-title">
        <Stack gap="md">
          <Title order={2} size="h3" id="booking-rules-title">
            <Trans>Booking rules</Trans>
          </Title>
          <Switch
            label={t`Guests can book online`}
            description={t`Staff can always book for a guest on the phone`}
            key={form.key('enabled')}
            {...form.getInputProps('enabled', { type: 'checkbox' })}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={t`Booking times every`}
              description={t`From each opening time`}
              data={SLOT_MINUTES.map((minutes) => ({
                value: String(minutes),
                label: t`${plural(minutes, { one: '# minute', other: '# minutes' })}`,
              }))}
              allowDeselect={false}
              errorProps={fieldErrorProps}
              key={form.key('slotMinutes')}
              {...form.getInputProps('slotMinutes')}
              value={String(form.values.slotMinutes)}
              onChange={(value: string | null) => {
                if (value) form.setFieldValue('slotMinutes', slotMinutesOf(value));
              }}
            />
            <NumberInput
              label={t`Notice, minutes`}
              description={t`How late before its time a booking can be made`}
              min={0}
              max={replaceBookingRulesBodyNoticeMinutesMax}
              allowDecimal={false}
              allowNegative={false}
              errorProps={fieldErrorProps}
              key={form.key('noticeMinutes')}
              {...form.getInputProps('noticeMinutes')}
            />
            <NumberInput
              label={t`Days ahead`}
              description={t`How many days after today guests may book for; 0 is today only`}
              min={0}
              max={replaceBookingRulesBodyDaysAheadMax}
              allowDecimal={false}
              allowNegative={false}
              errorProps={fieldErrorProps}
              key={form.key('daysAhead')}
              {...form.getInputProps('daysAhead')}
            />
            <NumberInput
              label={t`Last seating, minutes before closing`}
              description={t`The last booking time of a day`}
              min={0}
              max={replaceBookingRulesBodyLastSeatingMinutesMax}
              allowDecimal={false}
              allowNegative={false}
              errorProps={fieldErrorProps}
              key={form.key('lastSeatingMinutes')}
              {...form.getInputProps('lastSeatingMinutes')}
            />
            <NumberInput
              label={t`Minutes to confirm by e-mail`}
              description={t`A guest who is not signed in confirms from the e-mail within this, or the table is freed`}
              min={replaceBookingRulesBodyConfirmMinutesMin}
              max={replaceBookingRulesBodyConfirmMinutesMax}
              allowDecimal={false}
              allowNegative={false}
              errorProps={fieldErrorProps}
              key={form.key('confirmMinutes')}
              {...form.getInputProps('confirmMinutes')}
            />
            <NumberInput
              label={t`Largest party waiting for e-mail`}
              description={t`Larger parties book signed in with a confirmed address, or by phone`}
              min={1}
              max={replaceBookingRulesBodyUnconfirmedPartyMaxMax}
              allowDecimal={false}
              allowNegative={false}
              errorProps={fieldErrorProps}
              key={form.key('unconfirmedPartyMax')}
              {...form.getInputProps('unconfirmedPartyMax')}
            />
          </SimpleGrid>
          <Stack gap="xs" role="group" aria-labelledby="booking-stays-title">
            <Text fw={500} id="booking-stays-title">
              <Trans>How long a party keeps its table</Trans>
            </Text>
            <Text size="xs" c="dimmed">
              <Trans>
                By party size, smallest first; the last size is the largest party that can book.
              </Trans>
            </Text>
            {stays.map((stay, index) => {
              const upTo = stay.upToParty;
              return (
                <Group key={form.key(`stays.${index}`)} gap="sm" align="flex-start" wrap="nowrap">
                  <NumberInput
                    label={t`Parties up to`}
                    min={1}
                    max={replaceBookingRulesBodyStaysItemUpToPartyMax}
                    allowDecimal={false}
                    allowNegative={false}
                    style={{ flex: 1, minWidth: 0 }}
                    errorProps={fieldErrorProps}
                    {...form.getInputProps(`stays.${index}.upToParty`)}
                  />
                  <NumberInput
                    label={t`Minutes`}
                    min={replaceBookingRulesBodyStaysItemMinutesMin}
                    max={replaceBookingRulesBodyStaysItemMinutesMax}
                    step={15}
                    allowDecimal={false}
                    allowNegative={false}
                    style={{ flex: 1, minWidth: 0 }}
                    errorProps={fieldErrorProps}
                    {...form.getInputProps(`stays.${index}.minutes`)}
                  />
                  <ActionIcon
                    variant="outline"
                    color="red.9"
                    size={44}
                    mt={25}
                    aria-label={t`Remove the stay for parties up to ${upTo}`}
                    disabled={stays.length === 1}
                    onClick={() => form.removeListItem('stays', index)}
                  >
                    <IconX size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              );
            })}
            <Group gap="sm">
              <Button
                variant="light"
                mih={44}
                leftSection={<IconPlus size={16} aria-hidden />}
                disabled={full}
                onClick={() => form.insertListItem('stays', nextStay(stays))}
              >
                <Trans>Add a party size</Trans>
              </Button>
              <Text size="xs" c="dimmed">
                {full
                  ? t`${plural(most, { one: '# size at most.', other: '# sizes at most.' })}`
                  : t`One size at least; the only one cannot be removed.`}
              </Text>
            </Group>
            {typeof form.errors.stays === 'string' && (
              <Text size="sm" c="red.8" role="alert">
                {form.errors.stays}
              </Text>
            )}
          </Stack>
          <FormFooter
            problemTitle={t`The booking rules were not saved`}
            problem={problem}
            submitLabel={t`Save the booking rules`}
            saving={saving}
          />
        </Stack>
      </Card>
    </form>
  );
}
