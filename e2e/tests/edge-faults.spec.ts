import { expect, test } from '../fixtures/test.ts';

// A published story of the demo world (the seed is deterministic).
const STORY = '/p/2506cfcda919';

test(
  'a hung API leaves the reader a clear error with a retry, and the shell usable',
  { tag: '@development' },
  async ({ page, topBar }) => {
    // The edge would render the story with its data; with no time for that (development-only
    // budget header), the browser asks the API itself, as it does after a client-side navigation.
    await page.setExtraHTTPHeaders({ 'inkpot-render-budget': '1' });
    let hang = true;
    // What the edge answers once its proxy timeout passes on a hung API.
    await page.route('**/_/graphql', async (route) => {
      if (!hang) return route.continue();
      await route.fulfill({
        status: 504,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'The Inkpot API did not answer in time. Please try again.' }),
      });
    });
    const response = await page.goto(STORY);
    expect(response?.status()).toBe(200);

    await test.step('the story area says what happened instead of showing its skeleton forever', async () => {
      await expect(page.getByRole('main').getByRole('alert')).toContainText('This story could not be loaded.');
      await expect(page.getByRole('status', { name: 'Loading story' })).toHaveCount(0);
    });

    await test.step('the shell still works: the top bar is mounted and its links navigate', async () => {
      await topBar.slot.expectState('mounted');
      await expect(topBar.logo()).toBeVisible();
    });

    await test.step('Try again loads the story once the API answers', async () => {
      hang = false;
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    });
  },
);

test('malformed URLs are a 400 page of ours, in paths and in queries', async ({ request }) => {
  for (const path of ['/%', '/@ann/%E0%A4%A', '/search?q=%', '/_/graphql?query=%']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(400);
    expect(await response.text(), path).not.toMatch(/URIError|at .*\.(ts|js):\d+/);
  }
});
