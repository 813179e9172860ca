import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { DocumentHead } from '@/app/document-head';
import type { RouterContext } from '@/app/router';
import { SiteLayout } from '@/app/site-layout';
import { NotFound } from '@/components/errors/not-found';
import { siteHead } from '@/lib/page-head';

export const Route = createRootRouteWithContext<RouterContext>()({
  // An unknown address matches the root alone, marked not found: its page says so and is never indexed.
  head: ({ match }) => siteHead(match.context, { notFound: match._notFound }),
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
