import type { APIRequestContext } from '@playwright/test';
import { signInAs } from '../fixtures/api-sign-in.ts';
import { edgeGraphql as graphql, storyPath } from '../fixtures/edge-graphql.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * The post menu's author and editor actions and the profile's newsletter control, against the
 * running system: each goes through its API mutation, shows its toast, and the page follows the
 * one Apollo cache. Screenshots (1280 and 375 px) are attached for people to look at.
 */
interface Story {
  id: string;
  title: string;
  mediumUrl: string;
}

/** partner@ signed in, one of their latest stories (0: the newest), and whether it is in the trash now. */
async function partnerStory(request: APIRequestContext, index: number) {
  const session = await signInAs(request, 'partner@demo.inkpot.test');
  const { user } = await graphql<{ user: { latestPosts: { items: { post: Story }[] } } }>(
    request,
    'query ($id: ID!, $limit: Int) { user(id: $id) { latestPosts(paging: { limit: $limit }) { items { post { id title mediumUrl } } } } }',
    { id: session.viewer.viewer.id, limit: index + 1 },
  );
  const story = user.latestPosts.items[index]?.post;
  if (!story) throw new Error(`partner@ has no story ${index}`);
  const isDeleted = async () =>
    (
      await graphql<{ post: { isDeleted: boolean } }>(request, 'query ($id: ID!) { post(id: $id) { isDeleted } }', {
        id: story.id,
      })
    ).post.isDeleted;
  return { session, story, isDeleted };
}

test.describe.configure({ mode: 'serial' });

test('Move to trash asks first, trashes through the API, and Undo restores the story', async ({
  page,
  postMenu,
  toastStack,
  pageProblems,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`wide-${name}.png`), animations: 'disabled' });
  const { story, isDeleted } = await partnerStory(page.request, 0);
  const TOAST = 'Story moved to trash. It will be permanently deleted after 14 days.';

  await page.goto(storyPath(story));
  await postMenu.slot.expectState('mounted');

  await test.step('the menu asks before trashing, and Cancel changes nothing', async () => {
    await postMenu.button().click();
    await expect(postMenu.item('Move to trash')).toBeVisible();
    await shot('post-menu-author');
    await postMenu.item('Move to trash').click();
    await expect(postMenu.confirmDialog()).toContainText('permanently deleted after 14 days');
    await shot('trash-confirm');
    await postMenu.confirmDialog().getByRole('button', { name: 'Cancel' }).click();
    await expect(postMenu.confirmDialog()).toBeHidden();
    expect(await isDeleted()).toBe(false);
  });

  await test.step('confirming trashes it: the toast with Undo, the page says it is in the trash', async () => {
    await postMenu.choose('Move to trash');
    await postMenu.confirmDialog().getByRole('button', { name: 'Move to trash' }).click();
    await expect(toastStack.toast(TOAST)).toBeVisible();
    await expect(page.getByText(/This story is in the trash/)).toBeVisible();
    await expect.poll(isDeleted).toBe(true);
    await shot('trash-toast');
  });

  await test.step('Undo restores it through the API and the notice goes', async () => {
    await toastStack.action(TOAST, 'Undo').click();
    await expect.poll(isDeleted).toBe(false);
    await expect(page.getByText(/This story is in the trash/)).toHaveCount(0);
    await postMenu.button().click();
    await expect(postMenu.item('Move to trash')).toBeVisible();
  });
  expect(pageProblems).toEqual([]);
});

test("a trashed story's author is offered Undelete, which restores it and opens 'your stories' at the deleted tab", async ({
  page,
  toastStack,
}) => {
  const { session, story, isDeleted } = await partnerStory(page.request, 1);
  await graphql(
    page.request,
    'mutation ($id: ID!) { deletePost(targetPostId: $id) { __typename } }',
    { id: story.id },
    session.xsrf,
  );
  try {
    await page.goto(storyPath(story));
    const toast = `"${story.title}" is in the trash.`;
    await expect(toastStack.toast(toast)).toBeVisible();
    await toastStack.action(toast, 'Undelete').click();
    // The link carries undeletedPost, undeletedPostId and undeletedPostTitle (unit tested); the
    // address bar keeps only the allowed `tab` (the query allow-list).
    await expect(page).toHaveURL(/\/me\/stories\/deleted\?tab=deleted$/);
    await expect.poll(isDeleted).toBe(false);
  } finally {
    if (await isDeleted()) {
      await graphql(
        page.request,
        'mutation ($id: ID!) { undeletePost(targetPostId: $id) { __typename } }',
        { id: story.id },
        session.xsrf,
      );
    }
  }
});

