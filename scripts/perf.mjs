// Lighthouse (mobile settings, Debian's Chromium) on the storefront's / and /menu: prints the performance,
// accessibility, best-practices and SEO scores and the Largest Contentful Paint, and keeps the reports in
// artifacts/lighthouse/. Not part of the test command: its figures vary with the machine's load.
//
//   make perf                       # starts the shop on a free port with fresh data, as `make start` does
//   npm run perf -- http://host:port   # or measures a shop that is already running
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../frontend/scripts/chromium.mjs';
import { root, startShop } from './shop-process.mjs';

const reportsDir = path.join(root, 'artifacts', 'lighthouse');
const PAGES = { home: '/', menu: '/menu' };

/** The shop as `make start` runs it, built, on its own port and fresh data, until `stop()` is called. */
async function startFreshShop() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-perf-'));
  const logFile = path.join(reportsDir, 'shop.log');
  const shop = await startShop({ dataDir, build: true, env: { LOG_LEVEL: 'warn' }, logFile, timeoutMs: 300_000 });
  return {
    url: shop.url.replace('127.0.0.1', 'localhost'),
    async stop() {
      await shop.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const given = process.argv[2] ?? process.env.SHOP_URL;
await mkdir(reportsDir, { recursive: true });
const shop = given ? { url: given.replace(/\/$/, ''), stop: async () => {} } : await startFreshShop();
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
const rows = [];
try {
  for (const [name, address] of Object.entries(PAGES)) {
    // Lighthouse's default settings are its mobile ones: a mid-range phone's screen, CPU and a slow 4G network.
    const { lhr, report } = await lighthouse(`${shop.url}${address}`, {
      port: chrome.port,
      output: ['html', 'json'],
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    await writeFile(path.join(reportsDir, `${name}.report.html`), report[0]);
    await writeFile(path.join(reportsDir, `${name}.report.json`), report[1]);
    const score = (category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
    rows.push({
      page: address,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
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
