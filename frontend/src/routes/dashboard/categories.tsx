import { createFileRoute } from '@tanstack/react-router';
import { getListCategoriesQueryOptions } from '@/api/generated/categories/categories';
import { CategoriesScreen } from '@/features/admin/menu/components/categories/categories-screen';

export const Route = createFileRoute('/dashboard/categories')({
  loader: async ({ context: { queryClient, isStaff } }) => {
    if (!isStaff) return;
    // A failed prefetch is shown by the screen.
    await queryClient.ensureQueryData(getListCategoriesQueryOptions()).catch(() => undefined);
  },
  component: CategoriesScreen,
});
