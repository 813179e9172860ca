import { createFileRoute } from '@tanstack/react-router';
import { getListGiftCardsQueryOptions } from '@/api/generated/gift-cards-staff/gift-cards-staff';
import { getGetShopQueryOptions } from '@/api/generated/shop/shop';
import { GiftCardsScreen } from '@/features/admin/gift-cards/components/gift-cards-screen';
import { opensScreen } from '@/features/admin/shared/lib/dashboard-screens';

export const Route = createFileRoute('/dashboard/gift-cards')({
  loader: async ({ context: { queryClient, permissions }, location }) => {
    if (!opensScreen(permissions, location.pathname)) return;
    // The cards, and the shop's time zone their ledgers are read in; a failed prefetch is shown by the screen.
    await Promise.all([
      queryClient.ensureQueryData(getListGiftCardsQueryOptions()).catch(() => undefined),
      queryClient.ensureQueryData(getGetShopQueryOptions()).catch(() => undefined),
    ]);
  },
  component: GiftCardsScreen,
});
