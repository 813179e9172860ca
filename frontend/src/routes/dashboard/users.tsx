import { createFileRoute } from '@tanstack/react-router';
import { getListUsersQueryOptions } from '@/api/generated/users-staff/users-staff';
import { UsersScreen } from '@/features/admin/users/components/users-screen';
import { opensScreen } from '@/features/admin/shared/lib/dashboard-screens';

export const Route = createFileRoute('/dashboard/users')({
  loader: async ({ context: { queryClient, permissions }, location }) => {
    if (!opensScreen(permissions, location.pathname)) return;
    // A failed prefetch is not a broken page: the screen says so itself.
    await queryClient.ensureQueryData(getListUsersQueryOptions()).catch(() => undefined);
  },
  component: UsersScreen,
});
