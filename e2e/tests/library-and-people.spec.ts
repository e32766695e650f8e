/**
 * The Library (the reader's reading lists), the save control on story cards and the story page, a
 * list's page with the owner's Remove, and the people lists (/me/following, a profile's followers
 * and following), as the demo reader and as a visitor. Every save a test makes is undone before it
 * ends, so the seed world is left as it was found.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { currentSession } from '../fixtures/api-sign-in.ts';
import { edgeGraphql } from '../fixtures/edge-graphql.ts';
import { expect, test } from '../fixtures/test.ts';

const SAVED = 'Saved to your Reading list.';

type Story = { id: string; title: string; mediumUrl: string; isInReadingList: boolean };
type Writer = { username: string; name: string; socialStats: { followerCount: number; followingCount: number } };

/** Staff picks as the signed-in (or visiting) request sees them. */
async function staffPicks(request: APIRequestContext) {
  const data = await edgeGraphql<{ staffPicksFeed: { items: { post: Story & { creator: Writer } }[] } }>(
    request,
    '{ staffPicksFeed(paging: { limit: 25 }) { items { post { id title mediumUrl isInReadingList creator { username name socialStats { followerCount followingCount } } } } } }',
  );
  return data.staffPicksFeed.items.map((item) => item.post);
}

/** Takes the story out of the reader's reading list when a test left it there. */
async function unsave(request: APIRequestContext, postId: string, xsrf: string) {
  await edgeGraphql(
    request,
    'mutation ($id: ID!) { removePostFromCatalog(postId: $id) { __typename } }',
    { id: postId },
    xsrf,
  );
}

const pathOf = (url: string) => new URL(url, 'http://x').pathname;

