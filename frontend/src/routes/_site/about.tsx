import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { getGetShopQueryOptions } from '@/api/generated/shop/shop';
import { pageTitle, publicPageHead } from '@/lib/page-head';
import { SHOP_NAME } from '@/lib/shop';
import { AboutScreen } from '@/features/restaurant/components/about-screen';

export const Route = createFileRoute('/_site/about')({
  // The opening hours come from the shop's settings; without them the page still opens.
  loader: ({ context: { queryClient } }) =>
    queryClient.ensureQueryData(getGetShopQueryOptions()).catch(() => undefined),
  head: ({ match }) => {
    const { i18n } = match.context;
    const shopName = SHOP_NAME;
    return publicPageHead(match.context, {
      path: '/about',
      title: pageTitle(i18n._(msg`About us`)),
      description: i18n._(
        msg`${shopName} is a neighbourhood restaurant whose cooks make every dish to order with the season's produce. Find our address, hours and phone.`,
      ),
    });
  },
  component: AboutScreen,
});
