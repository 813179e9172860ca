import { createRootRouteWithContext, Outlet, redirect } from '@tanstack/react-router';
import { isDashboardAddress } from '@/app/dashboard-address';
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
  beforeLoad: async ({ context, location, matches, preload }) => {
    // The storefront's app has no dashboard (src/app/route-trees.ts): at its address, an app with the whole shop's
    // routes takes the page over, or, if its code cannot come, the server answers the address.
    const dashboardHere = matches.some(({ routeId }) => routeId === '/dashboard');
    if (isDashboardAddress(location.pathname) && !dashboardHere && !preload) {
      await context.openTheDashboard?.().catch(() => undefined);
      throw redirect({ href: location.publicHref, reloadDocument: true });
    }
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
