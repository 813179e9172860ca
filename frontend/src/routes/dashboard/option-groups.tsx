import { createFileRoute } from '@tanstack/react-router';
import { getListMenuItemsQueryOptions } from '@/api/generated/menu/menu';
import { getListOptionGroupsQueryOptions } from '@/api/generated/option-groups/option-groups';
import { OptionGroupsScreen } from '@/features/admin/menu/components/option-groups/option-groups-screen';

export const Route = createFileRoute('/dashboard/option-groups')({
  loader: async ({ context: { queryClient, isStaff } }) => {
    if (!isStaff) return;
    // The groups, and the menu that names the dishes offering them; a failed prefetch is shown by the screen.
    await Promise.all([
      queryClient.ensureQueryData(getListOptionGroupsQueryOptions()).catch(() => undefined),
      queryClient.ensureQueryData(getListMenuItemsQueryOptions()).catch(() => undefined),
    ]);
  },
  component: OptionGroupsScreen,
});