async function shoot(page: Page, name: string, outputPath: (name: string) => string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: outputPath(`${name}-${width}.png`), fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

// The run's shared session of the demo reader: signing in again in each test, at the same time,
// could read another test's code from the mailbox.
test.describe('the demo reader', () => {
  test.use({ account: 'reader' });
  // One at a time: each saves to, counts and orders the same Reading list.
  test.describe.configure({ mode: 'serial' });

  test('a reader saves a story from its page, finds it in the Library’s Reading list, and removes it there', async ({
    page,
    toastStack,
  }, testInfo) => {
    const session = await currentSession(page.request);
    const story = (await staffPicks(page.request)).find((post) => !post.isInReadingList);
    if (!story) throw new Error('Every staff pick is in the reader’s reading list already');
    const saveLabel = `Save “${story.title}” to your Reading list`;
    const savedLabel = `Remove “${story.title}” from your Reading list`;
    try {
      await test.step('Save on the story page flips at once and says so', async () => {
        await page.goto(pathOf(story.mediumUrl));
        await toastStack.slot.expectState('mounted');
        await page.getByRole('button', { name: saveLabel }).click();
        await expect(page.getByRole('button', { name: savedLabel })).toHaveAttribute('aria-pressed', 'true');
        await expect(toastStack.toast(SAVED)).toBeVisible();
      });

      await test.step('it is saved for real: a reload still shows it saved', async () => {
        await page.reload();
        await expect(page.getByRole('button', { name: savedLabel })).toHaveAttribute('aria-pressed', 'true');
      });

      await test.step('the Library lists the Reading list first, and it opens with the story first', async () => {
        await page.goto('/me/lists');
        await expect(page.getByRole('heading', { level: 1, name: 'Your library' })).toBeVisible();
        const lists = page.getByRole('list', { name: 'Your lists' });
        await expect(lists.getByTestId('library-list').first()).toContainText('Reading list');
        await expect(lists.getByTestId('library-list').first()).toContainText('Private');
        await shoot(page, 'library', testInfo.outputPath.bind(testInfo));
        await lists.getByRole('link', { name: 'Reading list' }).click();
        await expect(page).toHaveURL(/\/me\/list\/reading-list$/);
        const items = page.getByRole('list', { name: 'Stories in this list' });
        await expect(items.getByRole('heading').first()).toHaveText(story.title);
        await shoot(page, 'reading-list', testInfo.outputPath.bind(testInfo));
      });

      await test.step('Remove takes it out of the list, and its card is no longer saved elsewhere', async () => {
        const countText = page.locator('.ink-list__header .ink-muted');
        const before = Number((await countText.innerText()).split(' ')[0]);
        await page.getByRole('button', { name: `Remove “${story.title}” from Reading list` }).click();
        await expect(toastStack.toast('Removed from Reading list.')).toBeVisible();
        await expect(page.getByRole('list', { name: 'Stories in this list' }).getByText(story.title)).toHaveCount(0);
        await expect(countText).toContainText(`${before - 1} stor`);
        await page.goto(pathOf(story.mediumUrl));
        await expect(page.getByRole('button', { name: saveLabel })).toHaveAttribute('aria-pressed', 'false');
      });
    } finally {
      await unsave(page.request, story.id, session.xsrf).catch(() => {});
    }
  });

  test('a reader saves and unsaves from a story card', async ({ page, toastStack }, testInfo) => {
    const session = await currentSession(page.request);
    // The last unsaved pick of the first page of top stories: the test above saves the first, maybe at
    // the same time, as the same reader.
    const story = (await staffPicks(page.request))
      .slice(0, 10)
      .filter((post) => !post.isInReadingList)
      .at(-1);
    if (!story) throw new Error('Every staff pick is in the reader’s reading list already');
    try {
      await page.goto('/top-stories');
      await toastStack.slot.expectState('mounted');
      const card = page.locator('.ink-story-card').filter({ hasText: story.title }).first();
      await card.getByRole('button', { name: `Save “${story.title}” to your Reading list` }).click();
      const saved = card.getByRole('button', { name: `Remove “${story.title}” from your Reading list` });
      await expect(saved).toHaveAttribute('aria-pressed', 'true');
      await expect(toastStack.toast(SAVED)).toBeVisible();
      await card.scrollIntoViewIfNeeded();
      await shoot(page, 'card-saved', testInfo.outputPath.bind(testInfo));
      await saved.click();
      await expect(card.getByRole('button', { name: `Save “${story.title}” to your Reading list` })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      await expect(toastStack.toast('Removed from your Reading list.')).toBeVisible();
    } finally {
      await unsave(page.request, story.id, session.xsrf).catch(() => {});
    }
  });

  test('a reader sees whom they follow at /me/following, each with the follow button, 10 at a time', async ({
    page,
  }, testInfo) => {
    const session = await currentSession(page.request);
    const data = await edgeGraphql<{ user: { socialStats: { followingCount: number } } }>(
      page.request,
      'query ($id: ID!) { user(id: $id) { socialStats { followingCount } } }',
      { id: session.viewer.viewer.id },
    );
    const following = data.user.socialStats.followingCount;
    await page.goto('/me/following');
    await expect(page.getByRole('heading', { level: 1, name: 'Following' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Writers and publications you follow' });
    await expect(list.getByTestId('person')).toHaveCount(Math.min(10, following));
    await expect(list.locator('[data-slot="follow-button"]').first()).toHaveAttribute('data-state', 'mounted');
    await shoot(page, 'me-following', testInfo.outputPath.bind(testInfo));
    if (following > 10) {
      await page.getByRole('button', { name: 'Show more' }).click();
      await expect(list.getByTestId('person')).toHaveCount(Math.min(20, following));
    }
  });
});

test('a profile’s followers and following are real lists, server-rendered, with Show more', async ({
  page,
}, testInfo) => {
  const writer = (await staffPicks(page.request))
    .map((post) => post.creator)
    .sort((a, b) => b.socialStats.followerCount - a.socialStats.followerCount)[0];
  if (!writer || writer.socialStats.followerCount === 0) throw new Error('No staff-pick writer has followers');

  await test.step('the edge renders the followers list into the document', async () => {
    const html = await (await page.request.get(`/@${writer.username}/followers`)).text();
    expect(html).toContain(`People who follow ${writer.name}`);
    expect(html).not.toContain('is not available on Inkpot yet');
  });

  await test.step('followers: 10 a page, more on request', async () => {
    await page.goto(`/@${writer.username}/followers`);
    const list = page.getByRole('list', { name: `People who follow ${writer.name}` });
    await expect(list.getByTestId('person')).toHaveCount(Math.min(10, writer.socialStats.followerCount));
    await shoot(page, 'followers', testInfo.outputPath.bind(testInfo));
    if (writer.socialStats.followerCount > 10) {
      await page.getByRole('button', { name: 'Show more' }).click();
      await expect(list.getByTestId('person')).toHaveCount(Math.min(20, writer.socialStats.followerCount));
    }
  });

  await test.step('following, from the profile header’s link', async () => {
    await page
      .getByRole('link', { name: /Following$/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/@${writer.username}/following$`));
    const count = writer.socialStats.followingCount;
    const region = page.getByRole('region', { name: /Following$/ });
    if (count === 0) await expect(region).toContainText('does not follow anyone yet');
    else
      await expect(page.getByRole('list', { name: `Whom ${writer.name} follows` }).getByTestId('person')).toHaveCount(
        Math.min(10, count),
      );
  });
});

test('a visitor is asked to sign in to save, and to see the Library', async ({ page, signInModal }, testInfo) => {
  const story = (await staffPicks(page.request))[0];
  if (!story) throw new Error('No staff picks');
  await page.goto(pathOf(story.mediumUrl));
  await signInModal.slot.expectState('mounted');
  await page.getByRole('button', { name: `Save “${story.title}” to your Reading list` }).click();
  await expect(signInModal.dialog()).toBeVisible();

  await page.goto('/me/lists');
  await expect(page.getByText('Sign in to see your reading lists.')).toBeVisible();
  await shoot(page, 'library-visitor', testInfo.outputPath.bind(testInfo));
  await page.goto('/me/list/reading-list');
  await expect(page.getByText('Sign in to see the stories you saved.')).toBeVisible();
});
