import { defineConfig } from '@playwright/test';
import journeys from './playwright.config';

// The storefront's JavaScript budget, measured in Chromium against the built shop (see e2e/storefront.budget.ts).
export default defineConfig({
  ...journeys,
  testMatch: '**/*.budget.ts',
  outputDir: '../artifacts/budget-results',
  projects: [journeys.projects!.find((project) => project.name === 'phone')!],
});
