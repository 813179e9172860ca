import { createFileRoute } from '@tanstack/react-router';
import { pageTitle, publicPageHead } from '../../lib/page-head';
import { SHOP_NAME } from '../../lib/shop';
import { TableBookingScreen } from '../../features/restaurant/components/table-booking-screen';

export const Route = createFileRoute('/_site/table-booking')({
  head: ({ match }) =>
    publicPageHead(match.context, {
      path: '/table-booking',
      title: pageTitle('Table booking'),
      description: `You cannot book a table at ${SHOP_NAME} online yet: we are still setting it up. Meanwhile, order online, pay by card and collect your food.`,
    }),
  component: TableBookingScreen,
});
