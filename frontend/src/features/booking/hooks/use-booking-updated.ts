import { useQueryClient } from '@tanstack/react-query';
import {
  getGetBookingQueryKey,
  getListMyBookingsQueryKey,
} from '@/api/generated/bookings/bookings';
import type { Booking } from '@/api/generated/model';

/** After a change or a cancellation: the booking's page shows the shop's answer, and the guest's list reads again. */
export function useBookingUpdated() {
  const queryClient = useQueryClient();
  return (booking: Booking) => {
    queryClient.setQueryData(getGetBookingQueryKey(booking.id), booking);
    void queryClient.invalidateQueries({ queryKey: getListMyBookingsQueryKey() });
  };
}
