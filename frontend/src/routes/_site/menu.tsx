import { createFileRoute } from '@tanstack/react-router';
import { getListMenuItemsQueryOptions } from '../../api/generated/menu/menu';
import { MenuScreen } from '../../features/menu/components/menu-screen';
import { MenuScreenPending } from '../../features/menu/components/menu-screen-pending';

export const Route = createFileRoute('/_site/menu')({
  loader: async ({ context: { queryClient } }) => {
    // A failed prefetch is not a broken page: the menu screen shows it with its own Retry.
    await queryClient.ensureQueryData(getListMenuItemsQueryOptions()).catch(() => undefined);
  },
  pendingComponent: MenuScreenPending,
  component: MenuScreen,
});
