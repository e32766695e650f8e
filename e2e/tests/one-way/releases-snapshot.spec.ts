import type { RemoteRegistry } from '@inkpot/shared-contracts/registry';
import { ensureStable, promoteCopy, servedVersion } from '../../fixtures/releases.ts';
import { expect, test } from '../../fixtures/test.ts';

/**
 * A bug report carries the composition its page was drawn from (the `Inkpot-Composition` header);
 * `?composition=<id>` draws that page again after newer releases (issue 14).
 */
test('?composition=<id> of an older snapshot reproduces that composition after a newer deploy', async ({
  page,
  searchBox,
}) => {
  const older = await ensureStable('search');
  await expect.poll(() => servedVersion(page.request, 'search')).toBe(older);
  const document = await page.goto('/');
  const snapshot = document?.headers()['inkpot-composition'] ?? '';
  expect(snapshot).toMatch(/^[0-9a-f]{16}$/);
  await expect(searchBox.slot.root).toHaveAttribute('data-release', `search@${older}`);
  const releasesThen = ((await (await page.request.get('/_/registry.json')).json()) as RemoteRegistry).remotes;

  const { version: newer } = await promoteCopy('search', 'snapshot');
  await expect.poll(() => servedVersion(page.request, 'search')).toBe(newer);

  await test.step('the snapshot URL draws the older composition', async () => {
    const again = await page.goto(`/?composition=${snapshot}`);
    expect(again?.headers()['inkpot-composition']).toBe(snapshot);
    await expect(searchBox.slot.root).toHaveAttribute('data-release', `search@${older}`);
    await searchBox.slot.expectState('mounted');
    const replayed = (await (
      await page.request.get(`/_/registry.json?composition=${snapshot}`)
    ).json()) as RemoteRegistry;
    expect(replayed.remotes).toEqual(releasesThen);
  });

  await test.step('without it, the page is drawn by the newer release', async () => {
    const now = await page.goto('/');
    expect(now?.headers()['inkpot-composition']).not.toBe(snapshot);
    await expect(searchBox.slot.root).toHaveAttribute('data-release', `search@${newer}`);
  });

  await test.step('an unknown snapshot draws the current composition', async () => {
    await page.goto('/?composition=0000000000000000');
    await expect(searchBox.slot.root).toHaveAttribute('data-release', `search@${newer}`);
  });
});
