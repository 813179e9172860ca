import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../app/router';
import { NotFound } from '../components/errors/not-found';
import { SiteShell } from '../features/layout/components/site-shell';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: () => (
    <SiteShell>
      <NotFound />
    </SiteShell>
  ),
});
