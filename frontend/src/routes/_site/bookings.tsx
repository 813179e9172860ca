import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { getListMyBookingsQueryOptions } from '@/api/generated/bookings/bookings';
import { getGetShopQueryOptions } from '@/api/generated/shop/shop';
import { MyBookingsScreen } from '@/features/booking/components/my-bookings-screen';
import { useMyBookings } from '@/features/booking/hooks/use-my-bookings';
import { requireSignedIn } from '@/lib/auth/auth-guard';
import { privatePageHead } from '@/lib/page-head';

export const Route = createFileRoute('/_site/bookings')({
  beforeLoad: requireSignedIn,
  loader: async ({ context: { queryClient } }) => {
    await Promise.all([
      queryClient.ensureQueryData(getListMyBookingsQueryOptions()).catch(() => undefined),
      queryClient.ensureQueryData(getGetShopQueryOptions()).catch(() => undefined),
    ]);
  },
  head: ({ match }) => privatePageHead(match.context.i18n._(msg`My bookings`)),
  component: MyBookingsPage,
});

function MyBookingsPage() {
  return <MyBookingsScreen {...useMyBookings()} />;
}
