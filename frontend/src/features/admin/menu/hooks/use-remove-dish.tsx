import { confirmDeletion } from '@/components/confirm-deletion';
import { getListMenuItemsQueryKey } from '@/api/generated/menu/menu';
import { useDeleteMenuItem } from '@/api/generated/menu-staff/menu-staff';
import type { MenuItem } from '@/api/generated/model';
import { ADMIN_MESSAGES } from '@/features/admin/shared/lib/admin-messages';
import { toastDone, toastRefused } from '@/features/admin/shared/lib/admin-toasts';
import { useRefreshAfterChange } from '@/features/admin/shared/hooks/use-refresh-after-change';

/** Manage Items' delete: the confirmation dialog, then the dish leaves the menu. */
export function useRemoveDish() {
  const refresh = useRefreshAfterChange(getListMenuItemsQueryKey());
  const deleteDish = useDeleteMenuItem({
    mutation: {
      onSettled: refresh,
      onError: (error) => toastRefused(error),
      onSuccess: () => toastDone(ADMIN_MESSAGES.dishDeleted, ADMIN_MESSAGES.deletedTitle),
    },
  });

  return (dish: MenuItem) => confirmDeletion(() => deleteDish.mutate({ id: dish._id }));
}
