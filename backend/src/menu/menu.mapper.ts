import { allergenDto, dietNames } from '../common/food-facts';
import type { ShopLanguage } from '../common/i18n/languages';
import { fromMinor } from '../common/money';
import { clockTimeOf } from '../common/shop-clock';
import type { components } from '../generated/contract';
import { dishAvailability } from '../pricing/availability';
import type { DishWithOptions } from './dish-with-options';
import { soldOutDto, toOptionGroupDto } from './option-group.mapper';

export type MenuItemDto = components['schemas']['MenuItem'];

/**
 * A dish as the menu shows it at `now`: whether it can be ordered depends on the clock of the shop's time zone, its
 * prices are amounts of the shop's currency.
 */
export function toMenuItemDto(
  item: DishWithOptions,
  now: Date,
  zone: string,
  currency: string,
  language: ShopLanguage,
): MenuItemDto {
  const availability = dishAvailability(item, now, zone);
  return {
    _id: item.id,
    name: item.name,
    image: item.image,
    price: fromMinor(item.priceCents, currency),
    recipe: item.recipe,
    category: item.category,
    optionGroups: item.optionGroups.map(({ group }) => toOptionGroupDto(group, now, currency)),
    ...(item.servedFrom !== null && item.servedUntil !== null
      ? { hours: { from: clockTimeOf(item.servedFrom), to: clockTimeOf(item.servedUntil) } }
      : {}),
    prepMinutes: item.prepMinutes,
    ...allergenDto(item),
    diets: dietNames(item.diets),
    ...soldOutDto(item, now),
    available: availability.available,
    ...(availability.available ? {} : { unavailableReason: availability.reason.in(language) }),
  };
}
