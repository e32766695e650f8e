import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { SearchBox } from '../pages/search.ts';
import { READER_AGENT } from '../fixtures/user-agents.ts';

interface PerformanceReport {
  client: { name: string; version: string };
  page?: string;
  events: {
    type: string;
    data: { value: number; release?: string; slot?: string; pageType?: string; loggedIn?: boolean; member?: boolean };
  }[];
}

/** The page goes to the background: what it measured is reported (web-vitals and the host listen for this). */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });

test.describe('field data', () => {
  test.use({ userAgent: READER_AGENT });

  test('a page view reports its web vitals once, with its page token, when it is hidden', async ({ page }) => {
    const searchBox = new SearchBox(page);
    await page.goto('/');
    await searchBox.slot.expectState('mounted');
    // An interaction, so the page has an INP to report.
    await searchBox.slot.root.click();
    const sent = page.waitForRequest((request) => request.url().includes('/_/clientele/reports/performance'));
    await hide(page);
    const request = await sent;
    const report = request.postDataJSON() as PerformanceReport;
    expect(report.client.name).toBe('inkpot-shell');
    expect(report.page, 'the page token the edge gave the page').toMatch(/^[\w-]+\.[\w-]+$/);
    const types = report.events.map((event) => event.type);
    for (const type of ['fcp', 'lcp', 'ttfb', 'nav', 'resource']) expect(types).toContain(type);
    const vitals = types.filter((type) => ['fcp', 'lcp', 'inp', 'cls', 'ttfb', 'nav', 'resource'].includes(type));
    expect(new Set(vitals).size, 'each metric once').toBe(vitals.length);
    for (const event of report.events.filter(({ type }) => type !== 'nav' && type !== 'resource'))
      expect(event.data.value).toBeGreaterThanOrEqual(0);
    const response = await request.response();
    expect(response?.status()).toBe(204);
  });

  test("a page load tells when it was ready, and a link's preload and its success, to the same intake", async ({
    page,
  }) => {
    const reports: PerformanceReport[] = [];
    const answers: number[] = [];
    page.on('requestfinished', (request) => {
      if (!request.url().includes('/_/clientele/reports/performance')) return;
      reports.push(request.postDataJSON() as PerformanceReport);
      void request.response().then((response) => answers.push(response?.status() ?? 0));
    });
    const searchBox = new SearchBox(page);
    await page.goto('/');
    // The page has taken over from the server's HTML (its slots mount after it): links preload now.
    await searchBox.slot.expectState('mounted');
    const story = page.locator('.ink-story-card h2 a, .ink-story-card h3 a').first();
    await test.step("the reader's intent on a story's link preloads the story's page", async () => {
      await story.hover();
    });
    const eventsOf = (type: string) =>
      reports.flatMap((report) => report.events).filter((event) => event.type === type);
    // The first hiding sends the report; a preload that finished after it goes out on the next one.
    await expect
      .poll(async () => {
        await hide(page);
        return eventsOf('page_preload_success').length;
      })
      .toBeGreaterThan(0);
    const [ready] = eventsOf('ready');
    expect(eventsOf('ready')).toHaveLength(1);
    expect(ready?.data).toMatchObject({ pageType: 'homepage', loggedIn: false, member: false });
    expect(ready?.data.value).toBeGreaterThan(0);
    expect(eventsOf('page_preload').at(0)?.data).toMatchObject({ pageType: 'post' });
    expect(eventsOf('page_preload_success').at(0)?.data).toMatchObject({ pageType: 'post' });
    expect(eventsOf('page_preload_success').at(0)?.data.value).toBeGreaterThanOrEqual(0);
    expect(
      reports.every((report) => /^[\w-]+\.[\w-]+$/.test(report.page ?? '')),
      'each with the page token',
    ).toBe(true);
    await expect.poll(() => answers.length).toBe(reports.length);
    expect(answers.every((status) => status === 204)).toBe(true);
  });
});
