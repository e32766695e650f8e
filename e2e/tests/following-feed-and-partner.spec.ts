/**
 * The following feed (/me/following-feed/writers, the sidebar's Following, and one followed writer
 * or publication at a time) and the Partner Program landing (/partner-program, the account menu's
 * 'Apply to the Partner Program'), against the running system. Nothing here changes the seed world:
 * joining the program is in one-way/partner-program-enroll.spec.ts.
 */
import type { Page } from '@playwright/test';
import { edgeGraphql } from '../fixtures/edge-graphql.ts';
import { expect, test } from '../fixtures/test.ts';

type FeedStory = {
  title: string;
  firstPublishedAt: string;
  creator: { name: string };
  collection: { name: string } | null;
};

/** The first page of the reader's following feed as the API answers it, optionally for one followed entity. */
async function apiFeed(page: Page, filter?: { entityType: 'USER' | 'COLLECTION'; entityId: string }) {
  const data = await edgeGraphql<{ followingFeed: { items: { post: FeedStory }[] } }>(
    page.request,
    `query ($filter: FollowingFeedFilter) { followingFeed(filter: $filter, paging: { limit: 10 }) {
      items { post { title firstPublishedAt creator { name } collection { name } } } } }`,
    { filter: filter ?? null },
  );
  return data.followingFeed.items.map((item) => item.post);
}

