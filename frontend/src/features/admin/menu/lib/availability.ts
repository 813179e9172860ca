import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MenuItem } from '@/api/generated/model';
import { soldOutInWords } from '@/lib/menu/option-rules';

export type DishState = 'on-sale' | 'sold-out' | 'outside-hours';

/** Whether customers can order the dish now, and if not, why, as the staff read it on Manage Items. */
export function dishStateOf(dish: MenuItem, i18n: I18n): { state: DishState; words: string } {
  const hours = dish.hours && `${dish.hours.from}–${dish.hours.to}`;
  if (dish.soldOut) return { state: 'sold-out', words: soldOutInWords(dish.soldOut) };
  if (!dish.available)
    return {
      state: 'outside-hours',
      words: hours
        ? i18n._(msg`Outside its hours (${hours})`)
        : i18n._(msg`Outside its hours (now)`),
    };
  return {
    state: 'on-sale',
    words: hours ? i18n._(msg`On sale, served ${hours}`) : i18n._(msg`On sale`),
  };
}
