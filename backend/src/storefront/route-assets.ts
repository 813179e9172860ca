import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** The source file of a route, as Vite's manifest names the part of it the router loads lazily. */
function routeSource(routeId: string): string {
  const file = routeId === '__root__' ? '/__root' : routeId.endsWith('/') ? `${routeId}index` : routeId;
  return `src/routes${file}.tsx?tsr-split=component`;
}

/**
 * The styles and scripts of the routes a page is made of, from the build's manifest: the browser would otherwise
 * find them only after the entry script ran, and paint the page without the route's styles first.
 */
export class RouteAssets {
  private readonly manifest: Record<string, ManifestChunk>;

  constructor(spaDir: string) {
    const file = path.join(spaDir, '.vite', 'manifest.json');
    this.manifest = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>) : {};
  }

  /** `<link>` elements for the head: the routes' stylesheets and their scripts to fetch at once. */
  links(routeIds: readonly string[]): string {
    const styles = new Set<string>();
    const scripts = new Set<string>();
    const visit = (key: string) => {
      const chunk = this.manifest[key];
      if (!chunk || scripts.has(chunk.file)) return;
      scripts.add(chunk.file);
      chunk.css?.forEach((css) => styles.add(css));
      chunk.imports?.forEach(visit);
    };
    routeIds.map(routeSource).forEach(visit);
    return [
      ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ].join('');
  }
}
