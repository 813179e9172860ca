import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { NumberInput, SimpleGrid } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { fieldErrorProps } from '@/features/admin/shared/lib/field-error-props';

type SeatField = 'minSeats' | 'maxSeats';

interface SeatRangeFieldsProps {
  /** The most seats the contract allows. */
  max: number;
  /** The form's key and input props of each field: `(name) => ({ key: form.key(name), ...form.getInputProps(name) })`. */
  field: (name: SeatField) => GetInputPropsReturnType & { key: string };
}

const LABELS: [SeatField, MessageDescriptor][] = [
  ['minSeats', msg`Smallest party`],
  ['maxSeats', msg`Largest party`],
];

/** The smallest and largest party a table, or tables joined, seat. */
export function SeatRangeFields({ max, field }: SeatRangeFieldsProps) {
  const { i18n } = useLingui();
  return (
    <SimpleGrid cols={2} spacing="md">
      {LABELS.map(([name, label]) => {
        const { key, ...props } = field(name);
        return (
          <NumberInput
            key={key}
            label={i18n._(label)}
            min={1}
            max={max}
            allowDecimal={false}
            allowNegative={false}
            required
            errorProps={fieldErrorProps}
            {...props}
          />
        );
      })}
    </SimpleGrid>
  );
}
