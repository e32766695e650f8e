import { ensureStable, escapeRegExp, promoteCopy, releaseCommand, servedVersion } from '../../fixtures/releases.ts';
import { expect, test } from '../../fixtures/test.ts';

/**
 * A team rolls its remote back: `npm run rollback -- search` swaps the stable pointer
 * back to the release the current one replaced; nothing is built, and the next page load draws it.
 */
test(
  'npm run rollback -- search: the next page load draws the previous release, without a rebuild',
  { tag: '@mutates' },
  async ({ page, searchBox }) => {
    const previous = await ensureStable('search');
    const { version: current } = await promoteCopy('search', 'rollback');

    await test.step(`search@${current} serves`, async () => {
      await expect.poll(() => servedVersion(page.request, 'search')).toBe(current);
      await page.goto('/');
      await expect(searchBox.slot.root).toHaveAttribute('data-release', `search@${current}`);
      await searchBox.slot.expectState('mounted');
    });

    const started = Date.now();
    const output = await releaseCommand('rollback', 'search');
    await test.step('the command swaps a pointer: one step, no build', async () => {
      expect(output).toContain(`[rollback] rollback: ${current} -> ${previous}; composition `);
      expect(output.trim().split('\n')).toHaveLength(1);
      expect(output).not.toMatch(/built|published/);
    });

    await test.step(`the next page load draws search@${previous}`, async () => {
      await expect.poll(() => servedVersion(page.request, 'search')).toBe(previous);
      await page.goto('/');
      await expect(searchBox.slot.root).toHaveAttribute('data-release', `search@${previous}`);
      await searchBox.slot.expectState('mounted');
      await expect(searchBox.input()).toBeVisible();
    });
    // A figure, not an assertion: from the command's start to a page drawn by the previous release.
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    test.info().annotations.push({ type: 'rollback to page', description: `${seconds} s` });

    const history = await releaseCommand('releases', 'search');
    expect(history).toContain(`search: stable ${previous}`);
    expect(history).toMatch(new RegExp(`rollback\\s+${escapeRegExp(previous)}\\s+from ${escapeRegExp(current)}`));
  },
);
