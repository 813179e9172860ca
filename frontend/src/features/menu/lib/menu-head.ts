import type { MenuItem } from '../../../api/generated/model';
import { type PageHead, pageTitle, publicPageHead } from '../../../lib/page-head';
import { SHOP_NAME } from '../../../lib/shop';
import { siteOrigin } from '../../../lib/site-url';
import { menuSchema } from '../../../lib/structured-data/menu';
import { menuCategoryLook } from '../components/menu-category';
import { MENU_TAB_LABELS, type MenuTab } from './menu-search';

/**
 * The menu's head: one page per category for search engines (sort and page only reorder it, so the canonical
 * address keeps the category alone), and the whole menu as JSON-LD when the dishes could be read.
 */
export function menuPageHead(
  context: { siteUrl?: string },
  category: MenuTab,
  dishes: MenuItem[] | undefined,
): PageHead {
  const label = MENU_TAB_LABELS[category];
  const chosen = category !== 'all';
  return publicPageHead(context, {
    path: chosen ? `/menu?category=${category}` : '/menu',
    title: chosen ? pageTitle(`${label} · Menu`) : pageTitle('Menu'),
    description: chosen
      ? `${label} at ${SHOP_NAME}, with today's prices: made to order with the season's produce. Order online, pay by card and collect at the counter.`
      : `Today's dishes at ${SHOP_NAME} and their prices: salads, soups, pizza, desserts and drinks, made to order. Order online and collect at the counter.`,
    structuredData: dishes
      ? [
          menuSchema({
            origin: siteOrigin(context),
            dishes,
            sectionName: (dishCategory) => menuCategoryLook[dishCategory].label,
          }),
        ]
      : [],
  });
}
