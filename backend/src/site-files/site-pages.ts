import type { PrismaService } from '../database/prisma.service';
import type { MenuCategory } from '../generated/prisma/client';
import { ON_THE_MENU } from '../menu/on-the-menu';
import type { SitemapPage } from './sitemap';

/** The menu's category tabs, in the storefront's order; popular dishes have none of their own (/menu shows them). */
const MENU_TABS: readonly MenuCategory[] = ['salad', 'pizza', 'soup', 'dessert', 'drinks'];

const PAGES_OF_TEXT = ['/about', '/contact', '/faq', '/booking'];

/**
 * The storefront's public pages for the sitemap: the home page, the menu and each category that has dishes (the
 * menu's pages dated by the newest change to a dish), and the pages of text.
 */
export async function sitePages(prisma: PrismaService, shopUrl: string): Promise<SitemapPage[]> {
  const [categories, newest] = await Promise.all([
    prisma.menuItem.groupBy({ by: ['category'], where: ON_THE_MENU }),
    prisma.menuItem.aggregate({ _max: { updatedAt: true } }),
  ]);
  const withDishes = new Set(categories.map(({ category }) => category));
  const menuChanged = newest._max.updatedAt ?? undefined;
  const menuPages = ['/menu', ...MENU_TABS.filter((tab) => withDishes.has(tab)).map((tab) => `/menu?category=${tab}`)];
  return [
    { url: `${shopUrl}/` },
    ...menuPages.map((path) => ({ url: `${shopUrl}${path}`, lastModified: menuChanged })),
    ...PAGES_OF_TEXT.map((path) => ({ url: `${shopUrl}${path}` })),
  ];
}
