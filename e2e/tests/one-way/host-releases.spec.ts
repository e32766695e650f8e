/**
 * The host is released like a remote: a deploy makes every new page use the new host, a tab opened
 * before it keeps working (the files it loaded stay served), and a rollback is a pointer swap.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { publishHostCopy, registry, releaseCommand } from '../../fixtures/releases.ts';

/** The host release the edge makes new documents with (its `Inkpot-Host` header). */
async function servedHost(request: APIRequestContext) {
  return (await request.get('/')).headers()['inkpot-host'] ?? null;
}

/** Moves the page to `path` the way an in-app link does: the host's router, no document load. */
async function navigateInPage(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
}

test('a tab opened before a host deploy moves to another page after it without an error; a rollback swaps back', async ({
  page,
  request,
}) => {
  const first = await publishHostCopy('before');
  await registry.promote('shell', first.version);
  await expect.poll(() => servedHost(request)).toBe(first.version);

  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  const chunkAnswers: { url: string; status: number }[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/_/shell/')) chunkAnswers.push({ url: response.url(), status: response.status() });
  });
  await page.goto('/');
  await expect(page.locator('[data-slot="top-bar"][data-state="mounted"]')).toBeVisible();
  const loadedBefore = chunkAnswers.length;

  const second = await publishHostCopy('after');
  await registry.promote('shell', second.version);
  await expect.poll(() => servedHost(request)).toBe(second.version);

  // The old tab's next page needs code it has not loaded yet: the first release's chunks.
  await navigateInPage(page, '/@rosabergstrom');
  await expect(page.locator('[data-page="user-profile"]')).toBeVisible();
  const loadedAfter = chunkAnswers.slice(loadedBefore);
  expect(loadedAfter.length, 'the profile page loaded chunks of its own').toBeGreaterThan(0);
  for (const answer of loadedAfter) {
    expect(answer.status, answer.url).toBe(200);
    // Chunks of the release the tab was opened with, which the new release does not have.
    expect(
      first.chunks.some((hash) => answer.url.includes(hash)),
      answer.url,
    ).toBe(true);
  }
  expect(problems).toEqual([]);

  const started = Date.now();
  const output = await releaseCommand('rollback', 'shell');
  const took = Date.now() - started;
  expect(output).toContain(`rollback: ${second.version} -> ${first.version}`);
  expect(took, 'the rollback command').toBeLessThan(5000);
  await expect.poll(() => servedHost(request)).toBe(first.version);
  test.info().annotations.push({ type: 'host rollback', description: `${took} ms for the command` });
});
