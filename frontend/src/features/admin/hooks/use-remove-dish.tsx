import { confirmDeletion } from '../../../components/confirm-deletion';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { getListMenuItemsQueryKey, useDeleteMenuItem } from '../../../api/generated/menu/menu';
import type { MenuItem } from '../../../api/generated/model';
import { getGetOverviewQueryKey } from '../../../api/generated/orders/orders';
import { ADMIN_MESSAGES, TOAST_MS } from '../lib/admin-messages';

/** Manage Items' delete: the confirmation dialog, then the dish leaves the menu. */
export function useRemoveDish() {
  const queryClient = useQueryClient();
  const deleteDish = useDeleteMenuItem({
    mutation: {
      onSettled: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: getListMenuItemsQueryKey() }),
          queryClient.invalidateQueries({ queryKey: getGetOverviewQueryKey() }),
        ]),
      onError: (error) => notifications.show({ color: 'red', message: error.message }),
      onSuccess: () =>
        notifications.show({
          color: 'leaf',
          title: ADMIN_MESSAGES.deletedTitle,
          message: ADMIN_MESSAGES.dishDeleted,
          autoClose: TOAST_MS * 2,
        }),
    },
  });

  return (dish: MenuItem) => confirmDeletion(() => deleteDish.mutate({ id: dish._id }));
}
