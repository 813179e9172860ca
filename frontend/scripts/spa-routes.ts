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

/** Writes routes.json into the build: `["/", "/menu", "/dashboard/update-menu/$id", …]`. */
export function spaRoutes(routeTreeFile: string): Plugin {
  return {
    name: 'shop-spa-routes',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: SPA_ROUTES_FILE,
        source: JSON.stringify(routePaths(routeTreeFile)),
      });
    },
  };
}
