import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { DocumentHead } from '../app/document-head';
import type { RouterContext } from '../app/router';
import { SiteLayout } from '../app/site-layout';
import { NotFound } from '../components/errors/not-found';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <DocumentHead />
      <Outlet />
    </>
  ),
  notFoundComponent: () => (
    <SiteLayout>
      <NotFound />
    </SiteLayout>
  ),
});
