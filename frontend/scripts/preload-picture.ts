import type { Plugin } from 'vite';

/** An AVIF's width, from its image spatial extents ('ispe') property: version and flags, then width and height. */
function avifWidth(file: Uint8Array): number {
  const at = Buffer.from(file).indexOf('ispe');
  if (at < 0) throw new Error('An AVIF without its extents');
  return Buffer.from(file).readUInt32BE(at + 8);
}

/**
 * Preloads the AVIF widths the build made of one of the shop's own pictures (`assets/<name>-<hash>.avif`), with
 * the `sizes` of the `<picture>` that shows it: the browser fetches, before any script has run, exactly the file
 * that the picture will pick, and only that one. index.html is the template the server fills in, so every rendered
 * page carries it.
 */
export function preloadPicture(name: string, sizes: string): Plugin {
  const variant = new RegExp(`^assets/${name}-[\\w-]+\\.avif$`);
  return {
    name: 'shop-preload-picture',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const widths = Object.values(bundle ?? {})
          .flatMap((file) =>
            file.type === 'asset' && variant.test(file.fileName)
              ? [{ url: `/${file.fileName}`, width: avifWidth(file.source as Uint8Array) }]
              : [],
          )
          .sort((a, b) => a.width - b.width);
        if (widths.length === 0) throw new Error(`No AVIF of ${name} in the build to preload`);
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'image',
              type: 'image/avif',
              imagesrcset: widths.map(({ url, width }) => `${url} ${width}w`).join(', '),
              imagesizes: sizes,
              fetchpriority: 'high',
            },
            injectTo: 'head-prepend' as const,
          },
        ];
      },
    },
  };
}
