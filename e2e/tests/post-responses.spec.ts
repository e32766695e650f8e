import type { APIRequestContext, Page } from '@playwright/test';
import { RESPONSE_EMPTY, RESPONSE_MAX_LENGTH } from '@inkpot/shared-contracts/responses';
import { signInAs } from '../fixtures/api-sign-in.ts';
import { edgeGraphql as graphql, storyPath } from '../fixtures/edge-graphql.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Writing a response under a story, and the story states its author is told about, against the
 * running system: the composer publishes through `publishPostResponse`, the response shows at once
 * (one Apollo cache) and stays after a reload. Each test leaves the seed world as it found it (the
 * new response goes to the trash through the API). Screenshots (1280 and 375 px) are attached.
 */
interface Story {
  id: string;
  mediumUrl: string;
  responsesCount: number;
  creator: { id: string };
}

/** A staff pick not written by `notBy`, one with responses if there is one. */
async function aStoryWithResponses(request: APIRequestContext, notBy: string) {
  const { staffPicksFeed } = await graphql<{ staffPicksFeed: { items: { post: Story }[] } }>(
    request,
    '{ staffPicksFeed(paging: { limit: 25 }) { items { post { id mediumUrl responsesCount creator { id } } } } }',
  );
  const stories = staffPicksFeed.items.map(({ post }) => post).filter((post) => post.creator.id !== notBy);
  const story = stories.find((post) => post.responsesCount > 0) ?? stories[0];
  if (!story) throw new Error('The seed has no staff pick to respond to');
  return story;
}

const responsesLabel = (count: number) =>
  count === 0 ? 'No responses yet' : count === 1 ? '1 response' : `${count} responses`;
const composer = (page: Page) => page.getByRole('form', { name: 'Write a response' });
const box = (page: Page) => page.getByRole('textbox', { name: 'Your response' });

test(
  'a reader publishes a response: errors keep the text, then it shows at once with its toast and stays',
  { tag: '@mutates' },
  async ({ page, toastStack, pageProblems }, testInfo) => {
    const session = await signInAs(page.request, 'reader@demo.inkpot.test');
    const story = await aStoryWithResponses(page.request, session.viewer.viewer.id);
    const text = `Read it twice on the night train, e2e ${testInfo.workerIndex}-${testInfo.retry}.`;
    const shot = (name: string) =>
      page.screenshot({ path: testInfo.outputPath(`${name}.png`), animations: 'disabled' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(storyPath(story));
    await expect(page.getByText(responsesLabel(story.responsesCount), { exact: true })).toBeVisible();

    let publishedId: string | null = null;
    try {
      await test.step('an empty response is refused in place', async () => {
        await box(page).fill('   ');
        await composer(page).getByRole('button', { name: 'Respond' }).click();
        await expect(composer(page).getByRole('alert')).toHaveText(RESPONSE_EMPTY);
      });

      await test.step('a too long one turns the counter red and is refused, the text kept', async () => {
        const long = 'a'.repeat(RESPONSE_MAX_LENGTH + 5);
        await box(page).fill(long);
        await expect(composer(page).getByText(`${RESPONSE_MAX_LENGTH + 5}/${RESPONSE_MAX_LENGTH}`)).toHaveCSS(
          'color',
          'rgb(164, 37, 27)',
        );
        await composer(page).getByRole('button', { name: 'Respond' }).click();
        await expect(composer(page).getByRole('alert')).toContainText(`the limit is ${RESPONSE_MAX_LENGTH}`);
        await expect(box(page)).toHaveValue(long);
        await shot('wide-response-too-long');
      });

      await test.step('publishing shows it first in the list, counts it and raises the toast', async () => {
        await box(page).fill(text);
        await composer(page).getByRole('button', { name: 'Respond' }).click();
        await expect(toastStack.toast('Your response was published.')).toBeVisible();
        await expect(page.locator('.ink-response').first()).toContainText(text);
        await expect(page.getByText(responsesLabel(story.responsesCount + 1), { exact: true })).toBeVisible();
        await expect(box(page)).toHaveValue('');
        await shot('wide-response-published');
        await page.setViewportSize({ width: 375, height: 800 });
        await shot('narrow-response-published');
      });

      await test.step('the API stored it: it is still there after a reload', async () => {
        const { post } = await graphql<{ post: { threadedPostResponses: { posts: { id: string; title: string }[] } } }>(
          page.request,
          'query ($id: ID!) { post(id: $id) { threadedPostResponses(paging: { limit: 1 }) { posts { id title } } } }',
          { id: story.id },
        );
        const newest = post.threadedPostResponses.posts[0];
        expect(newest?.title).toBe(text);
        publishedId = newest?.id ?? null;
        await page.reload();
        await expect(page.locator('.ink-response').first()).toContainText(text);
      });
      expect(pageProblems).toEqual([]);
    } finally {
      if (publishedId) {
        await graphql(
          page.request,
          'mutation ($id: ID!) { deletePost(targetPostId: $id) { __typename } }',
          { id: publishedId },
          session.xsrf,
        );
      }
    }
  },
);

test('a visitor who wants to respond gets the sign-in modal', async ({ page, signInModal }, testInfo) => {
  const story = await aStoryWithResponses(page.request, '');
  await page.goto(storyPath(story));
  await signInModal.slot.expectState('mounted');
  await expect(box(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'What are your thoughts?' }).click();
  await expect(signInModal.dialog()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('wide-visitor-respond.png'), animations: 'disabled' });
});

test('a story under review tells its author on its page (limited state), and shows readers nothing of it', async ({
  page,
  toastStack,
}, testInfo) => {
  const session = await signInAs(page.request, 'book-author@demo.inkpot.test');
  const { user } = await graphql<{
    user: { latestPosts: { items: { post: { id: string; mediumUrl: string; isLimitedState: boolean } }[] } };
  }>(
    page.request,
    'query ($id: ID!) { user(id: $id) { latestPosts(paging: { limit: 10 }) { items { post { id mediumUrl isLimitedState } } } } }',
    { id: session.viewer.viewer.id },
  );
  const limited = user.latestPosts.items.map(({ post }) => post).find((post) => post.isLimitedState);
  if (!limited) throw new Error("book-author@'s seeded story under review is missing");
  const TEXT = 'The following content is under review as a potential violation of our rules.';

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(storyPath(limited));
  await expect(toastStack.toast(TEXT)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('wide-limited-state.png'), animations: 'disabled' });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('narrow-limited-state.png'), animations: 'disabled' });

  // A reader (this request signed out) is not told: the API answers false to anyone but the author.
  await page.request.get(`/m/signout/${session.xsrf}`);
  const { post } = await graphql<{ post: { isLimitedState: boolean } }>(
    page.request,
    'query ($id: ID!) { post(id: $id) { isLimitedState } }',
    { id: limited.id },
  );
  expect(post.isLimitedState).toBe(false);
});
