import { createFileRoute } from '@tanstack/react-router';
import { getListOptionGroupsQueryOptions } from '../../api/generated/options/options';
import { AddMenuScreen } from '../../features/admin/components/add-menu-screen';

export const Route = createFileRoute('/dashboard/add-menu')({
  loader: async ({ context: { queryClient, isStaff } }) => {
    if (!isStaff) return;
    // The groups a new dish may offer; a failed prefetch is said beside the form's option groups.
    await queryClient.ensureQueryData(getListOptionGroupsQueryOptions()).catch(() => undefined);
  },
  component: AddMenuScreen,
});
