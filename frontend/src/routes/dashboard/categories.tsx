import { createFileRoute } from '@tanstack/react-router';
import { CategoriesScreen } from '@/features/admin/menu/components/categories/categories-screen';
import { categoriesToEdit } from '@/lib/menu/menu-queries';

export const Route = createFileRoute('/dashboard/categories')({
  loader: async ({ context: { queryClient, isStaff } }) => {
    if (!isStaff) return;
    // A failed prefetch is shown by the screen.
    await queryClient.ensureQueryData(categoriesToEdit()).catch(() => undefined);
  },
  component: CategoriesScreen,
});
