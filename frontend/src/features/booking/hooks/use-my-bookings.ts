import { useListMyBookings } from '@/api/generated/bookings/bookings';
import { bookingProblem } from '@/features/booking/lib/booking-problem';
import { useShopTimeZone } from './use-shop-time-zone';

/** What the My bookings page shows: the customer's bookings, or why they could not be read. */
export function useMyBookings() {
  const bookings = useListMyBookings();
  return {
    bookings: bookings.data,
    problem: bookings.isError ? bookingProblem(bookings.error) : undefined,
    onRetry: () => void bookings.refetch(),
    timeZone: useShopTimeZone(),
  };
}
