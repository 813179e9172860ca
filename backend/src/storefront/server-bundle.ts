import type { components } from '../generated/contract';

type Schemas = components['schemas'];

/** What the server already holds when the storefront renders a page (frontend/src/server/render-page.tsx). */
export interface StorefrontData {
  menu: Schemas['MenuItem'][];
  /** The menu's categories, in the shop's order: its tabs. */
  categories: Schemas['Category'][];
  shop: Schemas['Shop'] | null;
  siteUrl: string;
}

export interface RenderedPage {
  status: number;
  /** The page's language, from its address: its `<html lang>` and the catalogue of words it is linked with. */
  language: string;
  /** The direction its language is written in (`ltr`, `rtl`): its `<html dir>`; left to right when not said. */
  direction?: 'ltr' | 'rtl';
  /** The catalogues of words it was rendered with, as the build's manifest names them (`src/locales/fr/shop.po`). */
  catalogues?: string[];
  redirect?: string;
  head: string;
  /** The ids of the routes the page is made of, e.g. `__root__`, `/_site`, `/_site/menu`. */
  routeIds: string[];
  html: string;
  state: string;
}

/** The module `vite build --ssr src/entry-server.tsx` writes (frontend/src/entry-server.tsx). */
export interface StorefrontBundle {
  /** Null when the page depends on who is signed in: the browser renders it. */
  renderPage(address: string, data: StorefrontData): Promise<RenderedPage | null>;
  SERVER_RENDERED_PATHS: string[];
  /** Rendered pages whose app code is asked for with the page instead of after its paint; none when absent. */
  CODE_AT_ONCE_PATHS?: string[];
}
