import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

interface ViteManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** The screens a returning visitor must find offline, by the route files that draw them. */
const OFFLINE_SCREENS = [
  /^src\/routes\/__root\.tsx/,
  /^src\/routes\/_site\.tsx/,
  /^src\/routes\/_site\/(index|menu)\.tsx/,
  // What the menu says when its dishes cannot be had: offline, that is when it is needed.
  /^src\/features\/menu\/components\/menu-notice\.tsx/,
];

/** The files a page of the storefront loads for its screens: the entry's and those screens' chunks, with what they import. */
export function storefrontShellFiles(manifest: Record<string, ViteManifestChunk>): Set<string> {
  const files = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
    chunk.imports?.forEach(add);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry || OFFLINE_SCREENS.some((screen) => screen.test(chunk.src ?? key))) add(key);
  }
  return files;
}

/**
 * The service worker (service-worker/sw.ts) built by vite-plugin-pwa with Workbox, its precache limited to the
 * storefront's shell, not the dashboard's, Firebase's or Stripe's code that most visitors never load.
 */
export function serviceWorker(outDir: string): Plugin[] {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'service-worker',
    filename: 'sw.ts',
    // Registered by src/lib/service-worker.ts after the page has loaded, not by a script of the plugin's.
    injectRegister: false,
    // The manifest is public/manifest.webmanifest, linked from index.html.
    manifest: false,
    injectManifest: {
      // app-loader.js starts the app on server-rendered pages, offline too; the empty plate stands in for a dish's
      // picture that could not be loaded, offline above all.
      globPatterns: [
        'index.html',
        'favicon.svg',
        'empty-plate.svg',
        'app-loader.js',
        'assets/*.{js,css,woff2}',
      ],
      manifestTransforms: [
        (entries) => {
          const viteManifest = JSON.parse(
            readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
          ) as Record<string, ViteManifestChunk>;
          const shell = storefrontShellFiles(viteManifest);
          return {
            manifest: entries.filter(
              (entry) => !entry.url.startsWith('assets/') || shell.has(entry.url),
            ),
            warnings: [],
          };
        },
      ],
    },
  });
}
