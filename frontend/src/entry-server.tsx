// The server's way into the storefront: built by `vite build --ssr` and loaded by the backend to render pages.
export { renderPage, type RenderedPage, type StorefrontData } from './server/render-page';
export { CODE_AT_ONCE_PATHS, SERVER_RENDERED_PATHS } from './server/rendered-paths';
