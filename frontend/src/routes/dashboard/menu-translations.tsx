import { createFileRoute } from '@tanstack/react-router';
import { getListMenuTranslationsQueryOptions } from '@/api/generated/menu-translations/menu-translations';
import { MenuTranslationsScreen } from '@/features/admin/menu/components/translations/menu-translations-screen';
import { opensScreen } from '@/features/admin/shared/lib/dashboard-screens';

export const Route = createFileRoute('/dashboard/menu-translations')({
  loader: async ({ context: { queryClient, permissions }, location }) => {
    if (!opensScreen(permissions, location.pathname)) return;
    // A failed prefetch is shown by the screen.
    await queryClient.ensureQueryData(getListMenuTranslationsQueryOptions()).catch(() => undefined);
  },
  component: MenuTranslationsScreen,
});
