import { useLingui } from '@lingui/react/macro';
import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { DiningTable, DiningTableInput } from '@/api/generated/model';
import {
  createDiningTableBodyMaxSeatsMax,
  createDiningTableBodyNameMax,
} from '@/api/generated/zod/bookings-staff/bookings-staff.zod';
import { focusFirstProblem } from '@/features/admin/shared/lib/contract-rules';
import { diningTableProblems } from '@/features/admin/bookings/lib/dining-room-rules';
import { fieldErrorProps } from '@/features/admin/shared/lib/field-error-props';
import { useFormSave } from '@/features/admin/shared/hooks/use-form-save';
import { FormFooter } from '@/features/admin/shared/components/form-footer';
import { SeatRangeFields } from './seat-range-fields';

interface DiningTableFormProps {
  label: string;
  submitLabel: string;
  table?: DiningTable;
  onSave: (input: DiningTableInput) => Promise<void>;
  onCancel: () => void;
}

/** A table as the staff call it, and the smallest and largest party seated at it. */
export function DiningTableForm({
  label,
  submitLabel,
  table,
  onSave,
  onCancel,
}: DiningTableFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm<DiningTableInput>({
    mode: 'controlled',
    initialValues: {
      name: table?.name ?? '',
      minSeats: table?.minSeats ?? 1,
      maxSeats: table?.maxSeats ?? 4,
    },
    validate: (values) => diningTableProblems(values, i18n),
  });
  const { save, saving, problem } = useFormSave(
    form,
    (values) => onSave({ ...values, name: values.name.trim() }),
    () => (path) => (path in form.values ? path : undefined),
  );
  return (
    <form
      aria-label={label}
      noValidate
      onSubmit={form.onSubmit(save, (errors) => focusFirstProblem(form, errors))}
    >
      <Stack gap="md">
        <TextInput
          label={t`Name`}
          description={t`What the staff call it, e.g. Window 4`}
          maxLength={createDiningTableBodyNameMax}
          required
          data-autofocus
          errorProps={fieldErrorProps}
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <SeatRangeFields
          max={createDiningTableBodyMaxSeatsMax}
          field={(name) => ({ key: form.key(name), ...form.getInputProps(name) })}
        />
        <FormFooter
          problemTitle={t`The table was not saved`}
          problem={problem}
          submitLabel={submitLabel}
          saving={saving}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
