import type { Page, Request } from '@playwright/test';
import type { RemoteRegistry } from '@inkpot/shared-contracts/registry';
import { expect, REMOTE_ORIGINS, test } from '../fixtures/test.ts';

/**
 * Last known good: a remote release that mounted in this browser is kept (Cache Storage,
 * by the host's remote cache worker); when the remote's origin is down, the next page draws it from
 * there, still checked against the composition's integrity, and telemetry says so.
 */

// The worker is what is tested here (the suite blocks it elsewhere: playwright.config.ts). Origins
// are broken by the browser context's routes, which see what the worker fetches too.
test.use({ serviceWorkers: 'allow' });

/** The client events a telemetry send carries. */
const eventsOf = (request: Request) =>
  JSON.parse(JSON.parse(request.postData() ?? '{}').variables?.events ?? '[]') as { name: string; data: unknown }[];
const isTelemetryWith = (name: string) => (request: Request) =>
  request.url().endsWith('/_/graphql') && eventsOf(request).some((event) => event.name === name);

async function searchRelease(page: Page) {
  const registry = (await (await page.request.get('/_/registry.json')).json()) as RemoteRegistry;
  const release = registry.remotes.find((candidate) => candidate.name === 'search');
  if (!release) throw new Error('The registry has no search release.');
  return release;
}

test('the search origin down: the search box is drawn from the copy this browser kept, and telemetry says so', async ({
  page,
  context,
  searchBox,
}) => {
  const release = await searchRelease(page);
  await test.step('a first page mounts search, and the browser keeps it', async () => {
    await page.goto('/');
    await searchBox.slot.expectState('mounted');
    await expect(searchBox.slot.root).toHaveAttribute('data-release', `search@${release.version}`);
    await expect
      .poll(() => page.evaluate(async (url) => (await caches.match(url)) !== undefined, release.manifestUrl))
      .toBe(true);
  });

  await context.route(`${REMOTE_ORIGINS.search}/**`, (route) => route.abort('connectionrefused'));
  const told = page.waitForRequest(isTelemetryWith('remote.last-known-good'), { timeout: 15_000 });
  await page.reload();

  await test.step('the next page, with the origin down, still has a working search box', async () => {
    await searchBox.slot.expectState('mounted');
    await expect(searchBox.slot.root).toHaveAttribute('data-release', `search@${release.version}`);
    await searchBox.input().fill('night');
    await expect(searchBox.input()).toHaveValue('night');
  });

  await test.step('telemetry names search@version and says it came from the cache', async () => {
    const events = eventsOf(await told);
    expect(events.filter((event) => event.name === 'remote.last-known-good')).toEqual([
      expect.objectContaining({ data: { remote: 'search', version: release.version, source: 'cache' } }),
    ]);
  });
});

test('a remote this browser never loaded still falls back when its origin is down', async ({
  page,
  context,
  searchBox,
  topBar,
}) => {
  // Two pages, the second until its telemetry is sent (5 s after its first event).
  test.slow();
  await context.route(`${REMOTE_ORIGINS.search}/**`, (route) => route.abort('connectionrefused'));
  const told: Request[] = [];
  page.on('request', (request) => request.url().endsWith('/_/graphql') && told.push(request));
  await page.goto('/');
  await topBar.slot.expectState('mounted');
  await searchBox.slot.expectState('fallback');
  await expect
    .poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration('/'))))
    .toBe(true);

  // The second page goes through the remote cache worker, which has nothing of search.
  const failed = page.waitForRequest(isTelemetryWith('remote.failed'), { timeout: 15_000 });
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await topBar.slot.expectState('mounted');
  await searchBox.slot.expectState('fallback');
  expect(eventsOf(await failed)).toContainEqual(
    expect.objectContaining({ name: 'remote.failed', data: expect.objectContaining({ remote: 'search' }) }),
  );
  expect(told.flatMap(eventsOf).filter((event) => event.name === 'remote.last-known-good')).toEqual([]);
});