test("a story's author hides a response under it, and Undo on the toast brings it back", async ({
  page,
  toastStack,
}) => {
  interface Feed {
    tagFeed: {
      items: { post: Story & { responsesCount: number; creator: { username: string } } }[];
    };
  }
  // The seed's busiest story (24 responses) is tagged Science.
  const { tagFeed } = await graphql<Feed>(
    page.request,
    '{ tagFeed(tagSlug: "science", paging: { limit: 50 }) { items { post { id title mediumUrl responsesCount creator { username } } } } }',
  );
  const story = tagFeed.items
    .map(({ post }) => post)
    .find((post) => post.responsesCount >= 2 && !post.creator.username.startsWith('demo_'));
  if (!story) throw new Error('The seed has no Science story with responses');
  // Seeded writers sign in with their own address (the development mailbox gets every mail).
  const session = await signInAs(page.request, `${story.creator.username}@writers.inkpot.test`);
  const shown = async () =>
    (
      await graphql<{ post: { threadedPostResponses: { posts: { id: string }[] } } }>(
        page.request,
        'query ($id: ID!) { post(id: $id) { threadedPostResponses(paging: { limit: 50 }) { posts { id } } } }',
        { id: story.id },
      )
    ).post.threadedPostResponses.posts.map(({ id }) => id);
  const responses = page.getByRole('region', { name: 'Responses' });
  await page.goto(storyPath(story));
  const first = responses.getByRole('listitem').first();
  const hide = first.getByRole('button', { name: /^Hide the response by / });
  const label = (await hide.getAttribute('aria-label')) ?? '';
  const text = (await first.locator('.ink-response__text').innerText()).trim();
  // The seed repeats its response texts: count the ones that read like the hidden one.
  const alike = responses.getByRole('listitem').filter({ hasText: text });
  const alikeBefore = await alike.count();
  const before = await shown();

  try {
    await hide.click();
    const TOAST = 'This response has been hidden.';
    await expect(toastStack.toast(TOAST)).toBeVisible();
    await expect(alike).toHaveCount(alikeBefore - 1);
    await expect.poll(async () => (await shown()).length).toBe(before.length - 1);

    await toastStack.action(TOAST, 'Undo').click();
    await expect(alike).toHaveCount(alikeBefore);
    await expect(responses.getByRole('button', { name: label }).first()).toBeVisible();
    await expect.poll(shown).toEqual(before);
  } finally {
    const now = new Set(await shown());
    for (const id of before.filter((response) => !now.has(response))) {
      await graphql(
        page.request,
        'mutation ($p: ID!, $r: ID!) { unhidePostResponseOnParentPost(parentPostId: $p, postResponseId: $r) { __typename } }',
        { p: story.id, r: id },
        session.xsrf,
      );
    }
  }
});

