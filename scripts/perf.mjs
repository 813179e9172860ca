// Lighthouse (mobile settings, Debian's Chromium) on the storefront's / and /menu: prints the performance,
// accessibility and best-practices scores and the Largest Contentful Paint, and keeps the reports in
// artifacts/lighthouse/. Not part of the test command: its figures vary with the machine's load.
//
//   make perf                       # starts the shop on a free port with fresh data, as `make start` does
//   npm run perf -- http://host:port   # or measures a shop that is already running
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reportsDir = path.join(root, 'artifacts', 'lighthouse');
const PAGES = { home: '/', menu: '/menu' };

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** The shop as `make start` runs it, on its own port and data, until `stop()` is called. */
async function startShop() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-perf-'));
  const port = await freePort();
  const shop = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, SHOP_DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise((resolve, reject) => {
    const read = (chunk) => {
      output += chunk.toString();
      if (output.includes('The shop is open at')) resolve();
    };
    shop.stdout.on('data', read);
    shop.stderr.on('data', read);
    shop.on('exit', (code) => reject(new Error(`the shop stopped while starting (exit ${code}):\n${output.slice(-3000)}`)));
    setTimeout(() => reject(new Error(`the shop did not open within 300 s:\n${output.slice(-3000)}`)), 300_000).unref();
  });
  return {
    url: `http://localhost:${port}`,
    async stop() {
      await new Promise((resolve) => {
        shop.once('exit', resolve);
        shop.kill('SIGINT');
        setTimeout(() => shop.kill('SIGKILL'), 15_000).unref();
      });
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const given = process.argv[2] ?? process.env.SHOP_URL;
const shop = given ? { url: given.replace(/\/$/, ''), stop: async () => {} } : await startShop();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
await mkdir(reportsDir, { recursive: true });
const rows = [];
try {
  for (const [name, address] of Object.entries(PAGES)) {
    // Lighthouse's default settings are its mobile ones: a mid-range phone's screen, CPU and a slow 4G network.
    const { lhr, report } = await lighthouse(`${shop.url}${address}`, {
      port: chrome.port,
      output: ['html', 'json'],
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    await writeFile(path.join(reportsDir, `${name}.report.html`), report[0]);
    await writeFile(path.join(reportsDir, `${name}.report.json`), report[1]);
    const score = (category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
    rows.push({
      page: address,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      LCP: lhr.audits['largest-contentful-paint']?.displayValue ?? 'n/a',
    });
  }
} finally {
  chrome.kill();
  await shop.stop();
}
console.log(`Lighthouse, mobile settings, ${shop.url}`);
console.table(rows);
console.log(`reports in ${path.relative(root, reportsDir)}/`);
