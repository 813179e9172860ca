import { createFileRoute } from '@tanstack/react-router';
import { CategoriesScreen } from '@/features/admin/menu/components/categories/categories-screen';
import { categoriesToEdit } from '@/lib/menu/menu-to-edit';
import { opensScreen } from '@/features/admin/shared/lib/dashboard-screens';

export const Route = createFileRoute('/dashboard/categories')({
  loader: async ({ context: { queryClient, permissions }, location }) => {
    if (!opensScreen(permissions, location.pathname)) return;
    // A failed prefetch is shown by the screen.
    await queryClient.ensureQueryData(categoriesToEdit()).catch(() => undefined);
  },
  component: CategoriesScreen,
});
