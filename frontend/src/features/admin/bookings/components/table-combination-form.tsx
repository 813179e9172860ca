import { useLingui } from '@lingui/react/macro';
import { MultiSelect, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { DiningTable, TableCombinationInput } from '@/api/generated/model';
import {
  createTableCombinationBodyMaxSeatsMax,
  createTableCombinationBodyTableIdsMax,
} from '@/api/generated/zod/bookings-staff/bookings-staff.zod';
import { focusFirstProblem } from '@/features/admin/shared/lib/contract-rules';
import { tableCombinationProblems } from '@/features/admin/bookings/lib/dining-room-rules';
import { seatsOf } from '@/features/admin/bookings/lib/booking-timeline';
import { fieldErrorProps } from '@/features/admin/shared/lib/field-error-props';
import { useFormSave } from '@/features/admin/shared/hooks/use-form-save';
import { FormFooter } from '@/features/admin/shared/components/form-footer';
import { SeatRangeFields } from './seat-range-fields';

interface TableCombinationFormProps {
  tables: DiningTable[];
  onSave: (input: TableCombinationInput) => Promise<void>;
  onCancel: () => void;
}

/** Tables the staff push together for a larger party, and the parties the joined table seats. */
export function TableCombinationForm({ tables, onSave, onCancel }: TableCombinationFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm<TableCombinationInput>({
    mode: 'controlled',
    initialValues: { tableIds: [], minSeats: 5, maxSeats: 8 },
    validate: (values) => tableCombinationProblems(values, i18n),
  });
  const { save, saving, problem } = useFormSave(
    form,
    onSave,
    () => (path) => (path.split('.')[0] in form.values ? path.split('.')[0] : undefined),
  );
  return (
    <form
      aria-label={t`Join tables`}
      noValidate
      onSubmit={form.onSubmit(save, (errors) => focusFirstProblem(form, errors))}
    >
      <Stack gap="md">
        <MultiSelect
          searchable
          nothingFoundMessage={t`No table by that name`}
          label={t`Tables`}
          description={t`Two to six tables pushed together`}
          data={tables.map((table) => ({
            value: table.id,
            label: `${table.name} (${seatsOf(table, i18n)})`,
          }))}
          maxValues={createTableCombinationBodyTableIdsMax}
          required
          data-autofocus
          errorProps={fieldErrorProps}
          comboboxProps={{ withinPortal: true }}
          key={form.key('tableIds')}
          {...form.getInputProps('tableIds')}
        />
        <SeatRangeFields
          max={createTableCombinationBodyMaxSeatsMax}
          field={(name) => ({ key: form.key(name), ...form.getInputProps(name) })}
        />
        <FormFooter
          problemTitle={t`The tables were not joined`}
          problem={problem}
          submitLabel={t`Join the tables`}
          saving={saving}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
