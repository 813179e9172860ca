import type { MenuItem } from '../generated/prisma/client';
import { fromCents } from '../common/money';
import type { components } from '../generated/contract';

export type MenuItemDto = components['schemas']['MenuItem'];


export function toMenuItemDto(item: MenuItem): MenuItemDto {
  return {
    _id: item.id,
    name: item.name,
    image: item.image,
    price: fromCents(item.priceCents),
    recipe: item.recipe,
    category: item.category,
  };
}
