import { createFileRoute } from '@tanstack/react-router';
import { getListUsersQueryOptions } from '@/api/generated/users/users';
import { UsersScreen } from '@/features/admin/users/components/users-screen';

export const Route = createFileRoute('/dashboard/users')({
  loader: async ({ context: { queryClient, isStaff } }) => {
    if (!isStaff) return;
    // A failed prefetch is not a broken page: the screen says so itself.
    await queryClient.ensureQueryData(getListUsersQueryOptions()).catch(() => undefined);
  },
  component: UsersScreen,
});
