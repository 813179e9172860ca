import type { Plugin } from 'vite';

/**
 * Adds `<link rel="preload" as="font">` for the Poppins faces the first screen paints with, under the names the build
 * gave them, so the browser fetches them with the stylesheet instead of after it (index.html is the template the
 * server fills in, so every rendered page carries them).
 */
export function preloadFonts(weights: readonly number[]): Plugin {
  const face = new RegExp(`/poppins-latin-(${weights.join('|')})-normal-[\\w-]+\\.woff2$`);
  return {
    name: 'shop-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const files = Object.keys(bundle ?? {}).filter((fileName) => face.test(`/${fileName}`));
        if (files.length !== weights.length)
          throw new Error(
            `Expected ${weights.length} Poppins faces to preload, found ${files.length}: ${files.join(', ')}`,
          );
        return files.sort().map((fileName) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            as: 'font',
            type: 'font/woff2',
            href: `/${fileName}`,
            crossorigin: '',
          },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
