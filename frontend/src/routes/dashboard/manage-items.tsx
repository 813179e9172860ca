import { createFileRoute } from '@tanstack/react-router';
import { getListOptionGroupsQueryOptions } from '@/api/generated/option-groups/option-groups';
import { ManageItemsScreen } from '@/features/admin/menu/components/dishes/manage-items-screen';
import { menuToEdit } from '@/lib/menu/menu-to-edit';
import { opensScreen } from '@/features/admin/shared/lib/dashboard-screens';

export const Route = createFileRoute('/dashboard/manage-items')({
  loader: async ({ context: { queryClient, permissions }, location }) => {
    if (!opensScreen(permissions, location.pathname)) return;
    // The dishes and the groups whose choices are sold out here; a failed prefetch is shown by the screen itself.
    await Promise.all([
      queryClient.ensureQueryData(menuToEdit()).catch(() => undefined),
      queryClient.ensureQueryData(getListOptionGroupsQueryOptions()).catch(() => undefined),
    ]);
  },
  component: ManageItemsScreen,
});
