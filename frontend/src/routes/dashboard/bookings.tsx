import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { getListBookingsOfDayQueryOptions } from '@/api/generated/bookings-staff/bookings-staff';
import { getGetShopQueryOptions } from '@/api/generated/shop/shop';
import { BookingsScreen } from '@/features/admin/bookings/components/bookings-screen';
import {
  type BookingDaySearch,
  bookingDayOf,
  parseBookingDaySearch,
} from '@/features/admin/bookings/lib/booking-day-search';
import { opensScreen } from '@/features/admin/shared/lib/dashboard-screens';

export const Route = createFileRoute('/dashboard/bookings')({
  validateSearch: (search: BookingDaySearch & SearchSchemaInput) => parseBookingDaySearch(search),
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, permissions }, location, deps }) => {
    if (!opensScreen(permissions, location.pathname)) return;
    // Today is the shop's today: its time zone comes first. A failed read is said by the screen.
    const shop = await queryClient.ensureQueryData(getGetShopQueryOptions()).catch(() => undefined);
    const timeZone = shop?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
    await queryClient
      .ensureQueryData(getListBookingsOfDayQueryOptions({ date: bookingDayOf(deps, timeZone) }))
      .catch(() => undefined);
  },
  component: BookingsPage,
});

function BookingsPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <BookingsScreen
      search={search}
      live
      onDateChange={(date) => void navigate({ search: { date } })}
    />
  );
}
