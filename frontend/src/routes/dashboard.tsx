import { createFileRoute, Outlet } from '@tanstack/react-router';
import { DashboardLayout } from '../features/admin/components/dashboard-layout';

export const Route = createFileRoute('/dashboard')({
  component: Dashboard,
});

function Dashboard() {
  return (
    <DashboardLayout>
      <Outlet />
    </DashboardLayout>
  );
}
