import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
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
  /** What the shell (index.html) links already: the entry's script, its imports and its stylesheet. */
  private readonly shell: Assets;

  constructor(spaDir: string) {
    const file = path.join(spaDir, '.vite', 'manifest.json');
    this.manifest = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>) : {};
    this.shell = this.assetsOf(Object.keys(this.manifest).filter((key) => this.manifest[key]!.isEntry));
  }

  /**
   * `<link>` elements for the head: the routes' stylesheets and their scripts to fetch at once, each once, and those
   * of the other sources named (the page's catalogue of words, `src/locales/fr/shop.po`).
   */
  links(routeIds: readonly string[], sources: readonly string[] = []): string {
    const { styles, scripts } = this.assetsOf([...routeIds.map(routeSource), ...sources], this.shell);
    return [
      ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ].join('');
  }

  /** The files of the chunks named and of everything they import, leaving out those already linked. */
  private assetsOf(keys: readonly string[], linked: Assets = { styles: new Set(), scripts: new Set() }): Assets {
    const found: Assets = { styles: new Set(), scripts: new Set() };
    const visit = (key: string) => {
      const chunk = this.manifest[key];
      if (!chunk || found.scripts.has(chunk.file) || linked.scripts.has(chunk.file)) return;
      found.scripts.add(chunk.file);
      chunk.css?.filter((css) => !linked.styles.has(css)).forEach((css) => found.styles.add(css));
      chunk.imports?.forEach(visit);
    };
    keys.forEach(visit);
    return found;
  }
}

interface Assets {
  styles: Set<string>;
  scripts: Set<string>;
}
