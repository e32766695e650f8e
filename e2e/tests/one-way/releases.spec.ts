import type { Page, Response, Route } from '@playwright/test';
import { releaseCommand as release } from '../../fixtures/releases.ts';
import type { SearchBox } from '../../pages/search.ts';
import { expect, test } from '../../fixtures/test.ts';

// With the host's remote cache worker, as readers have it: a tampered file must be refused through it too.
test.use({ serviceWorkers: 'allow' });

/** The script URLs the home page loaded once the search box is there. */
async function scriptsOf(page: Page, searchBox: SearchBox) {
  const scripts: string[] = [];
  const record = (response: Response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  };
  page.on('response', record);
  await page.goto('/');
  await expect(searchBox.input()).toBeVisible();
  await page.waitForLoadState('networkidle');
  page.off('response', record);
  return scripts;
}

/**
 * A team deploys the search remote through the release registry (this changes the composition
 * every later page gets, so it runs after the other tests: playwright.config.ts).
 */
test(
  'npm run deploy -- search: the next page load takes the release; no other remote moves',
  { tag: '@mutates' },
  async ({ page, searchBox }) => {
    test.setTimeout(240_000);
    const before = await scriptsOf(page, searchBox);
    const searchOrigin = new URL(before.find((url) => /__federation_expose_search_box/.test(url)) ?? '').origin;

    const output = await release('deploy', 'search');
    expect(output).toMatch(/\[deploy\] passed the gate and registered/);
    const version = /promoted (\S+) /.exec(output)?.[1] ?? '';
    expect(version).not.toBe('');

    // The edge asks the registry at most every 2 s (COMPOSITION_TTL_MS): the release is there within that.
    await expect
      .poll(async () => JSON.stringify(await (await page.request.get('/_/registry.json')).json()), { timeout: 10_000 })
      .toContain(`/releases/${version}/mf-manifest.json`);
    const after = await scriptsOf(page, searchBox);
    const versioned = `${searchOrigin}/releases/${version}/`;
    expect(after.filter((url) => url.startsWith(searchOrigin)).every((url) => url.startsWith(versioned))).toBe(true);
    // The page's remote entries in one response are named by every release of the page, so their
    // address moves with search's; nothing else may.
    const combined = (urls: string[]) => urls.filter((url) => url.includes('/_/shell/remote-entries/'));
    expect(combined(after)).toHaveLength(1);
    expect(combined(after)).not.toEqual(combined(before));
    const others = (urls: string[]) =>
      urls.filter((url) => !url.startsWith(searchOrigin) && !url.includes('/_/shell/remote-entries/')).sort();
    expect(others(after)).toEqual(others(before));

    // The slot says which release drew it.
    await expect(searchBox.slot.root).toHaveAttribute('data-release', `search@${version}`);
    // The search box of the deployed release works.
    await searchBox.input().fill('night');
    await expect(searchBox.listbox().getByRole('option').first()).toBeVisible();

    const history = await release('releases', 'search');
    expect(history).toContain(`search: stable ${version}`);
    expect(history).toMatch(/promote\s+\S+/);

    // A tampered file of a registry release is refused: the slot falls back, and the report names
    // the release. (The entry is changed on its way to the browser; its SRI no longer matches.)
    const reports: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') reports.push(message.text());
    });
    // The browser context's route: it also sees what the host's remote cache worker fetches for the page.
    const tamper = async (route: Route) => {
      const original = await route.fetch();
      await route.fulfill({ response: original, body: `${await original.text()}\n// tampered` });
    };
    await page.context().route(`${versioned}remote-entry.*.js`, tamper);
    // The page's entries in one response are tampered too: the browser refuses that script by its
    // integrity, and each remote loads its own entry.
    // (By path: its URL's query names the page's parcels.)
    await page.context().route((url) => url.pathname.startsWith('/_/shell/remote-entries/'), tamper);
    await page.goto('/');
    await searchBox.slot.expectState('fallback');
    expect(reports.some((text) => text.includes(`Remote "search" (version ${version}) failed`))).toBe(true);
  },
);
