import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_HEAD_ATTRIBUTE } from '@/lib/head-tags';
import { SERVER_STATE_ELEMENT_ID } from '@/lib/server-state';
import { DocumentHead } from './document-head';

/** Two pages that say their own title and description, under the root that keeps the document's head. */
function renderPages(address: string) {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <DocumentHead />
        <Outlet />
      </>
    ),
  });
  const page = (path: string, title: string) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path,
      head: () => ({ meta: [{ title }, { name: 'description', content: `All about ${title}` }] }),
      component: () => <h1>{title}</h1>,
    });
  const router = createRouter({
    routeTree: rootRoute.addChildren([page('/menu', 'Menu'), page('/about', 'About us')]),
    history: createMemoryHistory({ initialEntries: [address] }),
  });
  render(<RouterProvider router={router} />);
  return router;
}

/** The head a server wrote for the menu, and the cache it sends with a page it rendered. */
function serverRenderedMenu() {
  document.head.innerHTML = `<title ${PAGE_HEAD_ATTRIBUTE}>Menu</title><meta name="description" content="All about Menu" ${PAGE_HEAD_ATTRIBUTE}><script type="application/ld+json" ${PAGE_HEAD_ATTRIBUTE}>{"@type":"Menu"}</script>`;
  const state = document.createElement('script');
  state.type = 'application/json';
  state.id = SERVER_STATE_ELEMENT_ID;
  state.textContent = '{"queries":[],"mutations":[]}';
  document.body.append(state);
  return [...document.head.children];
}

const description = () =>
  document.head.querySelector('meta[name="description"]')?.getAttribute('content');

afterEach(() => {
  document.head.innerHTML = '';
  document.getElementById(SERVER_STATE_ELEMENT_ID)?.remove();
});

describe("the document's head", () => {
  it('stays the one the server wrote while the visitor is on the page it rendered, structured data included', async () => {
    const written = serverRenderedMenu();
    const router = renderPages('/menu');

    await waitFor(() => expect(document.querySelector('h1')).toHaveTextContent('Menu'));
    await router.invalidate();

    expect([...document.head.children]).toEqual(written);
    expect(document.head.querySelector('script[type="application/ld+json"]')).not.toBeNull();
  });

  it('becomes each next page’s once the visitor leaves the page the server rendered, and the first one’s again on coming back', async () => {
    serverRenderedMenu();
    const router = renderPages('/menu');
    await waitFor(() => expect(document.querySelector('h1')).toHaveTextContent('Menu'));

    await router.navigate({ to: '/about' });
    await waitFor(() => expect(document.title).toBe('About us'));
    expect(description()).toBe('All about About us');
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();

    await router.navigate({ to: '/menu' });
    await waitFor(() => expect(document.title).toBe('Menu'));
    expect(description()).toBe('All about Menu');
  });

  it('is written by the browser for a page the server did not render', async () => {
    document.head.innerHTML = `<title ${PAGE_HEAD_ATTRIBUTE}>Foodi</title>`;
    renderPages('/about');

    await waitFor(() => expect(document.title).toBe('About us'));
    expect(description()).toBe('All about About us');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
  });
});
