// The server's way into the storefront: built by `vite build --ssr` and loaded by the backend to render pages.
export { renderPage, type RenderedPage, type StorefrontData } from './server/render-page';

/**
 * The public pages the server renders with their content, and `/table-booking`, which moved to `/booking`, as its
 * redirect; an address no route knows is rendered too, as the not-found page. The others (the cart, checkout,
 * orders, the dashboard) depend on who is signed in: the browser renders them.
 */
export const SERVER_RENDERED_PATHS = [
  '/',
  '/menu',
  '/about',
  '/contact',
  '/faq',
  '/booking',
  '/table-booking',
];
