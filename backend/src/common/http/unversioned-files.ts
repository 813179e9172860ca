import path from 'node:path';
import type { ServerResponse } from 'node:http';

/**
 * The SPA's files whose names stay the same from build to build: the service worker, the web app manifest and the
 * loader that starts the app on rendered pages. A browser must ask for them again each time (a 304 when unchanged),
 * so that a deploy's new worker is found at once, and a new app never meets the loader of an old one.
 */
const UNVERSIONED_FILES = new Set(['sw.js', 'manifest.webmanifest', 'app-loader.js']);

/** express.static's `setHeaders`: its own `Cache-Control` gives way to this one for those files. */
export function revalidateUnversionedFiles(res: ServerResponse, filePath: string): void {
  if (UNVERSIONED_FILES.has(path.basename(filePath))) res.setHeader('Cache-Control', 'no-cache');
}
