import { createFileRoute } from '@tanstack/react-router';
import { getListMenuItemsQueryOptions } from '../../api/generated/menu/menu';
import { ManageItemsScreen } from '../../features/admin/components/manage-items-screen';

export const Route = createFileRoute('/dashboard/manage-items')({
  loader: async ({ context: { queryClient, isStaff } }) => {
    if (!isStaff) return;
    // The menu is public; a failed prefetch is shown by the screen itself.
    await queryClient.ensureQueryData(getListMenuItemsQueryOptions()).catch(() => undefined);
  },
  component: ManageItemsScreen,
});
