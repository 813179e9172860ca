import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './scripts/chromium.mjs';

// Journeys in Debian's Chromium against the shop started as `make start` starts it (see e2e/global-setup.ts).
const chromium = { executablePath: chromiumPath, args: chromiumFlags };

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.journey.ts',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  // A journey that fails runs once more, recording a trace of that run (../artifacts/e2e-results); one that passes
  // only then still fails the run. Recording a trace of every run, to keep the failing ones, made the journeys
  // about a fifth slower (Chromium's screencast and DOM snapshots).
  retries: 1,
  failOnFlakyTests: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../artifacts/e2e-results',
  use: {
    baseURL: process.env.SHOP_URL,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
    // Installing the shop's service worker precaches the whole storefront in every fresh context; only the
    // journeys about the worker (offline, deploy) let it in.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromium } },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 360, height: 780 }, launchOptions: chromium } },
  ],
});
