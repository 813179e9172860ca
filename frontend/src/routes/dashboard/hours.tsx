import { createFileRoute } from '@tanstack/react-router';
import { getGetOpeningHoursQueryOptions, getGetShopQueryOptions } from '@/api/generated/shop/shop';
import { HoursScreen } from '@/features/admin/settings/components/hours-screen';

export const Route = createFileRoute('/dashboard/hours')({
  loader: async ({ context: { queryClient, isStaff } }) => {
    if (!isStaff) return;
    // The hours, and the shop's time zone they are in; a failed prefetch is shown by the screen.
    await Promise.all([
      queryClient.ensureQueryData(getGetOpeningHoursQueryOptions()).catch(() => undefined),
      queryClient.ensureQueryData(getGetShopQueryOptions()).catch(() => undefined),
    ]);
  },
  component: HoursScreen,
});
