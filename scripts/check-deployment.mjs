// Checks the deployment files: docker compose must accept docker-compose.yml, and the Dockerfile must build
// the parts the shop needs. Where no compose client is installed, the YAML is checked by hand. The compose file
// must run PgBouncer before PostgreSQL and an S3-compatible store for the pictures, at least two app replicas
// reachable only through the nginx proxy, whose deploy/nginx.conf keeps the
// /api/events streams open, and an SMTP catcher that the app's SMTP_URL names. Where nginx is installed, it
// checks deploy/nginx.conf too.
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
if (!app?.build || !app.healthcheck || !file.services?.db?.healthcheck)
  fail('docker-compose.yml needs an app built here and a db, both with health checks');
// The database through PgBouncer in transaction mode, what needs a session directly; the pictures in the store.
const pooler = file.services?.pgbouncer;
if (!pooler?.healthcheck || pooler.environment?.POOL_MODE !== 'transaction')
  fail('docker-compose.yml needs a pgbouncer service in transaction mode (POOL_MODE), with a health check');
if (!String(app.environment?.DATABASE_URL ?? '').includes('@pgbouncer:'))
  fail('the app must reach the database through the pgbouncer service (DATABASE_URL)');
if (!String(app.environment?.DATABASE_DIRECT_URL ?? '').includes('@db:'))
  fail('the app must reach the db service directly for its LISTEN and migrations (DATABASE_DIRECT_URL)');
const store = file.services?.store;
if (!store?.healthcheck) fail('docker-compose.yml needs an S3-compatible store service, with a health check');
if (!String(app.environment?.S3_ENDPOINT ?? '').startsWith('http://store:') || !app.environment?.S3_BUCKET)
  fail('the app must keep its pictures in the store service (S3_ENDPOINT, S3_BUCKET)');
const bucketMade = Object.entries(app.depends_on ?? {}).some(
  ([service, { condition } = {}]) =>
    condition === 'service_completed_successfully' && (file.services?.[service]?.depends_on ?? {}).store !== undefined,
);
if (!bucketMade) fail("the app must wait for the pictures' bucket to be made in the store");

// At least two replicas, and no host port: the proxy is the only way in.
const replicas = Number(app.deploy?.replicas ?? app.scale ?? 1);
if (!(replicas >= 2)) fail(`the app must run at least 2 replicas (deploy: replicas), not ${replicas}`);
if (app.ports?.length) fail('the app must publish no port of its own: the proxy balances between its replicas');

const proxy = file.services?.proxy;
if (!proxy || !/^nginx(:|$)/.test(String(proxy.image ?? '')))
  fail('docker-compose.yml needs a proxy service running the nginx image');
if (!proxy.ports?.length) fail('the proxy must publish a port');
if (!proxy.healthcheck) fail('the proxy needs a health check');
const mountsConfig = (proxy.volumes ?? []).some((volume) => {
  const [source, target, mode] =
    typeof volume === 'string' ? volume.split(':') : [volume.source, volume.target, volume.read_only ? 'ro' : ''];
  return (
    path.resolve(root, source ?? '') === path.join(root, 'deploy', 'nginx.conf') &&
    target === '/etc/nginx/nginx.conf' &&
    mode === 'ro'
  );
});
if (!mountsConfig) fail('the proxy must mount deploy/nginx.conf read-only as /etc/nginx/nginx.conf');

// The app's SMTP_URL (its default where it is a ${SMTP_URL:-…} variable) must name the mail service's SMTP port.
const mail = file.services?.mail;
if (!mail) fail('docker-compose.yml needs a mail service that catches the e-mail the shop sends');
const smtpSetting = String(app.environment?.SMTP_URL ?? '');
const smtpUrl = /^\$\{SMTP_URL:-(.*)\}$/.exec(smtpSetting)?.[1] ?? smtpSetting;
let smtp;
try {
  smtp = new URL(smtpUrl);
} catch {
  fail(`the app's SMTP_URL must be an smtp:// address, not "${smtpSetting}"`);
}
if (smtp.protocol !== 'smtp:' || smtp.hostname !== 'mail' || smtp.port !== '1025')
  fail(`the app's SMTP_URL must point at smtp://mail:1025, not ${smtpUrl}`);
for (const name of ['MAIL_FROM', 'SHOP_URL']) if (!app.environment?.[name]) fail(`the app needs ${name}`);

