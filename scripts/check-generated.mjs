// Regenerates everything generated from openapi.yaml and schema.prisma, and the message catalogues from the code, and fails if the committed copy was stale.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const committed = ['backend/src/generated/contract.ts', 'frontend/src/api/generated', 'frontend/src/locales'];

function fingerprint(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return new Map();
  const files = statSync(full).isDirectory()
    ? readdirSync(full, { recursive: true }).map((file) => path.join(target, String(file)))
    : [target];
  return new Map(
    files
      .filter((file) => statSync(path.join(root, file)).isFile())
      .map((file) => [
        file,
        createHash('sha256')
          .update(readFileSync(path.join(root, file)))
          .digest('hex'),
      ]),
  );
}

const before = new Map(committed.flatMap((target) => [...fingerprint(target)]));
execFileSync('npm', ['run', 'generate', '--silent'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
const after = new Map(committed.flatMap((target) => [...fingerprint(target)]));

const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
  (file) => before.get(file) !== after.get(file),
);
if (changed.length > 0) {
  console.error('Generated code was stale; it has been regenerated. Commit these files:');
  for (const file of changed.sort()) console.error(`  ${file}`);
  process.exit(1);
}
console.log(`generated code is up to date (${after.size} files)`);
