import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { startShop } from '../../scripts/shop-process.mjs';
import {
  deployBuild,
  deployNextBuild,
  deployNextServerBundle,
  deployServerBundle,
  entryScriptOf,
} from './new-build';

// The service worker is what this journey is about (the other journeys keep it out).
test.use({ serviceWorkers: 'allow' });

/**
 * A shop of its own, on its own address and SPA folder, whose build the journey replaces as a deploy does. It needs
 * no sign-in: a Firebase project name and an address nothing answers keep the Auth emulator from starting.
 */
let shop: Awaited<ReturnType<typeof startShop>>;
let dataDir: string;
let spaDir: string;
let ssrDir: string;

test.beforeAll(async () => {
  // A fresh PostgreSQL cluster, its migrations and the seed menu: longer than a step of a journey.
  test.setTimeout(7 * 60_000);
  dataDir = await mkdtemp(path.join(tmpdir(), 'shop-deploy-'));
  spaDir = path.join(dataDir, 'spa');
  ssrDir = path.join(dataDir, 'ssr');
  await deployBuild(spaDir);
  await deployServerBundle(ssrDir);
  shop = await startShop({
    dataDir,
    logFile: path.join(dataDir, 'shop.log'),
    env: {
      SPA_DIR: spaDir,
      SSR_DIR: ssrDir,
      FIREBASE_PROJECT_ID: 'demo-deploy',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9',
      LOG_LEVEL: 'warn',
    },
    timeoutMs: 5 * 60_000,
  });
});

test.afterAll(async () => {
  await shop?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/**
 * The entry script the page runs, as `assets/index-<hash>.js`: a server-rendered page's loader adds it once the page
 * has painted.
 */
async function entryOfPage(page: Page): Promise<string> {
  const entry = page.locator('script[type="module"][src]');
  await expect(entry).toHaveCount(1);
  return new URL((await entry.getAttribute('src'))!, page.url()).pathname.slice(1);
}

/** Every script the page fetched, wherever it was answered from, once its entry has come. */
async function scriptsOfPage(page: Page, entry: string): Promise<string[]> {
  const scripts = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((resource) => new URL(resource.name).pathname)
        .filter((pathname) => pathname.endsWith('.js')),
    );
  await expect.poll(scripts).toContain(`/${entry}`);
  return scripts();
}

test("a deploy's new build replaces the old one at the next visit, and the old build's caches are dropped", async ({
  page,
}) => {
  await deployBuild(spaDir);
  const firstEntry = await entryScriptOf(spaDir);

  await page.goto(`${shop.url}/menu`);
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await entryOfPage(page)).toBe(firstEntry);
  const firstBuildCaches = await page.evaluate(() => caches.keys());
  expect(firstBuildCaches.some((name) => name.startsWith('foodi-pages-'))).toBe(true);

  const nextEntry = await deployNextBuild(spaDir);
  expect(nextEntry).not.toBe(firstEntry);

  // The old build's worker still answers this navigation: it must ask the network, which has the new build.
  await page.reload();
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await entryOfPage(page)).toBe(nextEntry);
  expect(await scriptsOfPage(page, nextEntry)).not.toContain(`/${firstEntry}`);

  // The new worker takes over and drops what the old build cached: its pages and its precached entry.
  await expect
    .poll(() => page.evaluate(() => caches.keys()), { timeout: 60_000 })
    .not.toEqual(
      expect.arrayContaining(firstBuildCaches.filter((name) => name.startsWith('foodi-pages-'))),
    );
  const precached = await page.evaluate(async () => {
    const names = await caches.keys();
    const precache = await caches.open(names.find((name) => name.includes('precache'))!);
    return (await precache.keys()).map((request) => new URL(request.url).pathname);
  });
  expect(precached.some((url) => url.startsWith(`/${nextEntry}`))).toBe(true);
  expect(precached.some((url) => url.startsWith(`/${firstEntry}`))).toBe(false);

  // And the next visit runs the new build only.
  await page.reload();
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await entryOfPage(page)).toBe(nextEntry);
  expect(await scriptsOfPage(page, nextEntry)).not.toContain(`/${firstEntry}`);

  // A deploy brings a new server bundle too: the next page the shop renders is the new bundle's markup.
  await deployNextServerBundle(
    ssrDir,
    spaDir,
    'This page is not on the menu',
    'This page is not on the menu of the next build',
  );
  const notFound = await page.request.get(`${shop.url}/no-such-page`);
  expect(notFound.status()).toBe(404);
  expect(await notFound.text()).toContain('This page is not on the menu of the next build');

  // And the new bundle renders whole pages, which the browser takes over without an error: a bundle whose code
  // shared React with the old build's would leave its Suspense boundaries to the browser (React error 419).
  const menu = await (await page.request.get(`${shop.url}/menu`)).text();
  expect(menu).toContain('<article');
  expect(menu).not.toContain('<!--$!-->');
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${shop.url}/menu`);
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  expect(problems).toEqual([]);
});
