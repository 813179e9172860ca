import { createHash } from 'node:crypto';
import { cp, readdir, readFile, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The storefront's build as `npm run build` leaves it. */
export const builtStorefront = path.resolve(import.meta.dirname, '..', 'dist');

const hashOf = (content: string, algorithm: 'md5' | 'sha256') =>
  createHash(algorithm).update(content).digest('hex');

/** The storefront's server bundle as `npm run build` leaves it. */
const builtServerBundle = path.resolve(import.meta.dirname, '..', 'dist-server');

/** Puts a copy of the server bundle in `ssrDir`, where it finds the packages it imports, as a deploy would. */
export async function deployServerBundle(ssrDir: string): Promise<void> {
  await rm(ssrDir, { recursive: true, force: true });
  await cp(builtServerBundle, ssrDir, { recursive: true });
  await writeFile(path.join(ssrDir, 'package.json'), '{"type":"module"}');
  await symlink(
    path.resolve(import.meta.dirname, '..', '..', 'node_modules'),
    path.join(ssrDir, 'node_modules'),
  );
}

/**
 * Deploys a server bundle whose markup says `to` where the built one says `from`, with the SPA's index.html touched
 * as a new build's is: the shop renders its next page with the new bundle.
 */
export async function deployNextServerBundle(
  ssrDir: string,
  spaDir: string,
  from: string,
  to: string,
) {
  const bundle = path.join(ssrDir, 'entry-server.js');
  const text = await readFile(bundle, 'utf8');
  if (!text.includes(from)) throw new Error(`The server bundle does not say "${from}".`);
  const later = new Date(Date.now() + 5000);
  await writeFile(bundle, text.split(from).join(to));
  await utimes(bundle, later, later);
  await utimes(path.join(spaDir, 'index.html'), later, later);
}

/** The build's entry script, as its index.html loads it: `assets/index-<hash>.js`. */
export async function entryScriptOf(spaDir: string): Promise<string> {
  const html = await readFile(path.join(spaDir, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*src="\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error(`No entry script in ${spaDir}/index.html`);
  return entry;
}

/** Puts a copy of the built storefront in `spaDir`, as a deploy of that build would. */
export async function deployBuild(spaDir: string): Promise<void> {
  await rm(spaDir, { recursive: true, force: true });
  await cp(builtStorefront, spaDir, { recursive: true });
}

interface PrecacheEntry {
  url: string;
  revision: string | null;
}

const replaceAll = (text: string, names: Map<string, string>) =>
  [...names].reduce((changed, [from, to]) => changed.split(from).join(to), text);

/**
 * Turns the build in `spaDir` into the next one, as a deploy of changed code does: the entry script changes, and so
 * does every script that imports a changed one, each under a new hashed name; index.html loads the new ones, the
 * service worker precaches them (the list Workbox wrote into sw.js, with index.html's new revision), and the old
 * files are gone from the server. Answers the new entry's path.
 */
export async function deployNextBuild(spaDir: string): Promise<string> {
  const assetsDir = path.join(spaDir, 'assets');
  const scripts = new Map<string, string>();
  for (const file of (await readdir(assetsDir)).filter((name) => name.endsWith('.js'))) {
    scripts.set(file, await readFile(path.join(assetsDir, file), 'utf8'));
  }
  const oldEntry = path.basename(await entryScriptOf(spaDir));
  scripts.set(oldEntry, `${scripts.get(oldEntry)}\n// the next build\n`);

  const changed = new Set([oldEntry]);
  for (let grown = true; grown;) {
    grown = false;
    for (const [file, content] of scripts) {
      if (!changed.has(file) && [...changed].some((name) => content.includes(name))) {
        changed.add(file);
        grown = true;
      }
    }
  }
  // A script's name ends with its hash: the whole name of most chunks (7 characters), 8 characters after `index-` or
  // `framework-…-` for the others (vite.config.ts). A new hash takes its place.
  const renamed = new Map(
    [...changed].map((file) => {
      const hashLength = /^(index|framework)-/.test(file) ? 8 : 7;
      const name = file.slice(0, -(hashLength + '.js'.length));
      return [file, `${name}${hashOf(`${file} next`, 'sha256').slice(0, hashLength)}.js`];
    }),
  );
  for (const [file, newName] of renamed) {
    await writeFile(path.join(assetsDir, newName), replaceAll(scripts.get(file)!, renamed));
    await rm(path.join(assetsDir, file));
  }

  // The build's manifest names the scripts the server links for each rendered page: the new names too.
  const manifestFile = path.join(spaDir, '.vite', 'manifest.json');
  await writeFile(manifestFile, replaceAll(await readFile(manifestFile, 'utf8'), renamed));
  const html = replaceAll(await readFile(path.join(spaDir, 'index.html'), 'utf8'), renamed);
  await writeFile(path.join(spaDir, 'index.html'), html);

  const worker = await readFile(path.join(spaDir, 'sw.js'), 'utf8');
  const precacheList = /\[\{"revision":.*?\}\]/.exec(worker)?.[0];
  if (!precacheList)
    throw new Error(`No precache list in ${spaDir}/sw.js: has Workbox's output changed?`);
  const entries = (JSON.parse(precacheList) as PrecacheEntry[]).map((entry) =>
    entry.url === 'index.html'
      ? { ...entry, revision: hashOf(html, 'md5') }
      : { ...entry, url: replaceAll(entry.url, renamed) },
  );
  await writeFile(
    path.join(spaDir, 'sw.js'),
    worker.replace(precacheList, JSON.stringify(entries)),
  );
  return `assets/${renamed.get(oldEntry)}`;
}
