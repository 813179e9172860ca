import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { getGetShopQueryOptions } from '@/api/generated/shop/shop';
import { pageTitle, publicPageHead } from '@/lib/page-head';
import { SHOP_NAME } from '@/lib/shop';
import { FaqScreen } from '@/features/restaurant/components/faq-screen';

export const Route = createFileRoute('/_site/faq')({
  // The opening hours come from the shop's settings; without them the page still opens.
  loader: ({ context: { queryClient } }) =>
    queryClient.ensureQueryData(getGetShopQueryOptions()).catch(() => undefined),
  head: ({ match }) => {
    const { i18n } = match.context;
    const shopName = SHOP_NAME;
    return publicPageHead(match.context, {
      path: '/faq',
      title: pageTitle(i18n._(msg`FAQ`)),
      description: i18n._(
        msg`How to order at ${shopName}, pay by card and collect your food, whether you can book a table, and how to reach us: what guests ask us most.`,
      ),
    });
  },
  component: FaqScreen,
});
