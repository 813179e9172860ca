// GET /api/menu on the shop against a bare node:http server answering the same bytes from memory.
import { fork } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { findFreePort } from '../embedded-postgres.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

function load(url, { connections, duration, headers = {} }) {
  return autocannon({ url, connections, duration, headers });
}

function figures(result, bytes) {
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    notOk: result.non2xx,
    errors: result.errors + result.timeouts,
    statuses: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count])),
    bytes,
  };
}

async function startBare(file) {
  const port = await findFreePort();
  const child = fork(path.join(here, 'bare-server.mjs'), [file, String(port)], { stdio: 'inherit' });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the bare server stopped (exit code ${code})`)));
  });
  return { url: `http://127.0.0.1:${port}/api/menu`, stop: () => child.kill('SIGTERM') };
}

/** Each server gets a short warm-up, then `duration` seconds at `connections` connections, one after the other. */
export async function measureMenu({ shopUrl, workDir, connections, duration, say }) {
  const menuUrl = `${shopUrl}/api/menu`;
  const first = await fetch(menuUrl);
  if (first.status !== 200) throw new Error(`GET /api/menu answered ${first.status}`);
  const body = Buffer.from(await first.arrayBuffer());
  const dishes = JSON.parse(body.toString('utf8')).length;
  const file = path.join(workDir, 'menu.json');
  await writeFile(file, body);
  const bare = await startBare(file);
  try {
    const warmUp = Math.max(1, Math.round(duration / 5));
    const run = async (name, url, headers) => {
      say(`GET /api/menu, ${name}: warm-up ${warmUp} s, then ${duration} s at ${connections} connections ...`);
      await load(url, { connections, duration: warmUp, headers });
      return load(url, { connections, duration, headers });
    };
    const bareResult = figures(await run('bare node:http', bare.url), body.length);
    const shopResult = figures(await run('shop', menuUrl), body.length);
    const etag = first.headers.get('etag');
    // What a browser that already has the menu sends: with the shop's strong ETag, a 304 without the body.
    const revalidated = etag ? figures(await run('shop, If-None-Match', menuUrl, { 'If-None-Match': etag }), 0) : undefined;
    return { dishes, bytes: body.length, etag, cacheControl: first.headers.get('cache-control'), bare: bareResult, shop: shopResult, revalidated };
  } finally {
    bare.stop();
  }
}
