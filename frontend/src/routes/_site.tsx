import { createFileRoute, Outlet } from '@tanstack/react-router';
import { SiteLayout } from '@/app/site-layout';
import { ThemeForPage } from '@/lib/mantine/theme-on-demand';

export const Route = createFileRoute('/_site')({
  component: () => (
    <SiteLayout>
      <ThemeForPage>
        <Outlet />
      </ThemeForPage>
    </SiteLayout>
  ),
});
