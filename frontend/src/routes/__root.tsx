import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { DocumentHead } from '@/app/document-head';
import type { RouterContext } from '@/app/router';
import { SiteLayout } from '@/app/site-layout';
import { NotFound } from '@/components/errors/not-found';
import { wordsForPage } from '@/lib/i18n/catalogues';
import { themeForPage } from '@/lib/mantine/theme-on-demand';
import { siteHead } from '@/lib/page-head';

export const Route = createRootRouteWithContext<RouterContext>()({
  // A page beyond the public ones (the cart, checkout, booking, the dashboard) has its words loaded before it renders,
  // and any page but the plain ones Mantine's theme.
  beforeLoad: async ({ context, location, matches }) => {
    await Promise.all([wordsForPage(context.i18n, location.pathname), themeForPage(matches)]);
  },
  // Alone, it is the page of an unknown address, written in plain components.
  staticData: { plain: true },
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
