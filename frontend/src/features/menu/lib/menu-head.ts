import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MenuItem } from '@/api/generated/model';
import { type PageHead, pageTitle, publicPageHead } from '@/lib/page-head';
import { SHOP_NAME } from '@/lib/shop';
import { siteOrigin } from '@/lib/site-url';
import { menuSchema } from '@/lib/structured-data/menu';
import { dishPictureSources } from '@/lib/menu/dish-picture-sources';
import { CARD_PICTURE_SIZES } from '@/features/menu/components/dish-card';
import type { Category } from '@/api/generated/model';
import { categoryName } from '@/lib/menu/menu-categories';
import type { MenuSearch, MenuTab } from './menu-search';
import { selectMenuPage } from './menu-view';

/**
 * The menu's head: one page per category for search engines (sort and page only reorder it, so the canonical
 * address keeps the category alone), and the whole menu as JSON-LD when the dishes could be read.
 */
export function menuPageHead(
  context: { siteUrl?: string; i18n: I18n },
  category: MenuTab,
  dishes: MenuItem[] | undefined,
  categories: readonly Category[] | undefined,
): PageHead {
  const chosen = category !== 'all';
  const { i18n } = context;
  const label = categoryName(categories, category);
  const shopName = SHOP_NAME;
  return publicPageHead(context, {
    path: chosen ? `/menu?category=${encodeURIComponent(category)}` : '/menu',
    title: pageTitle(chosen ? i18n._(msg`${label} · Menu`) : i18n._(msg`Menu`)),
    description: chosen
      ? i18n._(
          msg`${label} at ${shopName}, with today's prices: made to order with the season's produce. Order online, pay by card and collect at the counter.`,
        )
      : i18n._(
          msg`Today's dishes at ${shopName} and their prices: salads, soups, pizza, desserts and drinks, made to order. Order online and collect at the counter.`,
        ),
    // Crawlers read it in the server's page, which the browser keeps: its build leaves the schema out.
    structuredData:
      import.meta.env.SSR && dishes
        ? [
            menuSchema({
              origin: siteOrigin(context),
              dishes,
              sectionName: (dishCategory) => categoryName(categories, dishCategory),
              i18n,
            }),
          ]
        : [],
  });
}

/**
 * The preload of the first card's picture (the menu's largest on a phone's first screen), in the file its picture
 * will pick, so that it is fetched with the HTML instead of after the page's code.
 */
export function firstDishPicturePreload(dishes: MenuItem[] | undefined, search: MenuSearch) {
  const first = dishes && selectMenuPage(dishes, search).dishes[0];
  const sources = first && dishPictureSources(first.image);
  if (!sources) return undefined;
  return {
    rel: 'preload',
    as: 'image',
    type: 'image/avif',
    imageSrcSet: sources.avif,
    imageSizes: CARD_PICTURE_SIZES,
    fetchPriority: 'high',
  } as const;
}
