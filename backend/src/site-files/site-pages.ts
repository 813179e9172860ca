import type { PrismaService } from '../database/prisma.service';
import { ON_THE_MENU } from '../menu/on-the-menu';
import type { SitemapPage } from './sitemap';

const PAGES_OF_TEXT = ['/about', '/contact', '/faq', '/accessibility', '/booking'];

/**
 * The storefront's public pages for the sitemap: the home page, the menu and each category that has dishes (the
 * menu's pages dated by the newest change to a dish), and the pages of text.
 */
export async function sitePages(prisma: PrismaService, shopUrl: string): Promise<SitemapPage[]> {
  const [tabs, newest] = await Promise.all([
    // The menu's tabs, in the shop's order, of the categories that hold dishes.
    prisma.category.findMany({
      where: { dishes: { some: ON_THE_MENU } },
      orderBy: { position: 'asc' },
      select: { key: true },
    }),
    prisma.menuItem.aggregate({ _max: { updatedAt: true } }),
  ]);
  const menuChanged = newest._max.updatedAt ?? undefined;
  const menuPages = ['/menu', ...tabs.map(({ key }) => `/menu?category=${encodeURIComponent(key)}`)];
  return [
    { url: `${shopUrl}/` },
    ...menuPages.map((path) => ({ url: `${shopUrl}${path}`, lastModified: menuChanged })),
    ...PAGES_OF_TEXT.map((path) => ({ url: `${shopUrl}${path}` })),
  ];
}
