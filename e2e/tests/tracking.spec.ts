/**
 * What the page tracks: a reader's client-side navigation is a `client.navigate` event; a bot's
 * page (a crawler, or headless Chromium itself) sends no analytics (its `remote.*` release-health
 * events still go, so releases stay measured).
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { CRAWLER_AGENT, READER_AGENT } from '../fixtures/user-agents.ts';

/** The names of the client events a LogClientEvents request carries (a JSON string of events). */
function eventNames(request: Request): string[] {
  const body = request.postDataJSON() as { operationName?: string; variables?: { events?: string } } | null;
  if (body?.operationName !== 'LogClientEvents' || !body.variables?.events) return [];
  return (JSON.parse(body.variables.events) as { name: string; data: unknown }[]).map((event) =>
    event.name === 'client.navigate' ? `client.navigate ${JSON.stringify(event.data)}` : event.name,
  );
}

function sentEvents(page: Page) {
  const names: string[] = [];
  page.on('request', (request) => names.push(...eventNames(request)));
  return names;
}

test.describe('a reader’s browser', () => {
  test.use({ userAgent: READER_AGENT });

  test('a visitor’s landing view and a client-side navigation are tracked', async ({ page, topBar }) => {
    const sent = sentEvents(page);
    await page.goto('/');
    // The page has taken over from the server's HTML (its slots mount after it): a click on a story
    // is now the client's navigation, not the browser's.
    await expect(topBar.banner).toBeVisible();
    const story = page.locator('.ink-story-card h2 a, .ink-story-card h3 a').first();
    const target = new URL((await story.getAttribute('href')) ?? '', page.url());
    await story.click();
    await expect(page).toHaveURL(target.href);
    // Events go 5 s after the first one.
    await expect
      .poll(() => sent.find((name) => name.startsWith('client.navigate')), { timeout: 15_000 })
      .toMatch(/^client\.navigate /);
    const navigated = JSON.parse(sent.find((name) => name.startsWith('client.navigate'))?.slice(16) ?? '{}') as object;
    expect(navigated).toEqual({ from: '/', to: `${target.pathname}${target.search}`, routeName: expect.any(String) });
    expect(sent).toContain('homepage.viewed');
  });
});

test.describe('a bot', () => {
  test.use({ userAgent: CRAWLER_AGENT });

  test('is not tracked: its page sends only which releases drew it', async ({ page }) => {
    const sent = sentEvents(page);
    await page.goto('/');
    await expect.poll(() => sent.includes('remote.loaded'), { timeout: 15_000 }).toBe(true);
    expect(sent.filter((name) => !name.startsWith('remote.'))).toEqual([]);
  });
});
