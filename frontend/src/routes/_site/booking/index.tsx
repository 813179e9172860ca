import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { getGetBookingRulesQueryOptions } from '@/api/generated/bookings/bookings';
import { getGetShopQueryOptions } from '@/api/generated/shop/shop';
import { BookingScreen } from '@/features/booking/components/booking-screen';
import { pageTitle, publicPageHead } from '@/lib/page-head';
import { SHOP_NAME } from '@/lib/shop';

export const Route = createFileRoute('/_site/booking/')({
  loader: async ({ context: { queryClient } }) => {
    // The server renders the page's frame only: whether a table is free is the browser's to ask, at that moment.
    if (import.meta.env.SSR) return;
    await Promise.all([
      queryClient.ensureQueryData(getGetBookingRulesQueryOptions()).catch(() => undefined),
      queryClient.ensureQueryData(getGetShopQueryOptions()).catch(() => undefined),
    ]);
  },
  head: ({ match }) => {
    const { i18n } = match.context;
    const shop = SHOP_NAME;
    return publicPageHead(match.context, {
      path: '/booking',
      title: pageTitle(i18n._(msg`Book a table`)),
      description: i18n._(
        msg`Book a table at ${shop} online: choose your party and day, pick a time with a table free, and get your confirmation by e-mail.`,
      ),
    });
  },
  component: BookingScreen,
});
