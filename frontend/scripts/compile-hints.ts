import type { Plugin, Rolldown } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136 and later): a script that starts with it has all its functions compiled as
 * it is parsed, off the main thread while it streams in, instead of each on the main thread when first called. Other
 * engines read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The entry's chunk and every chunk it imports statically, found from the entries of `bundle`. */
function firstChunks(bundle: Rolldown.OutputBundle): Rolldown.OutputChunk[] {
  const chunks = new Map<string, Rolldown.OutputChunk>();
  const add = (fileName: string) => {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk' || chunks.has(fileName)) return;
    chunks.set(fileName, chunk);
    chunk.imports.forEach(add);
  };
  for (const [fileName, output] of Object.entries(bundle))
    if (output.type === 'chunk' && output.isEntry) add(fileName);
  return [...chunks.values()];
}

/**
 * Puts the compile hint at the top of the scripts every page runs before it responds: the app's entry and what it
 * imports (React DOM, the router, the app's own first modules). A first visit otherwise compiled some 1,000 of their
 * functions one by one on the phone's main thread as the app took the page over (ADR 41). The lazy screens' chunks
 * stay lazily compiled: most of their functions wait for a visitor's tap, if they run at all. In the hook's `post`
 * order: after Vite has put its list of the entry's preloads (`__vite__mapDeps`) at the entry's top, and before the
 * compressed copies are made (`precompress.ts`, after this plugin), which must carry the hint too.
 */
export function compileHints(): Plugin {
  return {
    name: 'shop-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of firstChunks(bundle)) chunk.code = COMPILE_HINT + chunk.code;
      },
    },
  };
}
