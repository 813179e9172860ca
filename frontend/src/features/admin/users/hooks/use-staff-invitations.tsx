import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { StaffInvitation, StaffInvitationRequest } from '@/api/generated/model';
import {
  getListStaffInvitationsQueryKey,
  useInviteStaff,
  useListStaffInvitations,
  useWithdrawStaffInvitation,
} from '@/api/generated/staff-invitations-staff/staff-invitations-staff';
import { toastDone, toastRefused } from '@/features/admin/shared/lib/admin-toasts';
import { useRefreshAfterChange } from '@/features/admin/shared/hooks/use-refresh-after-change';

/** The invitations that wait, and sending or withdrawing one; for a role that may change roles (`staff.manage`). */
export function useStaffInvitations(enabled: boolean) {
  const { i18n } = useLingui();
  const invitations = useListStaffInvitations({ query: { enabled } });
  const refresh = useRefreshAfterChange(getListStaffInvitationsQueryKey());
  const refused = (error: Error) => toastRefused(error, msg`Not done`, i18n);
  const invite = useInviteStaff({ mutation: { onSettled: refresh, onError: refused } });
  const withdraw = useWithdrawStaffInvitation({
    mutation: { onSettled: refresh, onError: refused },
  });
  return {
    invitations: invitations.data,
    busyInvitationId: withdraw.isPending ? withdraw.variables.id : undefined,
    onInvite: (request: StaffInvitationRequest) => {
      const address = request.email;
      return invite.mutateAsync(
        { data: request },
        {
          onSuccess: () =>
            toastDone(msg`The invitation is on its way to ${address}`, undefined, i18n),
        },
      );
    },
    onWithdraw: (invitation: StaffInvitation) =>
      withdraw.mutate(
        { id: invitation._id },
        { onSuccess: () => toastDone(msg`The invitation is withdrawn`, undefined, i18n) },
      ),
  };
}
