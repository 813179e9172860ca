import type { MenuItem } from '../generated/prisma/client';
import type { components } from '../generated/contract';

export type MenuItemDto = components['schemas']['MenuItem'];

export const toCents = (price: number): number => Math.round(price * 100);
export const fromCents = (cents: number): number => cents / 100;

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** An amount as a person reads it: $12.50. */
export const formatCents = (cents: number): string => dollars.format(cents / 100);

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
