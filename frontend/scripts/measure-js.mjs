// Adds up the gzipped JavaScript each storefront page loads, from the last build's manifest.
//
//   npm run build -w frontend && npm run measure-js -w frontend
//
// A page needs the entry, the split route chunks of its route branch, and everything they import
// statically; chunks imported with import() (e.g. the home carousel) are counted on their own line.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));

const split = (file) => `src/routes/${file}?tsr-split=component`;
const PAGES = {
  '/': { chunks: ['index.html', split('_site.tsx'), split('_site/index.tsx')] },
  '/menu': { chunks: ['index.html', split('_site.tsx'), split('_site/menu.tsx')] },
};
/** The storefront's budget for / and /menu, in gzipped kilobytes. */
const BUDGET_KB = 170;

const gzipped = new Map();
const gzipKb = (file) => {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(`${dist}${file}`)).length / 1000);
  return gzipped.get(file);
};

/** Every JavaScript file a chunk needs before it runs. */
function closure(keys, seen = new Set()) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build has no chunk ${key}`);
    if (seen.has(chunk.file)) continue;
    seen.add(chunk.file);
    closure(chunk.imports ?? [], seen);
  }
  return seen;
}

const kb = (value) => `${value.toFixed(1)} KB`;
let overBudget = false;
for (const [page, { chunks }] of Object.entries(PAGES)) {
  const files = closure(chunks);
  const total = [...files].reduce((sum, file) => sum + gzipKb(file), 0);
  const lazy = new Set(
    chunks
      .flatMap((key) => manifest[key].dynamicImports ?? [])
      .filter((key) => !key.startsWith('src/routes/')),
  );
  const later = [...lazy].map((key) => [
    key,
    [...closure([key])].filter((file) => !files.has(file)),
  ]);
  console.log(`${page}: ${kb(total)} gzipped in ${files.size} files (budget ${BUDGET_KB} KB)`);
  for (const [key, extra] of later) {
    const extraKb = extra.reduce((sum, file) => sum + gzipKb(file), 0);
    console.log(`  + ${kb(extraKb)} loaded later by ${key}`);
  }
  if (total > BUDGET_KB) overBudget = true;
}
process.exit(overBudget ? 1 : 0);
