// Which addresses the server renders, apart from the renderer itself: the backend reads them from the server bundle
// (src/entry-server.tsx), and the storefront's budget checks that the browser takes each of them over.

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
  '/accessibility',
  '/booking',
  '/table-booking',
];

/**
 * Rendered pages whose visitors come to fill in a form: their code is asked for with the page. On the others it is
 * asked for after the page's paint, or at the visitor's first tap (src/app-loader.ts).
 */
export const CODE_AT_ONCE_PATHS = ['/booking'];
