import type { PrismaService } from '../database/prisma.service';
import { WITH_OPTIONS } from './dish-with-options';
import { type MenuItemDto, toMenuItemDto } from './menu.mapper';
import { ON_THE_MENU } from './on-the-menu';

/** Every dish with its option groups, in the menu's default order, as it can be ordered at `now`. */
export async function listMenu(
  prisma: PrismaService,
  now: Date,
  zone: string,
  currency: string,
): Promise<MenuItemDto[]> {
  const items = await prisma.menuItem.findMany({
    where: ON_THE_MENU,
    include: WITH_OPTIONS,
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  return items.map((item) => toMenuItemDto(item, now, zone, currency));
}
