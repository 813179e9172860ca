import type { ShopLanguage } from '../common/i18n/languages';
import type { PrismaService } from '../database/prisma.service';
import { dishInLanguage, withOptionsIn } from './dish-in-language';
import { type MenuItemDto, toMenuItemDto } from './menu.mapper';
import { ON_THE_MENU } from './on-the-menu';

/**
 * Every dish with its option groups, in the menu's default order, as it can be ordered at `now`, in `language`
 * (each word not translated into it in the shop's own).
 */
export async function listMenu(
  prisma: PrismaService,
  now: Date,
  zone: string,
  currency: string,
  language: ShopLanguage,
): Promise<MenuItemDto[]> {
  const items = await prisma.menuItem.findMany({
    where: ON_THE_MENU,
    include: withOptionsIn(language),
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  return items.map((item) => toMenuItemDto(dishInLanguage(item), now, zone, currency, language));
}
