import { confirmDeletion } from '../../../components/confirm-deletion';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../api/generated/model';
import { getGetOverviewQueryKey } from '../../../api/generated/orders/orders';
import {
  getListUsersQueryKey,
  useDeleteUser,
  useDemoteUser,
  usePromoteUser,
} from '../../../api/generated/users/users';
import type { UserActions } from '../components/users-table';
import { ADMIN_MESSAGES, TOAST_MS } from '../lib/admin-messages';

const refused = (error: Error) =>
  notifications.show({ color: 'red', title: 'Not done', message: error.message });

const done = (message: string) =>
  notifications.show({ color: 'leaf', message, autoClose: TOAST_MS * 2 });

/** All Users' buttons: promote, demote, and remove after the confirmation dialog. */
export function useUserActions(): UserActions {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getListUsersQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getGetOverviewQueryKey() }),
    ]);
  const promote = usePromoteUser({ mutation: { onSettled: refresh, onError: refused } });
  const demote = useDemoteUser({ mutation: { onSettled: refresh, onError: refused } });
  const remove = useDeleteUser({ mutation: { onSettled: refresh, onError: refused } });

  const pending = [promote, demote, remove].find((mutation) => mutation.isPending);
  const busyUserId = pending?.variables
    ? 'user' in pending.variables
      ? pending.variables.user
      : pending.variables.id
    : undefined;

  return {
    busyUserId,
    onPromote: (user: User) =>
      promote.mutate(
        { user: user._id },
        { onSuccess: () => done(ADMIN_MESSAGES.promoted(user.name)) },
      ),
    onDemote: (user: User) =>
      demote.mutate(
        { user: user._id },
        { onSuccess: () => done(ADMIN_MESSAGES.demoted(user.name)) },
      ),
    onRemove: (user: User) =>
      confirmDeletion(() =>
        remove.mutate(
          { id: user._id },
          { onSuccess: () => done(ADMIN_MESSAGES.removed(user.name)) },
        ),
      ),
  };
}
