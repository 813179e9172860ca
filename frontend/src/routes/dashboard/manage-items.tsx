import { createFileRoute } from '@tanstack/react-router';
import { getListOptionGroupsQueryOptions } from '@/api/generated/option-groups/option-groups';
import { ManageItemsScreen } from '@/features/admin/menu/components/dishes/manage-items-screen';
import { menuToEdit } from '@/lib/menu/menu-queries';

export const Route = createFileRoute('/dashboard/manage-items')({
  loader: async ({ context: { queryClient, isStaff } }) => {
    if (!isStaff) return;
    // The dishes and the groups whose choices are sold out here; a failed prefetch is shown by the screen itself.
    await Promise.all([
      queryClient.ensureQueryData(menuToEdit()).catch(() => undefined),
      queryClient.ensureQueryData(getListOptionGroupsQueryOptions()).catch(() => undefined),
    ]);
  },
  component: ManageItemsScreen,
});
