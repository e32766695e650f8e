import type { Browser, Page } from '@playwright/test';
import { signInAs } from '../../fixtures/api-sign-in.ts';
import { axeViolations } from '../../fixtures/axe.ts';
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
import { READER_AGENT } from '../../fixtures/user-agents.ts';

/** One reader's page view of the home page, hidden at the end so that it reports its web vitals. */
async function readerPageView(browser: Browser, baseURL: string, visitorId: string) {
  const context = await browser.newContext({ baseURL, userAgent: READER_AGENT });
  await context.addCookies([visitorCookie(visitorId, baseURL)]);
  const page = await context.newPage();
  try {
    const searchBox = new SearchBox(page);
    const outcome = page.waitForResponse(
      (response) => response.url().endsWith('/_/graphql') && /remote\.loaded/.test(response.request().postData() ?? ''),
    );
    await page.goto('/');
    await searchBox.slot.expectState('mounted');
    await searchBox.slot.root.click();
    await outcome;
    const reported = page.waitForResponse((response) => response.url().includes('/_/clientele/reports/performance'));
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    expect((await reported).status()).toBe(204);
  } finally {
    await context.close();
  }
}

const consoleSection = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.describe('the release console', { tag: '@mutates' }, () => {
  test.use({ userAgent: READER_AGENT });
  test.afterEach(async () => {
    if ((await registry.channels('search')).canary) await registry.rollback('search');
  });

  test('is not found for anyone but staff', async ({ page }) => {
    const visitor = await page.goto('/_/console');
    expect(visitor?.status()).toBe(404);
    await expect(page.locator('[data-page="not-found"]')).toBeVisible();
    await signInAs(page.request, 'reader@demo.inkpot.test');
    expect((await page.goto('/_/console'))?.status()).toBe(404);
  });

  test("shows a canary beside stable with real pages' web vitals, and rolls it back through the registry under the staff member's name", async ({
    browser,
    baseURL,
    page,
    request,
  }) => {
    test.slow();
    if (!baseURL) throw new Error('The suite has no baseURL.');
    const stable = await ensureStable('search');
    const canary = await promoteCopy('search', 'console', 50);
    await edgeServes(request, canary.composition);
    const { inside, outside } = await visitorsAround(request, 'search', canary.version, { inside: 2, outside: 2 });
    await test.step('four readers load the home page: two in the canary, two on stable', async () => {
      for (const visitorId of [...inside, ...outside]) await readerPageView(browser, baseURL, visitorId);
    });

    await signInAs(page.request, 'staff@demo.inkpot.test');
    const answer = await page.goto('/_/console');
    expect(answer?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/release console/);

    const search = consoleSection(page, 'search');
    await expect(search).toContainText(`canary ${canary.version} to 50% of visitors`);
    await expect(search.getByRole('heading', { name: /^Canary verdict: / })).toBeVisible();
    // The plots of the live and canary releases, each an image with its words.
    const failures = search.getByRole('img', { name: 'Failure rate' });
    await expect(failures).toBeVisible();
    await expect(search.locator('#search-failureRate-summary')).toContainText(`stable ${stable}`);
    await expect(search.locator('#search-failureRate-summary')).toContainText(`canary ${canary.version}`);
    // Whole pages: the LCP of the page views just made.
    const pages = consoleSection(page, 'Whole pages');
    await expect(pages.getByRole('img', { name: 'LCP p75 (ms)' })).toBeVisible();
    await expect(pages.locator('#pages-lcpP75-summary')).toContainText('home');

    expect(await axeViolations(page, 'body')).toEqual([]);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: test.info().outputPath(`release-console-${width}.png`), fullPage: false });
      await search.screenshot({ path: test.info().outputPath(`release-console-search-${width}.png`) });
    }

    await test.step('Roll back the canary: the registry does it, and the history says who', async () => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await search.getByRole('button', { name: `Roll back the canary ${canary.version}` }).click();
      await expect(page.getByRole('status')).toContainText(`search: rollback from ${canary.version} to ${stable}.`);
      await expect(consoleSection(page, 'search')).toContainText('no canary');
      const channels = await registry.channels('search');
      expect(channels.canary).toBeNull();
      expect(channels.history[0]).toMatchObject({ action: 'rollback', actor: 'demo_staff (console)' });
    });
  });
});
