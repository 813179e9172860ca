import { i18n as globalI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MenuItem } from '@/api/generated/model';

/** Said when the shop gives no reason of its own. */
const NOT_AVAILABLE_NOW = msg`Not available right now`;

export type DishAvailability =
  | { orderable: true }
  | {
      orderable: false;
      /** The word on the dish's picture, as a key: UnavailableBadge says it in the interface's language. */
      label: 'Sold out' | 'Unavailable';
      /** Why, in the shop's own words: "Sold out until tomorrow", "Served from 7:00 AM to 11:00 AM". */
      reason: string;
    };

/** Whether a customer can order the dish now and, when not, what to tell them: the same wherever it is offered. */
export function dishAvailability(
  dish: Pick<MenuItem, 'available' | 'unavailableReason' | 'soldOut'>,
  i18n: I18n = globalI18n,
): DishAvailability {
  if (dish.available) return { orderable: true };
  return {
    orderable: false,
    label: dish.soldOut ? 'Sold out' : 'Unavailable',
    reason: dish.unavailableReason ?? i18n._(NOT_AVAILABLE_NOW),
  };
}
