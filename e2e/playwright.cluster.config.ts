import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { CLUSTER_ENV, CLUSTER_READY_URL, CLUSTER_URL } from './fixtures/cluster.ts';

// The suite's fixtures (mailbox, release registry, release origins) reach the cluster's servers.
Object.assign(process.env, CLUSTER_ENV);

/**
 * The `cluster` project: two edges and two APIs behind HAProxy on PostgreSQL (`npm run
 * start:cluster`), started by the run itself, beside the integrated system's ports.
 */
export default defineConfig({
  testDir: './cluster',
  // One at a time: the specs change what every reader of the cluster gets (canaries, releases, kills).
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report-cluster' }]],
  use: {
    baseURL: CLUSTER_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    serviceWorkers: 'block',
  },
  projects: [{ name: 'cluster' }],
  webServer: {
    command: 'node ../config/scripts/cluster.mjs',
    // Ready when every edge and API is in HAProxy's rotation (its public port answers as soon as one
    // edge does, before any API may); Playwright takes whichever of the URL and the line comes first.
    url: CLUSTER_READY_URL,
    reuseExistingServer: !process.env.CI,
    wait: { stdout: /\[cluster\] ready in/ },
    timeout: 240_000,
    // SIGTERM, so every process of the cluster drains and stops with it (no process left on its ports).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stderr: 'pipe',
  },
});
