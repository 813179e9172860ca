import { createFileRoute } from '@tanstack/react-router';
import { getListOptionGroupsQueryOptions } from '@/api/generated/option-groups/option-groups';
import { OptionGroupsScreen } from '@/features/admin/menu/components/option-groups/option-groups-screen';
import { menuToEdit } from '@/lib/menu/menu-to-edit';
import { opensScreen } from '@/features/admin/shared/lib/dashboard-screens';

export const Route = createFileRoute('/dashboard/option-groups')({
  loader: async ({ context: { queryClient, permissions }, location }) => {
    if (!opensScreen(permissions, location.pathname)) return;
    // The groups, and the menu that names the dishes offering them; a failed prefetch is shown by the screen.
    await Promise.all([
      queryClient.ensureQueryData(getListOptionGroupsQueryOptions()).catch(() => undefined),
      queryClient.ensureQueryData(menuToEdit()).catch(() => undefined),
    ]);
  },
  component: OptionGroupsScreen,
});
