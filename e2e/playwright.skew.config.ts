import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { BASE_URL as baseURL } from './fixtures/environment.ts';

/**
 * One cell row of the version-skew matrix (config/scripts/skew.mjs runs it once per row): the smoke
 * journeys against a running system, every page drawn from INKPOT_COMPOSITION. The runner names the
 * row's JSON results and HTML report (INKPOT_SKEW_JSON, INKPOT_SKEW_REPORT); it starts no system.
 */
export default defineConfig({
  testDir: './skew',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // A red cell is a journey that failed against that composition: no second try hides it.
  retries: 0,
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.INKPOT_SKEW_JSON ?? 'skew-report/results.json' }],
    ['html', { open: 'never', outputFolder: process.env.INKPOT_SKEW_REPORT ?? 'skew-report/playwright' }],
  ],
  outputDir: process.env.INKPOT_SKEW_RESULTS ?? 'test-results-skew',
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    serviceWorkers: 'block',
  },
  projects: [{ name: 'skew' }],
});
