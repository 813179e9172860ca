import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { Allergen } from '@/api/generated/model';
import { ALLERGEN_NAMES, ANNEX_II, inAnnexOrder } from '@/lib/menu/allergens';
import { fieldErrorProps } from '@/features/admin/shared/lib/field-error-props';
import classes from './allergens-select.module.css';

interface AllergensSelectProps extends Omit<
  MultiSelectProps,
  'data' | 'value' | 'onChange' | 'defaultValue'
> {
  value: Allergen[];
  onChange: (allergens: Allergen[]) => void;
  /** Allergens that cannot be picked here, such as traces of what the dish contains anyway. */
  exclude?: readonly Allergen[];
}

/** Some of the 14 allergens, picked by their names in the reader's language and kept in Annex II's order. */
export function AllergensSelect({ value, onChange, exclude = [], ...props }: AllergensSelectProps) {
  const { i18n } = useLingui();
  const data = ANNEX_II.filter((allergen) => !exclude.includes(allergen)).map((allergen) => ({
    value: allergen,
    label: i18n._(ALLERGEN_NAMES[allergen]),
  }));
  return (
    <MultiSelect
      searchable
      clearable
      hidePickedOptions
      errorProps={fieldErrorProps}
      classNames={{ pill: classes.pill }}
      {...props}
      data={data}
      value={value}
      onChange={(picked) => onChange(inAnnexOrder(picked as Allergen[]))}
    />
  );
}
