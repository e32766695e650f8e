import { expect, test } from '../fixtures/test.ts';
import { SearchBox } from '../pages/search.ts';
import { READER_AGENT } from '../fixtures/user-agents.ts';

interface PerformanceReport {
  client: { name: string; version: string };
  page?: string;
  events: { type: string; data: { value: number; release?: string; slot?: string } }[];
}

test.describe('field data', () => {
  test.use({ userAgent: READER_AGENT });

  test('a page view reports its web vitals once, with its page token, when it is hidden', async ({ page }) => {
    const searchBox = new SearchBox(page);
    await page.goto('/');
    await searchBox.slot.expectState('mounted');
    // An interaction, so the page has an INP to report.
    await searchBox.slot.root.click();
    const sent = page.waitForRequest((request) => request.url().includes('/_/clientele/reports/performance'));
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    const request = await sent;
    const report = request.postDataJSON() as PerformanceReport;
    expect(report.client.name).toBe('inkpot-shell');
    expect(report.page, 'the page token the edge gave the page').toMatch(/^[\w-]+\.[\w-]+$/);
    const types = report.events.map((event) => event.type);
    for (const type of ['fcp', 'lcp', 'ttfb', 'nav', 'resource']) expect(types).toContain(type);
    expect(new Set(types).size, 'each metric once').toBe(types.length);
    for (const event of report.events.filter(({ type }) => type !== 'nav' && type !== 'resource'))
      expect(event.data.value).toBeGreaterThanOrEqual(0);
    const response = await request.response();
    expect(response?.status()).toBe(204);
  });
});
