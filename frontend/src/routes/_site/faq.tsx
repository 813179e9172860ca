import { createFileRoute } from '@tanstack/react-router';
import { getGetShopQueryOptions } from '@/api/generated/shop/shop';
import { pageTitle, publicPageHead } from '@/lib/page-head';
import { SHOP_NAME } from '@/lib/shop';
import { FaqScreen } from '@/features/restaurant/components/faq-screen';

export const Route = createFileRoute('/_site/faq')({
  // The opening hours come from the shop's settings; without them the page still opens.
  loader: ({ context: { queryClient } }) =>
    queryClient.ensureQueryData(getGetShopQueryOptions()).catch(() => undefined),
  head: ({ match }) =>
    publicPageHead(match.context, {
      path: '/faq',
      title: pageTitle('FAQ'),
      description: `How to order at ${SHOP_NAME}, pay by card and collect your food, whether you can book a table, and how to reach us: what guests ask us most.`,
    }),
  component: FaqScreen,
});
