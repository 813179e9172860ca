import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** The file the build writes beside index.html, read by the backend to tell client routes from unknown paths. */
export const SPA_ROUTES_FILE = 'routes.json';

/** Every full path of the router, as TanStack Router's plugin wrote them into the generated route tree. */
export function routePaths(routeTreeFile: string): string[] {
  const tree = readFileSync(routeTreeFile, 'utf8');
  const union = /fullPaths:\s*((?:\|\s*'[^']*'\s*)+)/.exec(tree)?.[1];
  if (!union)
    throw new Error(
      `No route paths found in ${routeTreeFile}: has the router plugin's output changed?`,
    );
  return [...union.matchAll(/'([^']*)'/g)].map((match) => match[1]);
}

/** The file beside it that names the languages the interface ships in, each a prefix of the shop's addresses. */
const LANGUAGES_FILE = 'languages.json';

/**
 * Writes routes.json into the build: `["/", "/menu", "/dashboard/update-menu/$id", …]`, and languages.json:
 * `["en", "fr", "de"]` (`/fr/menu` is the menu in French).
 */
export function spaRoutes(routeTreeFile: string, languages: readonly string[]): Plugin {
  return {
    name: 'shop-spa-routes',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: SPA_ROUTES_FILE,
        source: JSON.stringify(routePaths(routeTreeFile)),
      });
      this.emitFile({ type: 'asset', fileName: LANGUAGES_FILE, source: JSON.stringify(languages) });
    },
  };
}
