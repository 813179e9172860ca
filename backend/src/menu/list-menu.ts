import type { PrismaService } from '../database/prisma.service';
import { type MenuItemDto, toMenuItemDto } from './menu.mapper';

/** Every dish, in the menu's default order. */
export async function listMenu(prisma: PrismaService): Promise<MenuItemDto[]> {
  const items = await prisma.menuItem.findMany({ orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  return items.map(toMenuItemDto);
}
