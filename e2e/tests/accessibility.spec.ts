import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations } from '../fixtures/axe.ts';
import { API_URL, expect, test } from '../fixtures/test.ts';

/**
 * axe-core on whole pages, every remote's surfaces mounted together: a rule such as one banner
 * per page, or no content outside a landmark, is about the composition, which no remote's own
 * test (each scoped to its surface) can see.
 */

interface Pick {
  mediumUrl: string;
  isLocked: boolean;
  creator: { username: string };
  collection: { slug: string } | null;
}

/** Home, search, and a free and a member-only story, a writer and a publication of the seed (from the API). */
async function everyonesPages(request: APIRequestContext): Promise<string[]> {
  const response = await request.post(`${API_URL}/_/graphql`, {
    data: {
      query:
        '{ staffPicksFeed(paging: { limit: 25 }) { items { post { mediumUrl isLocked creator { username } collection { slug } } } } }',
    },
  });
  const picks = ((await response.json()) as { data: { staffPicksFeed: { items: Array<{ post: Pick }> } } }).data
    .staffPicksFeed.items;
  const free = picks.find((item) => !item.post.isLocked)?.post;
  const locked = picks.find((item) => item.post.isLocked)?.post;
  const publication = picks.find((item) => item.post.collection)?.post.collection;
  if (!free || !locked || !publication)
    throw new Error('The seed has no free story, member-only story or publication among the staff picks.');
  return [
    '/',
    free.mediumUrl,
    locked.mediumUrl,
    `/@${free.creator.username}`,
    `/${publication.slug}`,
    '/search?q=night',
  ];
}

/** Waits until the page has hydrated and every slot of it has mounted or fallen back. */
async function settled(page: Page) {
  // The page has taken over from the server's HTML (a key pressed before that can land elsewhere).
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-slot][data-state]')].every(
      (slot) => slot.getAttribute('data-state') !== 'loading',
    ),
  );
}

/**
 * Waits for the page's finite animations and transitions (a menu or banner fading in) to end: axe
 * reads colours as they are drawn, and a half-faded text fails contrast.
 */
async function still(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** axe on the whole page, once it is still. */
async function wholePageViolations(page: Page) {
  await still(page);
  return axeViolations(page, 'body');
}

/** Each page at both widths (small screens have the second bar), with what axe found on it. */
async function violationsOn(page: Page, paths: readonly string[]) {
  const found: Record<string, string[]> = {};
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of paths) {
      await page.goto(path);
      await settled(page);
      const violations = await wholePageViolations(page);
      if (violations.length > 0) found[`${width} ${path}`] = violations;
    }
  }
  return found;
}

/**
 * The keyboard's first stop is the skip link, shown when focused; it takes the focus into the page
 * (past the banners, the top bar and a member's sidebar) without a fragment in the address.
 */
async function expectSkipLinkFirst(page: Page) {
  await page.goto('/');
  await settled(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  expect(new URL(page.url()).hash).toBe('');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
}

test.describe('a visitor', () => {
  test('the first Tab reaches "Skip to content", which leads into the page', async ({ page }) => {
    await expectSkipLinkFirst(page);
  });

  test('axe finds nothing on the pages, nor with the sign-in modal open', async ({
    page,
    request,
    topBar,
    signInModal,
    pageProblems,
  }) => {
    const paths = [...(await everyonesPages(request)), '/plans', '/m/signin', '/no-such-page-here'];
    expect(await violationsOn(page, paths)).toEqual({});

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await topBar.signIn().click();
    await expect(signInModal.dialog()).toBeVisible();
    expect(await wholePageViolations(page)).toEqual([]);
    expect(pageProblems.filter((problem) => !problem.includes('the server responded with a status of 404'))).toEqual(
      [],
    );
  });
});

// The Google stand-in is the local OpenID provider, which runs in development only.
test.describe('a visitor offered Google one-tap', { tag: '@development' }, () => {
  test.use({ oneTap: true });

  test("axe finds nothing with the prompt's frame on the page, nor with the card for a new address", async ({
    page,
    oneTapPrompt,
    pageProblems,
  }) => {
    await page.goto('/');
    await oneTapPrompt.expectPrompt();
    expect(await wholePageViolations(page)).toEqual([]);

    await oneTapPrompt.pick('Nova Newcomer');
    await expect(oneTapPrompt.card).toHaveAttribute('data-view', 'available');
    expect(await wholePageViolations(page)).toEqual([]);
    expect(pageProblems).toEqual([]);
  });
});

test.describe('a member', () => {
  test.use({ account: 'member' });

  test('the first Tab reaches "Skip to content", which leads past the sidebar into the page', async ({ page }) => {
    await expectSkipLinkFirst(page);
  });

  test('axe finds nothing on the pages, nor with the account menu open', async ({
    page,
    request,
    accountMenu,
    pageProblems,
  }) => {
    const paths = [
      ...(await everyonesPages(request)),
      '/me/notifications',
      '/me/settings',
      '/me/following/suggestions',
      '/manage-membership',
    ];
    expect(await violationsOn(page, paths)).toEqual({});

    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto('/');
    await accountMenu.open();
    expect(await wholePageViolations(page)).toEqual([]);
    expect(pageProblems).toEqual([]);
  });
});

const ANNOUNCER = '#inkpot-route-announcer';

/** Home, settled, and the link of a story in its page. */
async function homeWithStoryLink(page: Page, request: APIRequestContext) {
  const story = (await everyonesPages(request))[1];
  await page.goto('/');
  await settled(page);
  return page.locator(`main a[href="${story}"]`).first();
}

test.describe('a visitor moving between pages in the app', () => {
  test("the new page's title is announced (the browser says nothing when the host swaps the page)", async ({
    page,
    request,
    pageProblems,
  }) => {
    const storyLink = await homeWithStoryLink(page, request);
    const announcer = page.locator(ANNOUNCER);
    await expect(announcer).toHaveAttribute('aria-live', 'polite');
    // The page the browser loaded is the browser's to announce.
    await expect(announcer).toHaveText('');
    await storyLink.click();
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    await expect(announcer).toContainText(heading ?? 'no heading');
    expect(await announcer.textContent()).toBe(await page.title());
    expect(pageProblems).toEqual([]);
  });

  test('a keyboard reader who followed a link in the page goes on in the new page', async ({
    page,
    request,
    pageProblems,
  }) => {
    await (await homeWithStoryLink(page, request)).focus();
    await page.keyboard.press('Enter');
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    await expect(page.locator(ANNOUNCER)).toContainText(heading ?? 'no heading');
    // The link went with the home page: the focus is in the story's main, not back at the top.
    await expect(page.locator('main')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
    // A link of the top bar is still there after the navigation it made: the focus stays on it.
    const logo = page.getByRole('banner').locator('a[href="/"]');
    await logo.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator(ANNOUNCER)).not.toContainText(heading ?? 'no heading');
    await expect(logo).toBeFocused();
    expect(pageProblems).toEqual([]);
  });
});
