import { allergenDto } from '../common/food-facts';
import { fromMinor } from '../common/money';
import type { components } from '../generated/contract';
import type { OptionChoice, OptionGroup } from '../generated/prisma/client';
import { isSoldOut } from '../pricing/availability';
import type { SoldOutMark } from '../pricing/priced-dish';

type Schemas = components['schemas'];

/** The contract's sold-out mark, present only while it holds. */
export function soldOutDto(mark: SoldOutMark, now: Date): { soldOut?: Schemas['SoldOut'] } {
  return isSoldOut(mark, now) ? { soldOut: { until: mark.soldOutUntil?.toISOString() ?? null } } : {};
}

export function toOptionGroupDto(
  group: OptionGroup & { choices: OptionChoice[] },
  now: Date,
  currency: string,
): Schemas['OptionGroup'] {
  return {
    _id: group.id,
    name: group.name,
    minChoices: group.minChoices,
    maxChoices: group.maxChoices,
    allowRepeats: group.allowRepeats,
    choices: group.choices.map((choice) => ({
      _id: choice.id,
      name: choice.name,
      price: fromMinor(choice.priceCents, currency),
      default: choice.isDefault,
      ...allergenDto(choice),
      ...soldOutDto(choice, now),
    })),
  };
}
