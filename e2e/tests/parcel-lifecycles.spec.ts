import type { Page } from '@playwright/test';
import { edgeGraphql as graphql, storyPath } from '../fixtures/edge-graphql.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Every remote's page parcels go through their whole life in the browser: mounted by a page,
 * updated (new props or new state), and unmounted when the reader moves on in the page (client-side
 * navigation, no reload). None may die on the way: no uncaught error or rejection, and no console
 * error of single-spa's saying a parcel 'died in status ...'. Several instances of one parcel (the
 * member-only stars of a list) are the case that once failed: each star died unmounting.
 */

/** Uncaught errors and rejections of the page, and console errors about a parcel that died. */
function parcelDeaths(page: Page): string[] {
  const deaths: string[] = [];
  page.on('pageerror', (error) => deaths.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /died in status|unmountComponentAtNode/.test(message.text())) {
      deaths.push(`console.error: ${message.text()}`);
    }
  });
  return deaths;
}

/** Every slot of this name on the page has its parcel mounted (at least `count` of them). */
async function expectMounted(page: Page, slot: string, count = 1) {
  const slots = page.locator(`[data-slot="${slot}"]`);
  await expect.poll(() => slots.count(), { message: `${slot} slots`, timeout: 10_000 }).toBeGreaterThanOrEqual(count);
  await expect(page.locator(`[data-slot="${slot}"]:not([data-state="mounted"])`)).toHaveCount(0, { timeout: 10_000 });
}

/** Moves the page to `path` the way an in-app link does: the host's router, no document load. */
async function navigateInPage(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
}

/** Marks the document, so a test can tell later that no navigation reloaded it. */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as { __lifecycleMark?: number }).__lifecycleMark = 1));
const sameDocument = (page: Page) => page.evaluate(() => (window as { __lifecycleMark?: number }).__lifecycleMark);

/** Lets the unmounts of the last navigation settle (a parcel dies asynchronously). */
const settle = (page: Page) => page.waitForTimeout(500);

test.describe('parcel lifecycles, as a visitor', () => {
  test("membership's member stars and friend badge, notifications' follow and newsletter buttons: mounted, updated, left by the logo", async ({
    page,
    topBar,
  }) => {
    const deaths = parcelDeaths(page);
    await page.goto('/@rosabergstrom');
    await markDocument(page);
    await topBar.slot.expectState('mounted');
    await expectMounted(page, 'member-star', 2);
    await expectMounted(page, 'follow-button');
    await expectMounted(page, 'newsletter-button');

    await test.step('a star updates: its popover opens and closes', async () => {
      const star = page.locator('[data-slot="member-star"]').first();
      await star.getByRole('button', { name: 'Member-only story' }).click();
      await expect(star.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(star.getByRole('dialog')).toHaveCount(0);
    });

    await test.step("another writer's profile: the buttons and the badge for that writer", async () => {
      await navigateInPage(page, '/@demo_friend');
      await expectMounted(page, 'friend-badge');
      await expectMounted(page, 'follow-button');
      await expectMounted(page, 'newsletter-button');
      await expect(page.getByTestId('newsletter-button')).toHaveAccessibleName(/Frankie Friend/);
      await navigateInPage(page, '/@rosabergstrom');
      await expectMounted(page, 'member-star', 2);
      await expect(page.locator('[data-slot="friend-badge"]')).toHaveCount(0);
    });

    await test.step('the logo leaves the profile: every star, button and badge unmounts', async () => {
      await topBar.logo().click();
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await expect(page.locator('[data-slot="newsletter-button"]')).toHaveCount(0);
      await settle(page);
    });
    expect(await sameDocument(page)).toBe(1);
    expect(deaths).toEqual([]);
  });

  test("navigation's publication nav, notifications' post menu, search's results, membership's plans page and auth's embedded sign-in: mounted, updated, left", async ({
    page,
    topBar,
  }) => {
    const deaths = parcelDeaths(page);
    const { staffPicksFeed } = await graphql<{ staffPicksFeed: { items: { post: { mediumUrl: string } }[] } }>(
      page.request,
      '{ staffPicksFeed(paging: { limit: 2 }) { items { post { mediumUrl } } } }',
    );
    const [first, second] = staffPicksFeed.items.map(({ post }) => storyPath(post));
    if (!first || !second) throw new Error('The seed has fewer than two staff picks');

    await page.goto('/the-long-margin');
    await markDocument(page);
    await topBar.slot.expectState('mounted');
    await expectMounted(page, 'publication-nav');

    await test.step('two stories in turn: the post menu for each', async () => {
      await navigateInPage(page, first);
      await expectMounted(page, 'post-menu');
      await expect(page.locator('[data-slot="publication-nav"]')).toHaveCount(0);
      await navigateInPage(page, second);
      await expectMounted(page, 'post-menu');
    });

    await test.step('search results for one query, then another', async () => {
      await navigateInPage(page, '/search?q=the');
      await expectMounted(page, 'search-results');
      await navigateInPage(page, '/search?q=ink');
      await expectMounted(page, 'search-results');
    });

    await test.step('the plans page, then the sign-in page', async () => {
      await navigateInPage(page, '/plans');
      await expectMounted(page, 'page');
      await navigateInPage(page, '/m/signin');
      await expectMounted(page, 'sign-in-page');
      await navigateInPage(page, '/');
      await expect(page.locator('[data-slot="sign-in-page"]')).toHaveCount(0);
      await settle(page);
    });
    expect(await sameDocument(page)).toBe(1);
    expect(deaths).toEqual([]);
  });
});

test.describe('parcel lifecycles, as an editor and member', () => {
  test.use({ account: 'member' });

  test("navigation's manage menu and publication nav, membership's manage page: mounted, updated, left by the logo", async ({
    page,
    topBar,
  }) => {
    const deaths = parcelDeaths(page);
    await page.goto('/night-shift-engineering');
    await markDocument(page);
    await topBar.slot.expectState('mounted');
    await expectMounted(page, 'publication-nav');
    await expectMounted(page, 'publication-manage');
    await navigateInPage(page, '/manage-membership');
    await expectMounted(page, 'page');
    await expect(page.locator('[data-slot="publication-manage"]')).toHaveCount(0);
    // Another publication: its navigation, without a Manage menu (not its editor).
    await navigateInPage(page, '/the-long-margin');
    await expectMounted(page, 'publication-nav');
    await expect(page.locator('[data-slot="page"]')).toHaveCount(0);
    await topBar.logo().click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.locator('[data-slot="publication-nav"]')).toHaveCount(0);
    await settle(page);
    expect(await sameDocument(page)).toBe(1);
    expect(deaths).toEqual([]);
  });
});
