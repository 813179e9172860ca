import type { PrismaService } from '../database/prisma.service';
import { type MenuItemDto, toMenuItemDto } from './menu.mapper';
import { ON_THE_MENU } from './on-the-menu';

/** Every dish, in the menu's default order. */
export async function listMenu(prisma: PrismaService): Promise<MenuItemDto[]> {
  const items = await prisma.menuItem.findMany({ where: ON_THE_MENU, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  return items.map(toMenuItemDto);
}
