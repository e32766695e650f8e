import { defineConfig } from '@playwright/test';

/** Flags that work with Debian's Chromium on these machines (no downloaded browser). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const baseURL = process.env.INKPOT_E2E_BASE_URL ?? 'http://localhost:3000';

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  // The test starts the built system itself: the edge on :3000 and the five remotes.
  webServer: process.env.INKPOT_E2E_BASE_URL
    ? undefined
    : {
        command: 'node ../config/scripts/start-all.mjs',
        url: `${baseURL}/_/health`,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
        env: { INKPOT_FLAGS: 'enable_devtool' },
      },
});
