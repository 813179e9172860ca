import type { components } from '../generated/contract';
import type { Prisma } from '../generated/prisma/client';
import { ON_THE_MENU } from '../menu/on-the-menu';
import { toOptionGroupDto } from '../menu/option-group.mapper';

/** What an administrator's group is read with: its choices in order, and the dishes on the menu that offer it. */
export const WITH_CHOICES_AND_DISHES = {
  choices: { orderBy: [{ position: 'asc' }, { id: 'asc' }] },
  dishes: {
    where: { menuItem: ON_THE_MENU },
    select: { menuItemId: true },
    orderBy: [{ menuItem: { createdAt: 'asc' } }, { menuItemId: 'asc' }],
  },
} as const satisfies Prisma.OptionGroupInclude;

type GroupWithChoicesAndDishes = Prisma.OptionGroupGetPayload<{ include: typeof WITH_CHOICES_AND_DISHES }>;

export function toOptionGroupAdminDto(
  group: GroupWithChoicesAndDishes,
  now: Date,
  currency: string,
): components['schemas']['OptionGroupAdmin'] {
  return { ...toOptionGroupDto(group, now, currency), menuItemIds: group.dishes.map((dish) => dish.menuItemId) };
}
