// GET /api/menu on the shop against a bare node:http server answering the same bytes from memory.
import { fork } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import getPort from 'get-port';

const here = path.dirname(fileURLToPath(import.meta.url));

function load(url, { connections, duration, headers = {} }) {
  return autocannon({ url, connections, duration, headers });
}

/** Rounds of one server together: requests per second over all of them, the mean p50, the worst p99. */
function figures(results, bytes) {
  const sum = (pick) => results.reduce((total, result) => total + pick(result), 0);
  const statuses = {};
  for (const result of results) {
    for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {}))
      statuses[code] = (statuses[code] ?? 0) + count;
  }
  return {
    requestsPerSecond: sum((result) => result.requests.total) / sum((result) => result.duration),
    p50: sum((result) => result.latency.p50) / results.length,
    p99: Math.max(...results.map((result) => result.latency.p99)),
    ok: sum((result) => result['2xx']),
    notOk: sum((result) => result.non2xx),
    errors: sum((result) => result.errors + result.timeouts),
    statuses,
    bytes,
  };
}

/** Forks one of the yardstick servers on a free port; it says when it listens. */
async function startServer(script, args, file) {
  const port = await getPort({ host: '127.0.0.1' });
  const child = fork(path.join(here, script), [...args, file, String(port)], { stdio: 'inherit' });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`${script} ${args.join(' ')} stopped (exit code ${code})`)));
  });
  return { url: `http://127.0.0.1:${port}/api/menu`, stop: () => child.kill('SIGTERM') };
}

// Nest's two HTTP adapters under the same controller: with the shop's layers (security headers, compression,
// request log, a global guard and interceptor), and alone.
const ADAPTERS = [
  { name: "Nest on Express, the shop's layers", key: 'express', args: ['express', 'shop'] },
  { name: "Nest on Fastify, the shop's layers", key: 'fastify', args: ['fastify', 'shop'] },
  { name: 'Nest on Express alone', key: 'expressAlone', args: ['express', 'none'] },
  { name: 'Nest on Fastify alone', key: 'fastifyAlone', args: ['fastify', 'none'] },
];

/** Each server gets a short warm-up, then `duration` seconds at `connections` connections, in turns. */
export async function measureMenu({ shopUrl, workDir, connections, duration, say }) {
  const menuUrl = `${shopUrl}/api/menu`;
  const first = await fetch(menuUrl);
  if (first.status !== 200) throw new Error(`GET /api/menu answered ${first.status}`);
  const body = Buffer.from(await first.arrayBuffer());
  const dishes = JSON.parse(body.toString('utf8')).length;
  const file = path.join(workDir, 'menu.json');
  await writeFile(file, body);
  const yardsticks = [];
  try {
    const bare = await startServer('bare-server.mjs', [], file);
    yardsticks.push(bare);
    const adapters = [];
    for (const adapter of ADAPTERS) {
      const server = await startServer('adapter-server.mjs', adapter.args, file);
      yardsticks.push(server);
      adapters.push({ name: adapter.name, key: adapter.key, url: server.url, bytes: body.length });
    }
    const warmUp = Math.max(1, Math.round(duration / 5));
    const etag = first.headers.get('etag');
    const servers = [
      { name: 'bare node:http', url: bare.url, bytes: body.length },
      { name: 'shop', url: menuUrl, bytes: body.length },
      // What a browser that already has the menu sends: with the shop's strong ETag, a 304 without the body.
      ...(etag ? [{ name: 'shop, If-None-Match', url: menuUrl, headers: { 'If-None-Match': etag }, bytes: 0 }] : []),
      ...adapters,
    ];
    for (const server of servers) {
      say(`GET /api/menu, ${server.name}: warm-up ${warmUp} s ...`);
      await load(server.url, { connections, duration: warmUp, headers: server.headers });
      server.results = [];
    }
    // The servers take turns, so that other work on the machine weighs on each of them alike.
    const rounds = duration >= 4 ? 2 : 1;
    for (let round = 1; round <= rounds; round += 1) {
      for (const server of servers) {
        say(
          `GET /api/menu, ${server.name}: round ${round} of ${rounds}, ${duration / rounds} s at ${connections} connections ...`,
        );
        server.results.push(
          await load(server.url, { connections, duration: duration / rounds, headers: server.headers }),
        );
      }
    }
    const [bareResult, shopResult, revalidated] = servers.map((server) => figures(server.results, server.bytes));
    const adapterResults = adapters.map((adapter) => ({
      name: adapter.name,
      key: adapter.key,
      ...figures(adapter.results, adapter.bytes),
    }));
    return {
      dishes,
      bytes: body.length,
      etag,
      cacheControl: first.headers.get('cache-control'),
      bare: bareResult,
      shop: shopResult,
      revalidated: etag ? revalidated : undefined,
      adapters: adapterResults,
    };
  } finally {
    for (const server of yardsticks) server.stop();
  }
}
