import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PlainCenter } from '@/components/plain/plain-layout';
import { PlainLoader } from '@/components/plain/plain-loader';
import { privatePageHead } from '@/lib/page-head';
import { SiteLayout } from '@/app/site-layout';
import { DashboardLayout } from '@/features/admin/shared/components/dashboard-layout';
import { StaffOnlyPage } from '@/features/auth/components/staff-only-page';
import { checkStaff } from '@/lib/auth/staff-guard';
import { loadArea } from '@/lib/i18n/catalogues';
import { ThemeForPage } from '@/lib/mantine/theme-on-demand';

export const Route = createFileRoute('/dashboard')({
  // Signed in, and staff? Decided before any screen of the dashboard loads; its loaders read `permissions`. Staff get
  // the dashboard's words with it; customers never load them.
  beforeLoad: async (options) => {
    const access = await checkStaff(options);
    if (access.isStaff) await loadArea(options.context.i18n, 'dashboard');
    return access;
  },
  pendingComponent: CheckingAccess,
  head: ({ match }) => privatePageHead(match.context.i18n._(msg`Dashboard`)),
  component: Dashboard,
});

function CheckingAccess() {
  const { t } = useLingui();
  return (
    <PlainCenter mih="100dvh">
      <PlainLoader aria-label={t`Checking your access`} />
    </PlainCenter>
  );
}

function Dashboard() {
  const { isStaff } = Route.useRouteContext();
  return (
    <ThemeForPage>
      {isStaff ? (
        <DashboardLayout>
          <Outlet />
        </DashboardLayout>
      ) : (
        // A customer finds their way back inside the storefront's frame; nothing of the dashboard loads.
        <SiteLayout>
          <StaffOnlyPage />
        </SiteLayout>
      )}
    </ThemeForPage>
  );
}
