import { createFileRoute } from '@tanstack/react-router';
import { getListMenuItemsQueryOptions } from '@/api/generated/menu/menu';
import { getListOptionGroupsQueryOptions } from '@/api/generated/option-groups/option-groups';
import { ManageItemsScreen } from '@/features/admin/menu/components/dishes/manage-items-screen';

export const Route = createFileRoute('/dashboard/manage-items')({
  loader: async ({ context: { queryClient, isStaff } }) => {
    if (!isStaff) return;
    // The dishes and the groups whose choices are sold out here; a failed prefetch is shown by the screen itself.
    await Promise.all([
      queryClient.ensureQueryData(getListMenuItemsQueryOptions()).catch(() => undefined),
      queryClient.ensureQueryData(getListOptionGroupsQueryOptions()).catch(() => undefined),
    ]);
  },
  component: ManageItemsScreen,
});
