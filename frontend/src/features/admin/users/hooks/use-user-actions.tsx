import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { confirmDeletion } from '@/components/confirm-deletion';
import type { Role, User } from '@/api/generated/model';
import { ROLE_NAMES } from '@/features/admin/shared/lib/dashboard-screens';
import {
  getListUsersQueryKey,
  useDeleteUser,
  useDemoteUser,
  usePromoteUser,
} from '@/api/generated/users-staff/users-staff';
import type { UserActions } from '@/features/admin/users/components/users-table';
import { ADMIN_MESSAGES } from '@/features/admin/shared/lib/admin-messages';
import { toastDone, toastRefused } from '@/features/admin/shared/lib/admin-toasts';
import { useRefreshAfterChange } from '@/features/admin/shared/hooks/use-refresh-after-change';

/** All Users' controls: a role given or taken back, and a removal after the confirmation dialog. */
export function useUserActions(): UserActions {
  const { t, i18n } = useLingui();
  const refused = (error: Error) => toastRefused(error, msg`Not done`, i18n);
  const done = (message: MessageDescriptor) => toastDone(message, undefined, i18n);
  const refresh = useRefreshAfterChange(getListUsersQueryKey());
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
    onSetRole: (user: User, role: Role) =>
      role === 'customer'
        ? demote.mutate(
            { user: user._id },
            { onSuccess: () => done(ADMIN_MESSAGES.demoted(user.name)) },
          )
        : promote.mutate(
            { user: user._id, data: { role } },
            {
              onSuccess: () => done(ADMIN_MESSAGES.roleGiven(user.name, i18n._(ROLE_NAMES[role]))),
            },
          ),
    onRemove: (user: User) =>
      confirmDeletion(
        () =>
          remove.mutate(
            { id: user._id },
            { onSuccess: () => done(ADMIN_MESSAGES.removed(user.name)) },
          ),
        t`Their personal data is erased, as a customer may ask: their sign-in, cart, bookings and e-mails go, and their orders keep only their dishes and amounts.`,
      ),
  };
}
