import { createFileRoute, Outlet } from '@tanstack/react-router';
import { SiteLayout } from '../app/site-layout';
import { DashboardLayout } from '../features/admin/components/dashboard-layout';
import { AdminGate } from '../features/auth/components/admin-gate';
import { requireSignedIn } from '../lib/auth-guard';

export const Route = createFileRoute('/dashboard')({
  beforeLoad: requireSignedIn,
  component: Dashboard,
});

function Dashboard() {
  return (
    <AdminGate frame={SiteLayout}>
      <DashboardLayout>
        <Outlet />
      </DashboardLayout>
    </AdminGate>
  );
}
