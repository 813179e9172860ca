import { defineConfig } from '@playwright/test';
import { chromiumFlags, headlessShellPath } from '../scripts/chromium.mjs';
import { ON_THE_PHONE } from './widths';

// The comparison of builds (compare-builds.measure.ts), on a phone as the budget measures, against the shops that
// scripts/compare-builds.mjs started: one worker, no retry, nothing started here.
export default defineConfig({
  testDir: '.',
  testMatch: 'compare-builds.measure.ts',
  tsconfig: '../tsconfig.e2e.json',
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: '../../artifacts/compare-results',
  use: {
    ...ON_THE_PHONE,
    launchOptions: { executablePath: headlessShellPath, args: chromiumFlags },
    serviceWorkers: 'block',
  },
});
