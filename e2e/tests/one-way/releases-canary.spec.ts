import type { Browser, Request } from '@playwright/test';
import {
  edgeServes,
  ensureStable,
  escapeRegExp,
  newVisitorId,
  publishCopy,
  registry,
  releaseCommand,
  servedVersion,
  syncChunksOf,
  visitorCookie,
  visitorsAround,
  promoteCopy,
} from '../../fixtures/releases.ts';
import { SearchBox } from '../../pages/search.ts';
import { expect, test } from '../../fixtures/test.ts';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

/** The remotes a telemetry send says failed for good on its page (remote.failed). */
function failedRemotesIn(request: Request): string[] {
  const { variables } = (request.postDataJSON() ?? {}) as { variables?: { events?: unknown } };
  if (typeof variables?.events !== 'string') return [];
  const events = JSON.parse(variables.events) as { name: string; data: { remote?: string } }[];
  return events.flatMap((event) => (event.name === 'remote.failed' && event.data.remote ? [event.data.remote] : []));
}

/** A page of a visitor with this id (their own browser), and the document's answer. */
async function visit(browser: Browser, baseURL: string | undefined, visitorId: string) {
  if (!baseURL) throw new Error('The suite has no baseURL.');
  const context = await browser.newContext({ baseURL });
  await context.addCookies([visitorCookie(visitorId, baseURL)]);
  const page = await context.newPage();
  return { context, page, searchBox: new SearchBox(page) };
}

test.describe('canaries', { tag: '@mutates' }, () => {
  // Another run's canary never outlives its test: the next page of everybody is on stable again.
  test.afterEach(async () => {
    if ((await registry.channels('search')).canary) await registry.rollback('search');
  });

  test('a 10% canary: each visitor keeps their answer across reloads, and Inkpot-Canary says so', async ({
    browser,
    baseURL,
    request,
  }) => {
    // Four pages (two visitors, each twice).
    test.slow();
    const stable = await ensureStable('search');
    const canary = await promoteCopy('search', 'canary', 10);
    await edgeServes(request, canary.composition);
    const { inside, outside } = await visitorsAround(request, 'search', canary.version, { inside: 1, outside: 1 });

    for (const [visitorId, version, header] of [
      [inside[0] ?? '', canary.version, `search@${canary.version}`],
      [outside[0] ?? '', stable, undefined],
    ] as const) {
      await test.step(`visitor ${visitorId}: search@${version}, twice`, async () => {
        const { context, page, searchBox } = await visit(browser, baseURL, visitorId);
        for (const load of [() => page.goto('/'), () => page.reload()]) {
          const document = await load();
          expect(document?.headers()['inkpot-canary']).toBe(header);
          expect(document?.headers()['inkpot-composition']).toBe(canary.composition);
          await searchBox.slot.expectState('mounted');
          await expect(searchBox.slot.root).toHaveAttribute('data-release', `search@${version}`);
        }
        await context.close();
      });
    }
  });

  test('a canary that fails to load on its pages is rolled back by itself', async ({ browser, baseURL, request }) => {
    // Pages of 20 and more visitors (the monitor's minimum sample), three at a time, each until its
    // telemetry is in: on two shared cores a page with five remotes takes seconds to load.
    test.setTimeout(240_000);
    const stable = await ensureStable('search');
    const broken = await publishCopy('search', 'broken');
    expect(broken.status).toBe(201);
    const { composition } = await registry.promote('search', broken.version, 50);
    // Published and registered whole; then a chunk of the search box breaks on the origin. The entry
    // (and its SRI) is intact, so the load gets as far as the chunk, and fails there.
    const chunk = syncChunksOf(broken.manifest, 'search-box').at(-1) ?? '';
    writeFileSync(path.join(broken.dir, chunk), 'this is not a chunk (');
    await edgeServes(request, composition.id);

    /**
     * One visitor's page: the search slot falls back, and the host tells the registry (remote.failed).
     * False when the page never got as far as the search remote: its top bar failed for good first
     * (on a machine too busy for the host's load timeout), so it tells the registry nothing of search.
     */
    const failingPage = async (visitorId: string) => {
      const { context, page, searchBox } = await visit(browser, baseURL, visitorId);
      try {
        const told = page.waitForResponse(
          (response) =>
            response.url().endsWith('/_/graphql') &&
            failedRemotesIn(response.request()).some((remote) => remote === 'search' || remote === 'navigation'),
          { timeout: 45_000 },
        );
        await page.goto('/');
        const response = await told;
        expect(response.ok()).toBe(true);
        if (!failedRemotesIn(response.request()).includes('search')) return false;
        await expect(searchBox.slot.root).toHaveAttribute('data-release', `search@${broken.version}`);
        await expect(searchBox.slot.root).toHaveAttribute('data-state', 'fallback');
        return true;
      } finally {
        await context.close();
      }
    };
    let pages = 0;
    const rolledBack = async () => (await registry.channels('search')).history[0]?.action === 'canary-rollback';
    for (let round = 0; round < 12 && !(await rolledBack()); round += 1) {
      const { inside } = await visitorsAround(request, 'search', broken.version, { inside: 3, outside: 0 });
      pages += (await Promise.all(inside.map(failingPage))).filter(Boolean).length;
    }
    test.info().annotations.push({ type: 'canary pages until the rollback', description: String(pages) });

    const channels = await registry.channels('search');
    expect(channels.canary).toBeNull();
    expect(channels.stable).toBe(stable);
    expect(channels.history[0]).toMatchObject({
      action: 'canary-rollback',
      version: stable,
      previousVersion: broken.version,
      actor: 'canary-monitor',
    });
    expect(channels.history[0]?.detail?.reason).toMatch(
      new RegExp(`^the canary ${escapeRegExp(broken.version)} failed on \\d+ of \\d+ pages$`),
    );

    // Every visitor, the canary's included, is on stable again.
    const servedToTwenty = async () => {
      const ids = Array.from({ length: 20 }, newVisitorId);
      return [...new Set(await Promise.all(ids.map((id) => servedVersion(request, 'search', id))))];
    };
    await expect.poll(servedToTwenty).toEqual([stable]);
    expect(await releaseCommand('releases', 'search')).toMatch(/canary-rollback\s+\S+\s+from \S+\s+canary-monitor/);
  });
});
