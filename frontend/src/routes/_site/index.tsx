import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { getGetShopQueryOptions } from '@/api/generated/shop/shop';
import { HomePage } from '@/features/home/components/home-page';
import { loadHomePagePartsWithThePage } from '@/features/home/components/home-page-parts';
import { publicPageHead } from '@/lib/page-head';
import { SHOP_NAME } from '@/lib/shop';
import { shopDay } from '@/lib/time/shop-time';
import { siteOrigin } from '@/lib/site-url';
import { restaurantSchema } from '@/lib/structured-data/restaurant';
import { categoriesInLanguage, menuInLanguage } from '@/lib/menu/menu-queries';

/**
 * The hero's picture, for the server's page to ask for it before its stylesheet and script. After a navigation, the
 * page renders its picture before its head is written: the browser's build makes no preload, and no first script
 * (the menu's neither) carries the hero's sizes for one.
 */
const heroPicturePreload = async () =>
  import.meta.env.SSR
    ? (await import('@/features/home/components/hero-plate-sizes')).HERO_PLATE_PRELOAD
    : undefined;

export const Route = createFileRoute('/_site/')({
  staticData: { plain: true },
  // The restaurant's opening hours come from the shop's settings, the dishes it shows off from the menu; without
  // them the page still opens.
  loader: async ({ context: { queryClient, i18n } }) => {
    void queryClient.prefetchQuery(menuInLanguage(i18n.locale));
    void queryClient.prefetchQuery(categoriesInLanguage(i18n.locale));
    const [shop, heroPreload] = await Promise.all([
      queryClient.ensureQueryData(getGetShopQueryOptions()).catch(() => undefined),
      heroPicturePreload(),
      loadHomePagePartsWithThePage(),
    ]);
    return { shop, heroPreload };
  },
  head: ({ match, loaderData }) => {
    const shop = loaderData?.shop;
    const heroPreload = loaderData?.heroPreload;
    const { i18n } = match.context;
    const shopName = SHOP_NAME;
    const head = publicPageHead(match.context, {
      path: '/',
      title: i18n._(msg`${shopName} · Neighbourhood restaurant, order online`),
      description: i18n._(
        msg`Order ${shopName}'s salads, soups, pizza, desserts and drinks online, cooked to order. Pay by card and collect your food when it is ready.`,
      ),
      // Crawlers read it in the server's page, which the browser keeps: its build leaves the schema out.
      structuredData: import.meta.env.SSR
        ? [
            restaurantSchema({
              origin: siteOrigin(match.context),
              hours: shop?.hours,
              today: shop && (() => shopDay(new Date(), shop.timeZone)),
              tableBooking: shop?.tableBooking,
              i18n,
            }),
          ]
        : [],
    });
    return heroPreload ? { ...head, links: [...(head.links ?? []), heroPreload] } : head;
  },
  component: HomePage,
});
