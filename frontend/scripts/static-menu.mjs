// Writes the static menu file the home carousel reads, from the seed menu when its writer is present.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const target = resolve(process.argv[2] ?? 'public/menu.json');
const writer = fileURLToPath(new URL('../../prisma/seed/write-static-menu.mjs', import.meta.url));

if (existsSync(writer)) {
  const { status } = spawnSync(process.execPath, [writer, target], { stdio: 'inherit' });
  process.exit(status ?? 1);
}

mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, '[]\n');
console.log('static-menu: the seed menu writer is not there yet, so the static menu is empty');