async function shoot(page: Page, name: string, outputPath: (name: string) => string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: outputPath(`${name}-${width}.png`), fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const cardTitles = (page: Page, list: string) =>
  page.getByRole('list', { name: list }).locator('.ink-story-card__title').allInnerTexts();

test.describe('the following feed', () => {
  test.use({ account: 'reader' });

  test('the sidebar’s Following opens the stories of everything followed, newest first, 10 a page; a tab narrows them to one', async ({
    page,
    topBar,
    sidebar,
    pageProblems,
  }, testInfo) => {
    const ALL = 'Stories from the writers and publications you follow';
    await page.goto('/');
    // Open on a wide screen once the navigation remote has mounted it; closed (behind the toggle) otherwise.
    await sidebar.slot.expectState('mounted');
    if (!(await sidebar.nav().isVisible())) await topBar.sidebarToggle().click();
    await expect(sidebar.nav()).toBeVisible();
    await sidebar.nav().getByRole('link', { name: 'Following', exact: true }).click();
    await expect(page).toHaveURL(/\/me\/following-feed\/writers$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Following' })).toBeVisible();

    await test.step('the first page is the API’s, newest first', async () => {
      const expected = await apiFeed(page);
      expect(expected).toHaveLength(10);
      const dates = expected.map((story) => Date.parse(story.firstPublishedAt));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      await expect(page.getByRole('list', { name: ALL }).getByRole('article')).toHaveCount(10);
      expect(await cardTitles(page, ALL)).toEqual(expected.map((story) => story.title));
      await shoot(page, 'following-feed', testInfo.outputPath.bind(testInfo));
    });

    await test.step('Show more adds the next page', async () => {
      await page.getByRole('button', { name: 'Show more' }).click();
      await expect(page.getByRole('list', { name: ALL }).getByRole('article')).toHaveCount(20);
    });

    await test.step('a followed publication’s tab shows only its stories, with its follow button', async () => {
      const tabs = page.getByRole('navigation', { name: 'Whose stories' });
      const publicationTab = tabs.locator('a[href^="/me/following-feed/publications/"]').first();
      const name = (await publicationTab.innerText()).trim();
      const entityId = (await publicationTab.getAttribute('href'))?.split('/').pop() ?? '';
      await publicationTab.click();
      await expect(page).toHaveURL(new RegExp(`/me/following-feed/publications/${entityId}$`));
      await expect(tabs.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
      const header = page.getByRole('region', { name });
      await expect(header.getByRole('heading', { name })).toBeVisible();
      await expect(header.locator('[data-slot="follow-button"]')).toBeVisible();
      const expected = await apiFeed(page, { entityType: 'COLLECTION', entityId });
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.every((story) => story.collection?.name === name)).toBe(true);
      await expect(page.getByRole('list', { name: `Stories from ${name}` }).getByRole('article')).toHaveCount(
        expected.length,
      );
      expect(await cardTitles(page, `Stories from ${name}`)).toEqual(expected.map((story) => story.title));
      await shoot(page, 'following-feed-publication', testInfo.outputPath.bind(testInfo));
    });

    await test.step('a followed writer’s address, loaded afresh, is drawn by the edge with their stories', async () => {
      const tab = page
        .getByRole('navigation', { name: 'Whose stories' })
        .locator('a[href^="/me/following-feed/writers/"]')
        .first();
      const name = (await tab.innerText()).trim();
      const href = (await tab.getAttribute('href')) ?? '';
      const response = await page.request.get(href, { headers: { accept: 'text/html' } });
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain(`Stories from ${name}`);
      await page.goto(href);
      const expected = await apiFeed(page, { entityType: 'USER', entityId: href.split('/').pop() ?? '' });
      expect(expected.every((story) => story.creator.name === name)).toBe(true);
      expect(await cardTitles(page, `Stories from ${name}`)).toEqual(expected.map((story) => story.title));
    });
    expect(pageProblems).toEqual([]);
  });
});

test('a visitor on the following feed is asked to sign in', async ({ page, signInModal }) => {
  await page.goto('/me/following-feed/writers');
  await expect(page.getByText('Sign in to read the stories of the writers and publications you follow.')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(signInModal.dialog()).toBeVisible();
});

test.describe('the Partner Program landing', () => {
  test('a visitor reads what it is and who can apply, and applying opens sign-in', async ({
    page,
    signInModal,
  }, testInfo) => {
    await page.goto('/partner-program');
    await expect(page.getByRole('heading', { level: 1, name: "Earn from members' reading." })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'A membership' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payout information' })).toBeVisible();
    await shoot(page, 'partner-program-visitor', testInfo.outputPath.bind(testInfo));
    await page.getByRole('button', { name: 'Apply to the Partner Program' }).click();
    await expect(signInModal.dialog()).toBeVisible();
  });

  test.describe('as a reader without a membership', () => {
    test.use({ account: 'reader' });

    test('the account menu’s entry leads there, and it names what is missing with where to add it', async ({
      page,
      accountMenu,
    }, testInfo) => {
      await page.goto('/');
      await accountMenu.open();
      await accountMenu.entry('Apply to the Partner Program').click();
      await expect(page).toHaveURL(/\/partner-program$/);
      await expect(page.getByText('Before you can join, you still need:')).toBeVisible();
      const missing = page.locator('.ink-partner__missing');
      await expect(missing.getByRole('link', { name: 'Become a member' })).toHaveAttribute('href', '/plans');
      await expect(missing.getByRole('link', { name: 'Add your payout information' })).toHaveAttribute(
        'href',
        '/partner-program/payout/settings',
      );
      await expect(page.getByRole('button', { name: 'Join the Partner Program' })).toHaveCount(0);
      await shoot(page, 'partner-program-reader', testInfo.outputPath.bind(testInfo));
    });
  });

  test.describe('as a member', () => {
    test.use({ account: 'friend' });

    test('the membership is met; what remains is said', async ({ page }) => {
      await page.goto('/partner-program');
      await expect(page.getByText('You are a member.')).toBeVisible();
      const requirements = await edgeGraphql<{ viewer: { partnerProgramRequirements: string[] } }>(
        page.request,
        '{ viewer { partnerProgramRequirements } }',
      );
      // Whether the payout information is there depends on what ran before; the page says the API's answer.
      if (requirements.viewer.partnerProgramRequirements.includes('PAYOUT_ACCOUNT'))
        await expect(page.locator('.ink-partner__missing').getByRole('link')).toHaveText([
          'Add your payout information',
        ]);
      else await expect(page.getByRole('button', { name: 'Join the Partner Program' })).toBeVisible();
    });
  });
});
