import { createFileRoute } from '@tanstack/react-router';
import { pageTitle, publicPageHead } from '../../lib/page-head';
import { SHOP_NAME } from '../../lib/shop';
import { FaqScreen } from '../../features/restaurant/components/faq-screen';

export const Route = createFileRoute('/_site/faq')({
  head: ({ match }) =>
    publicPageHead(match.context, {
      path: '/faq',
      title: pageTitle('FAQ'),
      description: `How to order at ${SHOP_NAME}, pay by card and collect your food, whether you can book a table, and how to reach us: what guests ask us most.`,
    }),
  component: FaqScreen,
});
