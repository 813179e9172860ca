import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { getGetBookingQueryOptions } from '@/api/generated/bookings/bookings';
import { getGetShopQueryOptions } from '@/api/generated/shop/shop';
import { ManageBookingScreen } from '@/features/booking/components/manage-booking-screen';
import { BookingLinkProblem } from '@/features/booking/components/booking-link-problem';
import { bookingRequest } from '@/features/booking/lib/booking-access';
import { privatePageHead } from '@/lib/page-head';

interface BookingLinkSearch {
  booking?: string;
  token?: string;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

export const Route = createFileRoute('/_site/booking/manage')({
  validateSearch: (search: Record<string, unknown>): BookingLinkSearch => ({
    booking: text(search.booking),
    token: text(search.token),
  }),
  loaderDeps: ({ search: { booking, token } }) => ({ booking, token }),
  loader: async ({ context: { queryClient }, deps: { booking, token } }) => {
    if (!booking || !token) return;
    await Promise.all([
      queryClient
        .ensureQueryData(getGetBookingQueryOptions(booking, { request: bookingRequest({ token }) }))
        .catch(() => undefined),
      queryClient.ensureQueryData(getGetShopQueryOptions()).catch(() => undefined),
    ]);
  },
  head: ({ match }) => privatePageHead(match.context.i18n._(msg`Your booking`)),
  component: ManageBookingPage,
});

function ManageBookingPage() {
  const { booking, token } = Route.useSearch();
  if (!booking || !token) return <BookingLinkProblem />;
  return <ManageBookingScreen key={booking} bookingId={booking} token={token} />;
}
