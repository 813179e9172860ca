import { createFileRoute } from '@tanstack/react-router';
import { getListPromoCodesQueryOptions } from '@/api/generated/promo-codes/promo-codes';
import { getGetShopQueryOptions } from '@/api/generated/shop/shop';
import { PromoCodesScreen } from '@/features/admin/settings/components/promo-codes-screen';
import { opensScreen } from '@/features/admin/shared/lib/dashboard-screens';

export const Route = createFileRoute('/dashboard/promo-codes')({
  loader: async ({ context: { queryClient, permissions }, location }) => {
    if (!opensScreen(permissions, location.pathname)) return;
    // The codes, and the shop's time zone their dates are read in; a failed prefetch is shown by the screen.
    await Promise.all([
      queryClient.ensureQueryData(getListPromoCodesQueryOptions()).catch(() => undefined),
      queryClient.ensureQueryData(getGetShopQueryOptions()).catch(() => undefined),
    ]);
  },
  component: PromoCodesScreen,
});
