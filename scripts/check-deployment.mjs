// Checks the deployment files: docker compose must accept docker-compose.yml, and the Dockerfile must build
// the parts the shop needs. Where no compose client is installed, the YAML is checked by hand.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fail = (message) => {
  console.error(message);
  process.exit(1);
};

const env = { ...process.env, JWT_SECRET: 'a-secret-for-checking-the-compose-file-only' };
// Docker's compose plugin where it is installed, else the standalone docker-compose that Debian packages.
const plugin = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' }).status === 0;
const standalone = !plugin && spawnSync('docker-compose', ['version'], { encoding: 'utf8' }).status === 0;
const compose = plugin
  ? spawnSync('docker', ['compose', 'config', '--quiet'], { cwd: root, env, encoding: 'utf8' })
  : standalone
    ? spawnSync('docker-compose', ['config', '--quiet'], { cwd: root, env, encoding: 'utf8' })
    : undefined;
if (!compose) {
  console.log('docker compose is not installed here: checking docker-compose.yml by hand');
} else if (compose.status !== 0) {
  fail(`docker compose config refused docker-compose.yml:\n${compose.stderr}`);
} else {
  console.log('docker compose config accepts docker-compose.yml');
}

const file = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'));
const app = file.services?.app;
if (!app?.build || !app.healthcheck || !file.services?.db?.healthcheck) fail('docker-compose.yml needs an app built here and a db, both with health checks');
if (!String(app.environment?.DATABASE_URL ?? '').includes('@db:')) fail('the app must reach the db service through DATABASE_URL');

const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
for (const needed of [/^FROM .* AS build$/m, /^USER node$/m, /^HEALTHCHECK /m, /frontend\/dist/, /prisma\/migrations/]) {
  if (!needed.test(dockerfile)) fail(`the Dockerfile lacks ${needed}`);
}
console.log('Dockerfile and docker-compose.yml have what the shop needs');
