import { createFileRoute } from '@tanstack/react-router';
import { UsersScreen } from '../../features/admin/components/users-screen';

export const Route = createFileRoute('/dashboard/users')({
  component: UsersScreen,
});
