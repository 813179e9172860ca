import { useLingui } from '@lingui/react/macro';
import { useListMyBookings } from '@/api/generated/bookings/bookings';
import { bookingProblem } from '@/features/booking/lib/booking-problem';
import { useShopTimeZone } from './use-shop-time-zone';

/** What the My bookings page shows: the customer's bookings, or why they could not be read. */
export function useMyBookings() {
  const { i18n } = useLingui();
  const bookings = useListMyBookings();
  return {
    bookings: bookings.data,
    problem: bookings.isError ? bookingProblem(bookings.error, i18n) : undefined,
    onRetry: () => void bookings.refetch(),
    timeZone: useShopTimeZone(),
  };
}
