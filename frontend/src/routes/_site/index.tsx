import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { getGetShopQueryOptions } from '@/api/generated/shop/shop';
import { HERO_PLATE_PRELOAD } from '@/features/home/components/hero-plate-sizes';
import { HomePage } from '@/features/home/components/home-page';
import { loadHomePagePartsWithThePage } from '@/features/home/components/home-page-parts';
import { publicPageHead } from '@/lib/page-head';
import { SHOP_NAME } from '@/lib/shop';
import { shopDay } from '@/lib/time/shop-time';
import { siteOrigin } from '@/lib/site-url';
import { restaurantSchema } from '@/lib/structured-data/restaurant';
import { categoriesInLanguage, menuInLanguage } from '@/lib/menu/menu-queries';

export const Route = createFileRoute('/_site/')({
  staticData: { plain: true },
  // The restaurant's opening hours come from the shop's settings, the dishes it shows off from the menu; without
  // them the page still opens.
  loader: async ({ context: { queryClient, i18n } }) => {
    void queryClient.prefetchQuery(menuInLanguage(i18n.locale));
    void queryClient.prefetchQuery(categoriesInLanguage(i18n.locale));
    const [shop] = await Promise.all([
      queryClient.ensureQueryData(getGetShopQueryOptions()).catch(() => undefined),
      loadHomePagePartsWithThePage(),
    ]);
    return { shop };
  },
  head: ({ match, loaderData }) => {
    const shop = loaderData?.shop;
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
    return { ...head, links: [...(head.links ?? []), HERO_PLATE_PRELOAD] };
  },
  component: HomePage,
});
