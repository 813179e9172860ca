import { defineConfig } from '@playwright/test';
import { AT_THE_DESK, ON_THE_PHONE } from './e2e/widths';
import { chromiumFlags, headlessShellPath } from './scripts/chromium.mjs';

// The storefront's budget (e2e/*.budget.ts, on a phone) and the journeys (e2e/*.journey.ts, at 1440 px and on a
// phone), in Debian's headless Chromium, against one shop started as `make start` starts it (see e2e/global-setup.ts).
// `npm run budget` runs the budget alone.
const chromium = { executablePath: headlessShellPath, args: chromiumFlags };
const desktop = { ...AT_THE_DESK, launchOptions: chromium };
const phone = { ...ON_THE_PHONE, launchOptions: chromium };

export default defineConfig({
  testDir: './e2e',
  // The journeys share a few of the app's modules (src/test), which import by the `@/` alias.
  tsconfig: './tsconfig.e2e.json',
  globalSetup: './e2e/global-setup.ts',
  // Two journeys at a time, each file in one worker: a journey leaves about a third of two cores idle (the browser
  // waits on the shop and the shop on the browser). Journeys side by side never share data: each signs up its own
  // customers and staff, and one that sells a dish out or books a table takes a dish, a topping or a day no other
  // journey uses.
  fullyParallel: false,
  workers: 2,
  // A journey that fails runs once more, recording a trace of that run (../artifacts/e2e-results); one that passes
  // only then still fails the run. Recording a trace of every run, to keep the failing ones, made the journeys
  // about a fifth slower (Chromium's screencast and DOM snapshots).
  retries: 1,
  failOnFlakyTests: true,
  timeout: 60_000,
  // A wait ends as soon as what it waits for is there; beside the linter and Storybook's build on two cores a sign-up
  // once took more than 10 s. A guard against a hang, not a measure.
  expect: { timeout: 30_000 },
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
  // The budget first, on a shop no journey has used yet; then the journeys at both widths; then, alone, what changes
  // the shop for every customer. The main thread's work, read in the page's own thread time, is measured beside the
  // budget and then the first journeys: its Chromium is slowed four times and leaves the cores mostly idle.
  projects: [
    {
      name: 'budget',
      testMatch: '**/*.budget.ts',
      testIgnore: '**/main-thread.budget.ts',
      outputDir: '../artifacts/budget-results',
      use: phone,
    },
    {
      name: 'main-thread',
      testMatch: '**/main-thread.budget.ts',
      outputDir: '../artifacts/budget-results',
      use: phone,
    },
    {
      name: 'desktop',
      testMatch: '**/*.journey.ts',
      dependencies: ['budget'],
      // What the width does not change runs on the phone alone: the service worker's deploys and offline menu, the
      // taps made before the page's code has come (a phone's slow start is what they are about), and the journeys
      // tagged @any-width (signing in and up, the e-mails' links, the not-found page), whose screens' wide layout
      // their stories show. So do the journeys tagged @own-widths, a customer on a phone with the staff at a desk or
      // the kitchen's tablet (e2e/widths.ts): each of their screens is seen at the width it is used at.
      testIgnore: ['**/deploy.journey.ts', '**/offline.journey.ts', '**/early-taps.journey.ts'],
      grepInvert: /@any-width|@own-widths/,
      use: desktop,
    },
    { name: 'phone', testMatch: '**/*.journey.ts', dependencies: ['budget'], use: phone },
    // What changes the whole shop for everyone (the kitchen pausing its orders) runs last, when no other journey
    // can be ordering at the same time.
    {
      name: 'alone',
      testMatch: '**/*.alone.ts',
      dependencies: ['desktop', 'phone', 'main-thread'],
      use: desktop,
    },
  ],
});