// deploy/nginx.conf, comments left out: balancing to the app's replicas, room for a picture, and the event stream.
const nginxConfPath = path.join(root, 'deploy', 'nginx.conf');
const nginxConf = readFileSync(nginxConfPath, 'utf8').replace(/#.*$/gm, '');
if (!/\bserver\s+app:3000\b/.test(nginxConf) && !/proxy_pass\s+http:\/\/app:3000\b/.test(nginxConf))
  fail('deploy/nginx.conf must pass requests to app:3000');
const bytes = (size) => {
  const [, amount, unit = ''] = /^(\d+)([kmg]?)$/i.exec(size) ?? [];
  return amount === undefined ? NaN : Number(amount) * 1024 ** ' kmg'.indexOf(unit.toLowerCase() || ' ');
};
const imageLimit = /MAX_IMAGE_BYTES\s*=\s*([\d\s*]+);/.exec(
  readFileSync(path.join(root, 'backend', 'src', 'images', 'images.service.ts'), 'utf8'),
)?.[1];
const maxImageBytes = imageLimit
  ? imageLimit.split('*').reduce((product, factor) => product * Number(factor), 1)
  : 5 * 1024 * 1024;
const bodyLimit = bytes(/client_max_body_size\s+(\S+);/.exec(nginxConf)?.[1] ?? '1m');
if (!(bodyLimit > maxImageBytes))
  fail(
    `deploy/nginx.conf's client_max_body_size must exceed a picture's ${maxImageBytes} bytes and the form around it`,
  );
const events = /location\s+(?:\^~\s+)?\/api\/events\s*\{([^}]*)\}/.exec(nginxConf)?.[1];
if (!events) fail('deploy/nginx.conf needs a location /api/events for the Server-Sent Events');
const seconds = (time) => {
  const [, amount, unit = 's'] = /^(\d+)(ms|s|m|h|d)?$/.exec(time) ?? [];
  return amount === undefined ? NaN : Number(amount) * { ms: 0.001, s: 1, m: 60, h: 3600, d: 86_400 }[unit];
};
for (const [needed, why] of [
  [/proxy_pass\s+\S+;/, 'pass the stream to the app'],
  [/proxy_http_version\s+1\.1;/, 'speak HTTP/1.1 to the app (proxy_http_version 1.1)'],
  [/proxy_set_header\s+Connection\s+(''|"");/, "clear the Connection header (proxy_set_header Connection '')"],
  [/proxy_buffering\s+off;/, 'turn buffering off (proxy_buffering off)'],
]) {
  if (!needed.test(events)) fail(`deploy/nginx.conf's location /api/events must ${why}`);
}
const readTimeout = seconds(/proxy_read_timeout\s+(\S+);/.exec(events)?.[1] ?? '60s');
if (!(readTimeout >= 600))
  fail(
    `deploy/nginx.conf's location /api/events must wait long for a quiet stream (proxy_read_timeout of 10m or more), not ${readTimeout} s`,
  );

// nginx's own check where nginx is installed and new enough for `server … resolve` (1.27.3).
const nginxVersion = spawnSync('nginx', ['-v'], { encoding: 'utf8' });
if (nginxVersion.error || nginxVersion.status !== 0) {
  console.log('nginx is not installed here: deploy/nginx.conf was checked by hand');
} else {
  const [major, minor, patch] = (/nginx\/(\d+)\.(\d+)\.(\d+)/.exec(nginxVersion.stderr)?.slice(1) ?? []).map(Number);
  if (major * 1e6 + minor * 1e3 + patch < 1_027_003) {
    console.log(
      `nginx ${major}.${minor}.${patch} predates upstream "resolve" (1.27.3): deploy/nginx.conf was checked by hand`,
    );
  } else {
    const test = spawnSync('nginx', ['-t', '-q', '-e', 'stderr', '-c', nginxConfPath], { encoding: 'utf8' });
    if (test.status === 0) console.log('nginx -t accepts deploy/nginx.conf');
    // Not being root, nginx may not open its pid file or temporary directories: that says nothing of the file.
    else if (/permission denied/i.test(test.stderr))
      console.log('nginx -t could not run without root: deploy/nginx.conf was checked by hand');
    else fail(`nginx -t refused deploy/nginx.conf:\n${test.stderr}`);
  }
}

const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
for (const needed of [
  /^FROM .* AS build$/m,
  /^USER node$/m,
  /^HEALTHCHECK /m,
  /frontend\/dist/,
  /prisma\/migrations/,
]) {
  if (!needed.test(dockerfile)) fail(`the Dockerfile lacks ${needed}`);
}
console.log('Dockerfile, docker-compose.yml and deploy/nginx.conf have what the shop needs');

// The Kubernetes manifests, checked against the API's schema and what the shop needs of them.
await import('./check-kubernetes.mjs');
