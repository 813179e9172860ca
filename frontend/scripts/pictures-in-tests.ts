import type { Plugin } from 'vite';

const SRCSET_IMPORT = /^([^?]+\.(?:webp|jpe?g|png))\?(.*\bas=srcset\b.*)$/;
const PREFIX = '\0picture-in-tests:';

/**
 * In the unit tests (jsdom, which loads no picture), a picture imported at its widths
 * (`…?w=96;192&format=avif&as=srcset`) is the original file at each of those widths: encoding AVIF took seconds per
 * page on a busy 2-core machine, long enough to time a test out. The stories, which Chromium shows and which check
 * the sizes the browser picks, and the builds still encode.
 */
export function picturesInTests(): Plugin {
  return {
    name: 'shop-pictures-in-tests',
    enforce: 'pre',
    async resolveId(source, importer) {
      const match = SRCSET_IMPORT.exec(source);
      if (!match) return null;
      const original = await this.resolve(match[1], importer, { skipSelf: true });
      return original ? `${PREFIX}${original.id}?${match[2]}` : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const [file, query] = id.slice(PREFIX.length).split('?') as [string, string];
      const widths = (new URLSearchParams(query).get('w') ?? '').split(';').filter(Boolean);
      return [
        `import original from ${JSON.stringify(file)};`,
        `export default ${JSON.stringify(widths)}.map((width) => original + ' ' + width + 'w').join(', ');`,
      ].join('\n');
    },
  };
}