test("an editor pins a story to the publication's homepage and unpins it", async ({
  page,
  postMenu,
  toastStack,
  pageProblems,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`phone-${name}.png`), animations: 'disabled' });
  const session = await signInAs(page.request, 'member@demo.inkpot.test');
  const { viewer } = await graphql<{
    viewer: { adminCollections: { id: string; name: string; latestPosts: { items: { post: Story }[] } }[] };
  }>(
    page.request,
    '{ viewer { adminCollections { id name latestPosts(paging: { limit: 3 }) { items { post { id title mediumUrl } } } } } }',
  );
  const publication = viewer.adminCollections[0];
  // Not the seed's pinned story (the newest): the last of the three.
  const story = publication?.latestPosts.items.at(-1)?.post;
  if (!publication || !story) throw new Error('member@ edits no publication with stories');
  // Starts from "not pinned" whatever an earlier run left behind.
  await graphql(
    page.request,
    'mutation ($id: ID!) { unpinPostOnCollection(targetPostId: $id) { __typename } }',
    { id: story.id },
    session.xsrf,
  );
  const isPinned = async () =>
    (
      await graphql<{ post: { isPinnedOnCollection: boolean } }>(
        page.request,
        'query ($id: ID!) { post(id: $id) { isPinnedOnCollection } }',
        { id: story.id },
      )
    ).post.isPinnedOnCollection;

  await page.goto(storyPath(story));
  await postMenu.slot.expectState('mounted');
  const pin = `Pin to ${publication.name} homepage`;
  const unpin = `Unpin from ${publication.name} homepage`;

  await test.step('Pin goes through the API with its toast; the menu then offers Unpin', async () => {
    await postMenu.button().click();
    await expect(postMenu.item('Feature this story').or(postMenu.item('Unfeature this story'))).toBeVisible();
    await expect(postMenu.item('Move to trash')).toHaveCount(0);
    await shot('post-menu-editor');
    await postMenu.item(pin).click();
    const toast = `Story pinned to the top of the ${publication.name} homepage.`;
    await expect(toastStack.toast(toast)).toBeVisible();
    await expect.poll(isPinned).toBe(true);
    await shot('pinned-toast');
    await toastStack.close(toast).click();
  });

  await test.step('Unpin undoes it', async () => {
    await postMenu.choose(unpin);
    await expect(toastStack.toast(`Story unpinned from the ${publication.name} homepage.`)).toBeVisible();
    await expect.poll(isPinned).toBe(false);
  });
  expect(pageProblems).toEqual([]);
});

test("a reader subscribes to a writer's newsletter from the profile, and unsubscribes", async ({
  page,
  newsletterButton,
  toastStack,
  pageProblems,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const session = await signInAs(page.request, 'cancelled@demo.inkpot.test');
  const { staffPicksFeed } = await graphql<{
    staffPicksFeed: { items: { post: { creator: { id: string; name: string; username: string } } }[] };
  }>(page.request, '{ staffPicksFeed(paging: { limit: 5 }) { items { post { creator { id name username } } } } }');
  const writer = staffPicksFeed.items.map(({ post }) => post.creator).find((c) => c.id !== session.viewer.viewer.id);
  if (!writer) throw new Error('The seed has no staff pick by another writer');
  await graphql(
    page.request,
    'mutation ($id: ID!) { unsubscribeFromUserNewsletter(targetUserId: $id) { __typename } }',
    { id: writer.id },
    session.xsrf,
  );
  const subscribed = async () =>
    (
      await graphql<{ user: { viewerEdge: { isSubscribedToNewsletter: boolean } } }>(
        page.request,
        'query ($id: ID!) { user(id: $id) { viewerEdge { isSubscribedToNewsletter } } }',
        { id: writer.id },
      )
    ).user.viewerEdge.isSubscribedToNewsletter;

  await page.goto(`/@${writer.username}`);
  await newsletterButton.slot.expectState('mounted');
  await newsletterButton.button.click();
  const subscribedToast = `You're now subscribed to ${writer.name}.`;
  await expect(toastStack.toast(subscribedToast)).toBeVisible();
  await expect(newsletterButton.button).toHaveText('Unsubscribe');
  await expect.poll(subscribed).toBe(true);
  await page.screenshot({ path: testInfo.outputPath('wide-newsletter-subscribed.png'), animations: 'disabled' });
  // Toasts show one at a time: close this one so the next shows at once.
  await toastStack.close(subscribedToast).click();
  await newsletterButton.button.click();
  await expect(toastStack.toast('It may take up to 24 hours to take effect.')).toBeVisible();
  await expect(newsletterButton.button).toHaveText('Subscribe');
  await expect.poll(subscribed).toBe(false);
  expect(pageProblems).toEqual([]);
});
