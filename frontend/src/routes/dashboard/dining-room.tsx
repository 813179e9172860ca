import { createFileRoute } from '@tanstack/react-router';
import { getGetBookingRulesQueryOptions } from '@/api/generated/bookings/bookings';
import { getGetDiningRoomQueryOptions } from '@/api/generated/bookings-staff/bookings-staff';
import { DiningRoomScreen } from '@/features/admin/bookings/components/dining-room-screen';
import { opensScreen } from '@/features/admin/shared/lib/dashboard-screens';

export const Route = createFileRoute('/dashboard/dining-room')({
  loader: async ({ context: { queryClient, permissions }, location }) => {
    if (!opensScreen(permissions, location.pathname)) return;
    // A failed prefetch is shown by the screen.
    await Promise.all([
      queryClient.ensureQueryData(getGetDiningRoomQueryOptions()).catch(() => undefined),
      queryClient.ensureQueryData(getGetBookingRulesQueryOptions()).catch(() => undefined),
    ]);
  },
  component: DiningRoomScreen,
});
