import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Allergen, Diet } from '@/api/generated/model';
import { ALLERGEN_NAMES, ANNEX_II, DIET_NAMES, DIETS } from '@/lib/menu/allergens';
import { dietsOf, type MenuSearch, withNeeds, withoutOf } from '@/features/menu/lib/menu-search';
import classes from './menu-needs.module.css';

export interface MenuNeedsFormProps {
  search: MenuSearch;
  /** Shows the menu for these needs: the address changes, so that the view can be shared and comes back. */
  onChange: (search: MenuSearch) => void;
  /** Closes the panel: the needs are already applied as they are ticked. */
  onDone: () => void;
}

const toggled = <T,>(list: readonly T[], value: T, on: boolean): T[] =>
  on ? [...list, value] : list.filter((item) => item !== value);

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
      <fieldset className={classes.group}>
        <legend className={classes.legend}>{t`Suits`}</legend>
        <div className={classes.choices}>
          {DIETS.map((diet) => (
            <label key={diet} className={classes.choice}>
              <input
                type="checkbox"
                checked={diets.includes(diet)}
                onChange={(event) =>
                  change(toggled(diets, diet, event.currentTarget.checked), without)
                }
              />
              {i18n._(DIET_NAMES[diet])}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={classes.group}>
        <legend className={classes.legend}>{t`Without, not even as traces`}</legend>
        <div className={classes.choices}>
          {ANNEX_II.map((allergen) => (
            <label key={allergen} className={classes.choice}>
              <input
                type="checkbox"
                checked={without.includes(allergen)}
                onChange={(event) =>
                  change(diets, toggled(without, allergen, event.currentTarget.checked))
                }
              />
              {i18n._(ALLERGEN_NAMES[allergen])}
            </label>
          ))}
        </div>
      </fieldset>
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
