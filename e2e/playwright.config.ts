import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { BASE_URL as baseURL, EXTERNAL_SYSTEM, LOCAL_DEVELOPMENT, RUN_MUTATIONS } from './fixtures/environment.ts';

/** The tags of the tests this run leaves out. */
const LEFT_OUT = [...(RUN_MUTATIONS ? [] : [/@mutates/]), ...(LOCAL_DEVELOPMENT ? [] : [/@development/])];

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  // CI runs on two shared cores beside the whole system: the same steps take longer there. Longer
  // waits cost nothing when a test passes; what a test checks stays the same.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Against a system the suite did not start (INKPOT_URL), tests that change what every reader sees
  // (tag @mutates) run only with INKPOT_ALLOW_MUTATIONS=1; away from the local development system,
  // tests of development-only features (tag @development: the mailbox, the devtool) never run.
  ...(LEFT_OUT.length > 0 && { grepInvert: LEFT_OUT }),
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    // The host's remote cache worker (last known good) answers for remote files once a page has
    // mounted them, and what a service worker fetches escapes page.route: fault injection by page
    // would reach the worker's network instead. Specs about the worker allow it (and route by context).
    serviceWorkers: 'block',
  },
  // Tests leave the seed world as they found it, except the few in tests/one-way/ (reactivating
  // the only cancelled membership, say): those run after all the others.
  projects: [
    { name: 'integrated', testIgnore: /\/one-way\// },
    // One at a time: the release specs move the registry every page reads (a canary or a rollback
    // in one would change what another's page draws).
    // Every test in it changes the target for good (each is tagged @mutates): left out as a whole
    // where @mutates is, new files included.
    {
      name: 'one-way',
      testMatch: /\/one-way\/.*\.spec\.ts$/,
      ...(!RUN_MUTATIONS && { testIgnore: /\/one-way\// }),
      dependencies: ['integrated'],
      workers: 1,
    },
  ],
  // The test starts the built system itself (the edge on :3000 and the five remotes), unless it is
  // pointed at one (INKPOT_URL, fixtures/environment.ts).
  webServer: EXTERNAL_SYSTEM
    ? undefined
    : {
        command: 'node ../config/scripts/start-all.mjs',
        url: `${baseURL}/_/health`,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
        // SIGTERM, so every process the command started drains and stops with it.
        gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
        // The suite signs the same demo accounts in many times an hour: the API's limits (tested in
        // the API suite at their real values) get 50 times the allowance here.
        // A fresh seed world in memory for every run the suite starts (one-way tests change it).
        env: { INKPOT_FLAGS: 'enable_devtool', RATE_LIMIT_MULTIPLIER: '50', PGLITE_DIR: 'memory://' },
      },
});
