import { createFileRoute } from '@tanstack/react-router';
import { getListOptionGroupsQueryOptions } from '@/api/generated/option-groups/option-groups';
import { AddMenuScreen } from '@/features/admin/menu/components/dishes/add-menu-screen';
import { categoriesToEdit } from '@/lib/menu/menu-to-edit';
import { opensScreen } from '@/features/admin/shared/lib/dashboard-screens';

export const Route = createFileRoute('/dashboard/add-menu')({
  loader: async ({ context: { queryClient, permissions }, location }) => {
    if (!opensScreen(permissions, location.pathname)) return;
    // The categories and groups a new dish may have; a failed prefetch is said beside its field.
    await Promise.all([
      queryClient.ensureQueryData(categoriesToEdit()).catch(() => undefined),
      queryClient.ensureQueryData(getListOptionGroupsQueryOptions()).catch(() => undefined),
    ]);
  },
  component: AddMenuScreen,
});
