import { createFileRoute } from '@tanstack/react-router';
import { AddMenuScreen } from '../../features/admin/components/add-menu-screen';

export const Route = createFileRoute('/dashboard/add-menu')({
  component: AddMenuScreen,
});
