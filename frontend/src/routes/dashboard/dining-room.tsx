import { createFileRoute } from '@tanstack/react-router';
import {
  getGetBookingRulesQueryOptions,
  getGetDiningRoomQueryOptions,
} from '@/api/generated/bookings/bookings';
import { DiningRoomScreen } from '@/features/admin/bookings/components/dining-room-screen';

export const Route = createFileRoute('/dashboard/dining-room')({
  loader: async ({ context: { queryClient, isStaff } }) => {
    if (!isStaff) return;
    // A failed prefetch is shown by the screen.
    await Promise.all([
      queryClient.ensureQueryData(getGetDiningRoomQueryOptions()).catch(() => undefined),
      queryClient.ensureQueryData(getGetBookingRulesQueryOptions()).catch(() => undefined),
    ]);
  },
  component: DiningRoomScreen,
});
