import { createFileRoute, Outlet } from '@tanstack/react-router';
import { SiteLayout } from '@/app/site-layout';

export const Route = createFileRoute('/_site')({
  component: () => (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  ),
});
