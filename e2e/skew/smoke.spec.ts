import type { APIRequestContext, Page, Response } from '@playwright/test';
import { signInAs } from '../fixtures/api-sign-in.ts';
import { edgeGraphql } from '../fixtures/edge-graphql.ts';
import { COMPOSITION } from '../fixtures/environment.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * The cross-remote smoke journeys of the version-skew matrix (`npm run test:skew`,
 * config/scripts/skew.mjs): each crosses remotes over the bus, the shared Apollo cache and the
 * host's slots. The runner serves every page from one composition snapshot (INKPOT_COMPOSITION) in
 * which one part is at its previous release, and names the snapshot and its releases
 * (INKPOT_SKEW_RELEASES, `name@version` by commas) in every test's report.
 */
const RELEASES = (process.env.INKPOT_SKEW_RELEASES ?? '').split(',').filter(Boolean);
const READER = 'reader@demo.inkpot.test';

test.beforeEach(async ({ page: _page }, testInfo) => {
  testInfo.annotations.push(
    { type: 'composition', description: COMPOSITION ?? '(the current composition)' },
    { type: 'releases', description: RELEASES.join(', ') || '(as the registry serves them)' },
    ...(process.env.INKPOT_SKEW_ROW ? [{ type: 'skew', description: `${process.env.INKPOT_SKEW_ROW} at N-1` }] : []),
  );
});

/** The page was drawn from the snapshot asked for, with the releases it holds. */
async function expectComposition(page: Page) {
  if (!COMPOSITION) return;
  const registry = await page.evaluate(
    () =>
      (
        JSON.parse(document.getElementById('inkpot-state')?.textContent ?? '{}') as {
          registry?: { composition?: string; remotes: { name: string; version: string }[] };
        }
      ).registry,
  );
  expect(registry?.composition, 'the composition the page was drawn from').toBe(COMPOSITION);
  const served = (registry?.remotes ?? []).map((release) => `${release.name}@${release.version}`);
  for (const release of RELEASES.filter((name) => !name.startsWith('shell'))) expect(served).toContain(release);
}

/** A document of the host release the snapshot names (its `Inkpot-Host` header). */
function expectHost(response: Response | null) {
  const host = RELEASES.find((name) => name.startsWith('shell@'));
  if (COMPOSITION && host)
    expect(response?.headers()['inkpot-host'], 'the host release').toBe(host.slice('shell@'.length));
}

test('sign in', async ({ page, topBar, signInModal, pageProblems }) => {
  expectHost(await page.goto('/'));
  await expectComposition(page);
  await test.step("the top bar's Sign in opens the auth remote's modal over the bus", async () => {
    await topBar.slot.expectState('mounted');
    await topBar.signIn().click();
    await signInModal.slot.expectState('mounted');
    await expect(signInModal.dialog()).toBeVisible();
  });
  await test.step('a signed-in reader is known to the whole page', async () => {
    const session = await signInAs(page.request, READER);
    await page.goto('/');
    await expect(topBar.banner.getByRole('button', { name: session.viewer.viewer.name })).toBeVisible();
    await expect(topBar.signIn()).toHaveCount(0);
  });
  expect(pageProblems).toEqual([]);
});

test.describe('a reader', () => {
  test.use({ account: 'reader' });

  test('top bar and menu', async ({ page, topBar, accountMenu, pageProblems }) => {
    expectHost(await page.goto('/'));
    await expectComposition(page);
    await topBar.slot.expectState('mounted');
    await accountMenu.open();
    const labels = await accountMenu.entryLabels();
    expect(labels[0]).toBe('Rae Reader');
    expect(labels).toContain('Settings');
    expect(labels.at(-1)).toBe('Sign out');
    expect(pageProblems).toEqual([]);
  });

  test('banner', async ({ page, bannerStack, pageProblems }) => {
    expectHost(await page.goto('/'));
    await expectComposition(page);
    await bannerStack.expectVariant('upsell');
    await expect(bannerStack.banner.getByRole('link', { name: 'Become a member' })).toHaveAttribute('href', '/plans');
    expect(pageProblems).toEqual([]);
  });
});

test('follow with toast', async ({ page, followButton, toastStack, pageProblems }) => {
  const session = await signInAs(page.request, READER);
  const writer = await aWriter(page.request, session.viewer.viewer.id);
  const unfollow = () =>
    edgeGraphql(
      page.request,
      'mutation ($id: ID!) { unfollowUser(targetUserId: $id) { __typename } }',
      { id: writer.id },
      session.xsrf,
    );
  await unfollow();
  expectHost(await page.goto(`/@${writer.username}`));
  await expectComposition(page);
  await followButton.slot.expectState('mounted');
  await followButton.expectFollowing(false);
  await followButton.button.click();
  await followButton.expectFollowing(true);
  await expect(toastStack.toast(`You're now following ${writer.name}.`)).toBeVisible();
  await unfollow();
  expect(pageProblems).toEqual([]);
});

test('search', async ({ page, searchBox, searchResults, pageProblems }) => {
  expectHost(await page.goto('/'));
  await expectComposition(page);
  const input = searchBox.input();
  await input.fill('night');
  await expect(searchBox.listbox()).toBeVisible();
  await expect(searchBox.options().filter({ hasText: 'Night Shift Engineering' })).toHaveCount(1);
  await input.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=night$/);
  await expect(searchResults.items().first()).toBeVisible();
  expect(pageProblems).toEqual([]);
});

/** A writer of the staff picks (not the reader), to follow and unfollow again. */
async function aWriter(request: APIRequestContext, notId: string) {
  const data = await edgeGraphql(
    request,
    '{ staffPicksFeed(paging: { limit: 25 }) { items { post { creator { id username name } } } } }',
  );
  type Writer = { id: string; username: string; name: string };
  const items = (data.staffPicksFeed as { items: { post: { creator: Writer } }[] }).items;
  const writer = items.map(({ post }) => post.creator).findLast((creator) => creator.id !== notId);
  if (!writer) throw new Error('The seed has no writer to follow');
  return writer;
}
