import { createFileRoute, Outlet } from '@tanstack/react-router';
import { SiteShell } from '../features/layout/components/site-shell';

export const Route = createFileRoute('/_site')({
  component: SiteLayout,
});

function SiteLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}
