import type { RemoteRegistry } from '@inkpot/shared-contracts/registry';
import { ensureStable, promoteCopy, qaLink, releaseCommand, servedVersion } from '../../fixtures/releases.ts';
import { expect, test } from '../../fixtures/test.ts';

/**
 * A bug report carries the composition its page was drawn from (the `Inkpot-Composition` header);
 * `?composition=<id>` draws that page again after newer releases.
 */
test(
  '?composition=<id> of an older snapshot reproduces that composition after a newer deploy',
  { tag: '@mutates' },
  async ({ page, searchBox }) => {
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

    const withNewer = (await page.goto('/'))?.headers()['inkpot-composition'] ?? '';
    await releaseCommand('rollback', 'search', '--reason', 'e2e: withdrawn');
    await expect.poll(() => servedVersion(page.request, 'search')).toBe(older);

    await test.step('a snapshot holding the rolled-back release is not served to a reader following its link', async () => {
      const followed = await page.goto(`/?composition=${withNewer}`);
      expect(followed?.headers()['inkpot-composition']).not.toBe(withNewer);
      await expect(searchBox.slot.root).toHaveAttribute('data-release', `search@${older}`);
    });

    await test.step('QA opens it again with the signed link `npm run qa-link` prints', async () => {
      const link = await qaLink(withNewer);
      expect(link).toContain('composition_signature=');
      const signed = await page.goto(link);
      expect(signed?.headers()['inkpot-composition']).toBe(withNewer);
      await expect(searchBox.slot.root).toHaveAttribute('data-release', `search@${newer}`);
      // Tampered with: the reader's composition again.
      await page.goto(link.replace(/composition_expires=\d+/, 'composition_expires=9999999999'));
      await expect(searchBox.slot.root).toHaveAttribute('data-release', `search@${older}`);
    });
  },
);
