import path from 'node:path';
import { expect, test } from '../fixtures/test.ts';

// Screenshots of the search surfaces for a person to look at: the suggestion popover
// and each results tab at 1280 and 375 px. On demand: INKPOT_E2E_LOOK=1 (into
// e2e/screenshots/search, or INKPOT_E2E_LOOK_DIR).
// From this file, not the working directory: Playwright may be started from the root or from e2e/.
const OUT = process.env.INKPOT_E2E_LOOK_DIR ?? path.join(import.meta.dirname, '..', 'screenshots', 'search');
test.skip(!process.env.INKPOT_E2E_LOOK, 'screenshots on demand (INKPOT_E2E_LOOK=1)');

const TABS = [
  ['posts', 'night'],
  ['users', 'a'],
  ['publications', 'night'],
  ['tags', 'trav'],
  ['lists', 'weekend'],
] as const;

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('suggestion popover', async ({ page, searchBox }) => {
      await page.goto('/');
      await searchBox.input().fill('night');
      await expect(searchBox.listbox().getByRole('group', { name: 'Stories' })).toBeVisible();
      await page.screenshot({ path: `${OUT}/${width}-popover.png` });
    });

    test('results tabs', async ({ page, searchResults }) => {
      for (const [category, q] of TABS) {
        await page.goto(`/search/${category}?q=${q}`);
        await expect(searchResults.items().first()).toBeVisible();
        await page.screenshot({ path: `${OUT}/${width}-results-${category}.png`, fullPage: true });
      }
    });
  });
}
