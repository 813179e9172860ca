import { useLingui } from '@lingui/react/macro';
import { Alert, Skeleton, Stack } from '@mantine/core';
import { useListUsers } from '@/api/generated/users-staff/users-staff';
import { useAuth } from '@/lib/auth/auth-context';
import { usePermissions } from '@/lib/auth/use-permissions';
import { useUserActions } from '@/features/admin/users/hooks/use-user-actions';
import { AdminPage } from '@/features/admin/shared/components/admin-page';
import { StaffInvitations } from './staff-invitations';
import { UsersTable } from './users-table';
import { useStaffInvitations } from '@/features/admin/users/hooks/use-staff-invitations';

export function UsersScreen() {
  const { t } = useLingui();
  const users = useListUsers();
  const actions = useUserActions();
  const { user } = useAuth();
  const permissions = usePermissions();
  const managesStaff = permissions.has('staff.manage');
  const staff = useStaffInvitations(managesStaff);
  const total = users.data?.length;

  return (
    <AdminPage title={t`All Users`} description={users.data ? t`Total users: ${total}` : undefined}>
      {users.isError ? (
        <Alert color="red" role="alert" title={t`The users could not be loaded`}>
          {users.error.message}
        </Alert>
      ) : users.data ? (
        <UsersTable
          users={users.data}
          currentEmail={user?.email}
          mayChangeRoles={managesStaff}
          {...actions}
        />
      ) : (
        <Stack gap="sm" role="status" aria-label={t`Loading the users`}>
          {[1, 2, 3, 4].map((row) => (
            <Skeleton key={row} height={36} />
          ))}
        </Stack>
      )}
      {managesStaff && staff.invitations && (
        <StaffInvitations
          invitations={staff.invitations}
          onInvite={staff.onInvite}
          onWithdraw={staff.onWithdraw}
          busyInvitationId={staff.busyInvitationId}
        />
      )}
    </AdminPage>
  );
}
