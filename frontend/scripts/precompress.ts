import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Each copy: its file's suffix and how it is made, at the smallest size each format can reach. */
const COPIES = [
  {
    suffix: '.br',
    compress: (bytes: Buffer) =>
      brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
  },
  {
    suffix: '.gz',
    compress: (bytes: Buffer) => gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
  },
];

/**
 * Each script and stylesheet whose name `include` matches also as Brotli (quality 11) and gzip (level 9) files beside
 * it, which the backend sends as they are (`common/http/precompressed-files.ts`): smaller than what a server can
 * afford to compress per request, at no CPU. A copy no smaller than its file is left out. Made last of all the
 * build's plugins (the hook's `post` order, and this plugin after the others that have one), from the files as they
 * will be written: the compile hints (`compile-hints.ts`) and Vite's own list of a chunk's preloads come in the same
 * hook.
 */
export function precompress(include: RegExp): Plugin {
  return {
    name: 'shop-precompress',
    apply: 'build',
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const files = Object.values(bundle).filter((output) => include.test(output.fileName));
        await Promise.all(
          files.map(async (output) => {
            const bytes = Buffer.from(output.type === 'chunk' ? output.code : output.source);
            for (const { suffix, compress } of COPIES) {
              const copy = await compress(bytes);
              if (copy.length < bytes.length)
                this.emitFile({
                  type: 'asset',
                  fileName: `${output.fileName}${suffix}`,
                  source: copy,
                });
            }
          }),
        );
      },
    },
  };
}
