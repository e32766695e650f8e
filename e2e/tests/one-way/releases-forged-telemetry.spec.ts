import type { APIRequestContext } from '@playwright/test';
import { VISITOR_ID_COOKIE } from '@inkpot/shared-contracts/registry';
import { edgeGraphql } from '../../fixtures/edge-graphql.ts';
import {
  edgeServes,
  ensureStable,
  promoteCopy,
  registry,
  visitorCookie,
  visitorsAround,
} from '../../fixtures/releases.ts';
import { SearchBox } from '../../pages/search.ts';
import { expect, test } from '../../fixtures/test.ts';

const LOG_EVENTS = 'mutation LogClientEvents($events: String!) { logClientEvents(events: $events) }';

/** The signed page token the edge gave a visitor's document (its preloaded state). */
async function pageTokenOf(request: APIRequestContext, visitorId: string): Promise<string> {
  const html = await (await request.get('/', { headers: { cookie: `${VISITOR_ID_COOKIE}=${visitorId}` } })).text();
  const state = /<script id="inkpot-state" type="application\/json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? '{}';
  const token = (JSON.parse(state) as { pageToken?: string }).pageToken;
  if (!token) throw new Error('The edge gave the page no token: does this deployment have a deploy token?');
  return token;
}

test.describe('trusted telemetry', { tag: '@mutates' }, () => {
  test.afterEach(async () => {
    if ((await registry.channels('search')).canary) await registry.rollback('search');
  });

  test('a forged flood of remote.failed cannot roll back a healthy canary', async ({ browser, baseURL, request }) => {
    test.slow();
    await ensureStable('search');
    const canary = await promoteCopy('search', 'healthy', 50);
    await edgeServes(request, canary.composition);
    const { inside } = await visitorsAround(request, 'search', canary.version, { inside: 2, outside: 0 });

    await test.step('real visitors in the canary load it', async () => {
      if (!baseURL) throw new Error('The suite has no baseURL.');
      for (const visitorId of inside) {
        const context = await browser.newContext({ baseURL });
        await context.addCookies([visitorCookie(visitorId, baseURL)]);
        const page = await context.newPage();
        const searchBox = new SearchBox(page);
        const told = page.waitForResponse(
          (response) =>
            response.url().endsWith('/_/graphql') && /remote\.loaded/.test(response.request().postData() ?? ''),
        );
        await page.goto('/');
        await searchBox.slot.expectState('mounted');
        await expect(searchBox.slot.root).toHaveAttribute('data-release', `search@${canary.version}`);
        await told;
        await context.close();
      }
    });

    const flood =
      await test.step('the flood: 600 failures without a token, with forged ones, and one real page replayed', async () => {
        const real = await pageTokenOf(request, inside[0] ?? '');
        const [payload, signature] = real.split('.');
        const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
        const tokens = [
          undefined,
          `${payload}.forged`,
          `${Buffer.from(JSON.stringify({ ...claims, p: 'another page' })).toString('base64url')}.${signature}`,
          real,
        ];
        const events = Array.from({ length: 600 }, (_, index) => ({
          name: 'remote.failed',
          data: { remote: 'search', version: canary.version, reason: 'load' },
          timestamp: Date.now(),
          service: 'lite',
          ...(tokens[index % tokens.length] !== undefined && { page: tokens[index % tokens.length] }),
        }));
        for (let start = 0; start < events.length; start += 200)
          await edgeGraphql(request, LOG_EVENTS, { events: JSON.stringify(events.slice(start, start + 200)) });
        return events.length;
      });

    const channels = await registry.channels('search');
    test.info().annotations.push({
      type: 'after a forged flood',
      description: `${flood} failures sent; counted: ${JSON.stringify(channels.canary?.pages)}`,
    });
    expect(channels.canary?.version).toBe(canary.version);
    expect(channels.history[0]?.action).toBe('canary');
    // The replayed real page counts once, whatever was sent again; nothing else counts.
    expect(channels.canary?.pages?.canary.failed).toBeLessThanOrEqual(1);
    expect(channels.canary?.pages?.canary.loaded).toBeGreaterThanOrEqual(1);
  });
});
