import type { PrismaService } from '../database/prisma.service';
import { type MenuItemDto, toMenuItemDto } from './menu.mapper';

/** The dishes on the menu now: those an administrator took off stay only in carts and orders. */
export const ON_THE_MENU = { removedAt: null } as const;

/** Every dish, in the menu's default order. */
export async function listMenu(prisma: PrismaService): Promise<MenuItemDto[]> {
  const items = await prisma.menuItem.findMany({ where: ON_THE_MENU, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  return items.map(toMenuItemDto);
}
