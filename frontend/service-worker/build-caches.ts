import type { PrecacheEntry } from 'workbox-precaching';

const PREFIX = 'foodi';

export interface BuildCacheNames {
  pages: string;
  assets: string;
  shopData: string;
  pictures: string;
}

/**
 * The caches of one build are named after its index.html's revision, which changes with every entry script;
 * pictures outlive builds (their addresses are the dishes', not the build's).
 */
export function buildCacheNames(
  precacheEntries: ReadonlyArray<PrecacheEntry | string>,
): BuildCacheNames {
  const shell = precacheEntries.find(
    (entry) => typeof entry !== 'string' && entry.url === 'index.html',
  );
  const build = typeof shell === 'object' && shell.revision ? shell.revision : 'dev';
  return {
    pages: `${PREFIX}-pages-${build}`,
    assets: `${PREFIX}-assets-${build}`,
    shopData: `${PREFIX}-shop-data-${build}`,
    pictures: `${PREFIX}-pictures`,
  };
}

/** Drops what earlier builds cached: their pages name scripts that the server no longer has. */
export async function removeOtherBuildsCaches(current: BuildCacheNames): Promise<void> {
  const kept = new Set(Object.values(current));
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(`${PREFIX}-`) && !kept.has(name))
      .map((name) => caches.delete(name)),
  );
}
