import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Allergen, Diet } from '@/api/generated/model';
import { ALLERGEN_NAMES, ANNEX_II, DIET_NAMES, DIETS } from '@/lib/menu/allergens';
import { dietsOf, type MenuSearch, withNeeds, withoutOf } from '@/features/menu/lib/menu-search';
import classes from './menu-needs-form.module.css';

export interface MenuNeedsFormProps {
  search: MenuSearch;
  /** Shows the menu for these needs: the address changes, so that the view can be shared and comes back. */
  onChange: (search: MenuSearch) => void;
  /** Closes the panel: the needs are already applied as they are ticked. */
  onDone: () => void;
}

const toggled = <T,>(list: readonly T[], value: T, on: boolean): T[] =>
  on ? [...list, value] : list.filter((item) => item !== value);

interface NeedBoxesProps<T extends string> {
  legend: string;
  /** Every value there is, in the order shown. */
  values: readonly T[];
  ticked: readonly T[];
  nameOf: (value: T) => string;
  onChange: (ticked: T[]) => void;
}

/** One kind of need as a group of boxes, each a whole line to tap. */
function NeedBoxes<T extends string>({
  legend,
  values,
  ticked,
  nameOf,
  onChange,
}: NeedBoxesProps<T>) {
  return (
    <fieldset className={classes.group}>
      <legend className={classes.legend}>{legend}</legend>
      <div className={classes.choices}>
        {values.map((value) => (
          <label key={value} className={classes.choice}>
            <input
              type="checkbox"
              checked={ticked.includes(value)}
              onChange={(event) => onChange(toggled(ticked, value, event.currentTarget.checked))}
            />
            {nameOf(value)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The needs to tick: diets every dish must suit, and the 14 allergens by their full names. */
export function MenuNeedsForm({ search, onChange, onDone }: MenuNeedsFormProps) {
  const { t, i18n } = useLingui();
  const diets = dietsOf(search);
  const without = withoutOf(search);
  const change = (nextDiets: readonly Diet[], nextWithout: readonly Allergen[]) =>
    onChange(withNeeds(search, nextDiets, nextWithout));

  return (
    <form
      className={classes.panel}
      onSubmit={(event) => {
        event.preventDefault();
        onDone();
      }}
    >
      <NeedBoxes
        legend={t`Suits`}
        values={DIETS}
        ticked={diets}
        nameOf={(diet) => i18n._(DIET_NAMES[diet])}
        onChange={(next) => change(next, without)}
      />
      <NeedBoxes
        legend={t`Without, not even as traces`}
        values={ANNEX_II}
        ticked={without}
        nameOf={(allergen) => i18n._(ALLERGEN_NAMES[allergen])}
        onChange={(next) => change(diets, next)}
      />
      <div className={classes.actions}>
        <button type="submit" className={classes.show}>
          {t`Show the dishes`}
        </button>
        {(diets.length > 0 || without.length > 0) && (
          <Link
            to="/menu"
            search={withNeeds(search, [], [])}
            resetScroll={false}
            className={classes.clear}
          >
            {t`Clear the needs`}
          </Link>
        )}
      </div>
    </form>
  );
}
