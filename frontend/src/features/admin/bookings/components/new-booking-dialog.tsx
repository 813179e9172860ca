import { Trans, useLingui } from '@lingui/react/macro';
import { useMediaQuery } from '@mantine/hooks';
import {
  Button,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useCreateBooking } from '@/api/generated/bookings-mutations/bookings-mutations';
import type { Booking, DiningTable } from '@/api/generated/model';
import {
  createBookingBodyEmailMax,
  createBookingBodyNameMax,
  createBookingBodyNotesMax,
  createBookingBodyPartySizeMax,
  createBookingBodyTableIdsMax,
} from '@/api/generated/zod/bookings-mutations/bookings-mutations.zod';
import { focusFirstProblem, placeServerDetails } from '@/features/admin/shared/lib/contract-rules';
import { fieldErrorProps } from '@/features/admin/shared/lib/field-error-props';
import {
  emptyPhoneBooking,
  phoneBookingOf,
  phoneBookingProblems,
  type PhoneBookingValues,
} from '@/features/admin/bookings/lib/phone-booking-form';
import { seatsOf } from '@/features/admin/bookings/lib/booking-timeline';
import { BookingTimeSelect } from './booking-time-select';
import { BookingRefusal } from './booking-unavailable';

interface NewBookingDialogProps {
  opened: boolean;
  /** The day shown, which the booking starts on unless the host picks another. */
  date: string;
  tables: DiningTable[];
  timeZone: string;
  onClose: () => void;
  onBooked: (booking: Booking) => void;
}

/** A booking taken on the phone: confirmed at once, the table the shop's choice unless the host names one. */
export function NewBookingDialog({ opened, onClose, ...props }: NewBookingDialogProps) {
  const { t } = useLingui();
  const phone = useMediaQuery('(max-width: 47.99em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`New booking`}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t`Close without booking` }}
    >
      {opened && <NewBookingForm onClose={onClose} {...props} />}
    </Modal>
  );
}

function NewBookingForm({
  date,
  tables,
  timeZone,
  onClose,
  onBooked,
}: Omit<NewBookingDialogProps, 'opened'>) {
  const { t, i18n } = useLingui();
  const form = useForm<PhoneBookingValues>({
    mode: 'controlled',
    initialValues: emptyPhoneBooking(date),
    validate: (values) => phoneBookingProblems(values, i18n),
  });
  const create = useCreateBooking();
  const [refusal, setRefusal] = useState<Error>();
  const partySize = Number(form.values.partySize) || undefined;

  const book = async (values: PhoneBookingValues) => {
    setRefusal(undefined);
    try {
      onBooked(await create.mutateAsync({ data: phoneBookingOf(values) }));
    } catch (error) {
      placeServerDetails(form, error, (path) => (path in values ? path : undefined));
      setRefusal(error as Error);
    }
  };

  return (
    <form
      aria-label={t`New booking`}
      noValidate
      onSubmit={form.onSubmit(book, (errors) => focusFirstProblem(form, errors))}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <NumberInput
            label={t`Party size`}
            min={1}
            max={createBookingBodyPartySizeMax}
            allowDecimal={false}
            allowNegative={false}
            required
            data-autofocus
            errorProps={fieldErrorProps}
            key={form.key('partySize')}
            {...form.getInputProps('partySize')}
            onChange={(value: number | string) => {
              form.setFieldValue('partySize', value);
              form.setFieldValue('startsAt', null);
            }}
          />
          <TextInput
            type="date"
            label={t`Day`}
            required
            errorProps={fieldErrorProps}
            key={form.key('date')}
            {...form.getInputProps('date')}
            onChange={(event) => {
              form.setFieldValue('date', event.currentTarget.value);
              form.setFieldValue('startsAt', null);
            }}
          />
        </SimpleGrid>
        <BookingTimeSelect
          date={form.values.date}
          partySize={partySize}
          timeZone={timeZone}
          value={form.values.startsAt}
          onChange={(startsAt) => form.setFieldValue('startsAt', startsAt)}
          error={form.errors.startsAt as string | undefined}
        />
        <TextInput
          label={t`Name`}
          maxLength={createBookingBodyNameMax}
          required
          autoComplete="off"
          errorProps={fieldErrorProps}
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            type="tel"
            label={t`Phone`}
            required
            autoComplete="off"
            errorProps={fieldErrorProps}
            key={form.key('phone')}
            {...form.getInputProps('phone')}
          />
          <TextInput
            type="email"
            label={t`E-mail`}
            description={t`For the confirmation; may be left empty`}
            maxLength={createBookingBodyEmailMax}
            autoComplete="off"
            errorProps={fieldErrorProps}
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
        </SimpleGrid>
        <Textarea
          label={t`Notes`}
          description={t`Allergies, a high chair, an occasion`}
          maxLength={createBookingBodyNotesMax}
          autosize
          minRows={2}
          maxRows={6}
          errorProps={fieldErrorProps}
          key={form.key('notes')}
          {...form.getInputProps('notes')}
        />
        <MultiSelect
          searchable
          nothingFoundMessage={t`No table by that name`}
          label={t`Tables`}
          description={t`Leave empty to let the shop pick the smallest table that fits`}
          data={tables.map((table) => ({
            value: table.id,
            label: `${table.name} (${seatsOf(table, i18n)})`,
          }))}
          maxValues={createBookingBodyTableIdsMax}
          clearable
          errorProps={fieldErrorProps}
          comboboxProps={{ withinPortal: true }}
          key={form.key('tableIds')}
          {...form.getInputProps('tableIds')}
        />
        {refusal && (
          <BookingRefusal
            title={t`The booking was not made`}
            error={refusal}
            timeZone={timeZone}
            onPick={(startsAt) => {
              form.setFieldValue('startsAt', startsAt);
              setRefusal(undefined);
            }}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" mih={48} onClick={onClose} disabled={create.isPending}>
            <Trans>Back</Trans>
          </Button>
          <Button type="submit" mih={48} loading={create.isPending}>
            <Trans>Book the table</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
