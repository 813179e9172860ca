import type { CSSProperties } from 'react';
import type { Allergen } from '@/api/generated/model';
import { tracesBeside } from '@/lib/menu/allergens';
import { AllergensSelect } from './allergens-select';

/** What a dish or a choice contains and may contain as traces. */
interface FoodAllergens {
  allergens: Allergen[];
  mayContain: Allergen[];
}

interface AllergensAndTracesProps extends FoodAllergens {
  labels: { allergens: string; mayContain: string };
  /** What each field says while nothing is picked. */
  none: { allergens: string; mayContain: string };
  onChange: (facts: FoodAllergens) => void;
  style?: CSSProperties;
}

/**
 * The allergens a dish or a choice contains, then the traces it may carry: a trace of what it contains cannot be
 * picked, and one already picked goes once the allergen is contained.
 */
export function AllergensAndTraces({
  allergens,
  mayContain,
  labels,
  none,
  onChange,
  style,
}: AllergensAndTracesProps) {
  return (
    <>
      <AllergensSelect
        label={labels.allergens}
        placeholder={allergens.length === 0 ? none.allergens : undefined}
        style={style}
        value={allergens}
        onChange={(picked) =>
          onChange({ allergens: picked, mayContain: tracesBeside(mayContain, picked) })
        }
      />
      <AllergensSelect
        label={labels.mayContain}
        placeholder={mayContain.length === 0 ? none.mayContain : undefined}
        style={style}
        exclude={allergens}
        value={mayContain}
        onChange={(picked) => onChange({ allergens, mayContain: picked })}
      />
    </>
  );
}
