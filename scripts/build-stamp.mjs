// Whether the shop's build is as new as its sources: a fingerprint of every file the build reads, kept beside it.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const INPUTS = [
  'package-lock.json',
  'openapi.yaml',
  'prisma/schema.prisma',
  'prisma/seed/dishes.json',
  'backend/package.json',
  'backend/tsconfig.json',
  'backend/tsconfig.build.json',
  'backend/src',
  'frontend/package.json',
  'frontend/index.html',
  'frontend/vite.config.ts',
  'frontend/postcss.config.js',
  'frontend/tsconfig.json',
  'frontend/tsconfig.app.json',
  'frontend/tsconfig.sw.json',
  'frontend/scripts',
  'frontend/public',
  'frontend/src',
  'frontend/service-worker',
];
// What the build writes itself, among its inputs.
const OUTPUTS = /^(backend\/src\/generated\/prisma|frontend\/public\/menu\.json$)/;

function files(root, entry) {
  const full = path.join(root, entry);
  if (!existsSync(full) || OUTPUTS.test(entry)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full)
    .sort()
    .flatMap((name) => files(root, `${entry}/${name}`));
}

/** A hash of the content of every file the build reads. */
export function sourcesFingerprint(root) {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((entry) => files(root, entry)))
    hash.update(`${file}\0`).update(readFileSync(path.join(root, file)));
  return hash.digest('hex');
}

const stampFile = (root) => path.join(root, 'backend/dist/.sources-fingerprint');

/** True when both builds exist and were made from the sources as they are now. */
export function buildIsCurrent(root) {
  const built = ['frontend/dist/index.html', 'frontend/dist-server/entry-server.js'].every((file) =>
    existsSync(path.join(root, file)),
  );
  if (!built || !existsSync(stampFile(root))) return false;
  return readFileSync(stampFile(root), 'utf8') === sourcesFingerprint(root);
}

/** After a build: the sources it was made from. */
export function stampBuild(root) {
  writeFileSync(stampFile(root), sourcesFingerprint(root));
}
