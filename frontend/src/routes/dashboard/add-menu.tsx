import { createFileRoute } from '@tanstack/react-router';
import { getListCategoriesQueryOptions } from '@/api/generated/categories/categories';
import { getListOptionGroupsQueryOptions } from '@/api/generated/option-groups/option-groups';
import { AddMenuScreen } from '@/features/admin/menu/components/dishes/add-menu-screen';

export const Route = createFileRoute('/dashboard/add-menu')({
  loader: async ({ context: { queryClient, isStaff } }) => {
    if (!isStaff) return;
    // The categories and groups a new dish may have; a failed prefetch is said beside its field.
    await Promise.all([
      queryClient.ensureQueryData(getListCategoriesQueryOptions()).catch(() => undefined),
      queryClient.ensureQueryData(getListOptionGroupsQueryOptions()).catch(() => undefined),
    ]);
  },
  component: AddMenuScreen,
});
