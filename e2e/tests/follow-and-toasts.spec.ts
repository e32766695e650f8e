import type { APIRequestContext, Page } from '@playwright/test';
import { signInAs } from '../fixtures/api-sign-in.ts';
import { edgeGraphql } from '../fixtures/edge-graphql.ts';
import { expect, test } from '../fixtures/test.ts';

const FOLLOW_FAILED = "Sorry, that didn't work. Click Follow on the page below to try again.";

/** An operation through the edge, answered without errors: `{ data }`, as these tests read it. */
const graphql = async (...args: Parameters<typeof edgeGraphql>) => ({ data: await edgeGraphql(...args) });

/** A writer of the staff picks with fewer than 1000 followers (the header shows the exact count). */
async function aWriter(request: APIRequestContext, notId: string, offset: number) {
  const { data } = await graphql(
    request,
    '{ staffPicksFeed(paging: { limit: 25 }) { items { post { mediumUrl creator { id username name socialStats { followerCount } } } } } }',
  );
  type Writer = { id: string; username: string; name: string; socialStats: { followerCount: number } };
  const items = (data.staffPicksFeed as { items: { post: { mediumUrl: string; creator: Writer } }[] }).items;
  const storyOf = new Map(items.map(({ post }) => [post.creator.id, post.mediumUrl]));
  const writers = [...new Map(items.map(({ post }) => [post.creator.id, post.creator])).values()].filter(
    (writer) => writer.id !== notId && writer.socialStats.followerCount < 999,
  );
  const writer = writers[offset % writers.length];
  if (!writer) throw new Error('The seed has no writer to follow');
  /** One of the writer's stories (a post page, with its byline follow button and menu). */
  const story = new URL(storyOf.get(writer.id) ?? '', 'http://x').pathname;
  return { ...writer, story };
}

/** Starts from "not following" whatever an earlier run left behind. */
async function notFollowing(request: APIRequestContext, writerId: string, xsrf: string) {
  await graphql(
    request,
    'mutation ($id: ID!) { unfollowUser(targetUserId: $id) { __typename } }',
    { id: writerId },
    xsrf,
  );
}

const followersLink = (page: Page) => page.getByRole('link', { name: /^\d+ Followers?$/ });
const countOf = async (page: Page) => Number((await followersLink(page).innerText()).split(' ')[0]);

test('following a writer from their profile updates the header count and the sidebar at once, and survives a reload', async ({
  page,
  followButton,
  toastStack,
  sidebar,
  pageProblems,
}) => {
  const session = await signInAs(page.request, 'reader@demo.inkpot.test');
  const writer = await aWriter(page.request, session.viewer.viewer.id, 0);
  await notFollowing(page.request, writer.id, session.xsrf);

  await page.goto(`/@${writer.username}`);
  await followButton.slot.expectState('mounted');
  await followButton.expectFollowing(false);
  const before = await countOf(page);

  await test.step('Follow flips the button and the header count without a reload', async () => {
    await followButton.button.click();
    await expect(followButton.button).toHaveText(/^(Following|Unfollow)$/);
    await expect(followersLink(page)).toHaveText(`${before + 1} ${before + 1 === 1 ? 'Follower' : 'Followers'}`);
    await expect(toastStack.toast(`You're now following ${writer.name}.`)).toBeVisible();
  });

  await test.step("the sidebar's Following list shows the writer, from the same cache, without a reload", async () => {
    await expect(sidebar.following().filter({ hasText: writer.name })).toHaveCount(1);
  });

  await test.step('hovering a followed writer offers Unfollow', async () => {
    await followButton.button.hover();
    await expect(followButton.button).toHaveText('Unfollow');
  });

  await test.step('the API kept it', async () => {
    await page.reload();
    await followButton.expectFollowing(true);
    await expect(followersLink(page)).toHaveText(`${before + 1} ${before + 1 === 1 ? 'Follower' : 'Followers'}`);
  });

  await test.step('Unfollow takes the count back down', async () => {
    await followButton.button.click();
    await followButton.expectFollowing(false);
    await expect(followersLink(page)).toHaveText(`${before} ${before === 1 ? 'Follower' : 'Followers'}`);
    await expect(sidebar.following().filter({ hasText: writer.name })).toHaveCount(0);
  });
  expect(pageProblems).toEqual([]);
});

test('when the API fails the follow, the button and the count roll back with the error toast', async ({
  page,
  followButton,
  toastStack,
}) => {
  const session = await signInAs(page.request, 'member@demo.inkpot.test');
  const writer = await aWriter(page.request, session.viewer.viewer.id, 1);
  await notFollowing(page.request, writer.id, session.xsrf);
  await page.goto(`/@${writer.username}`);
  await followButton.expectFollowing(false);
  const before = await countOf(page);

  // Hold the follow until the optimistic state was seen, then fail it.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_/graphql', async (route) => {
    if (!route.request().postData()?.includes('FollowUser')) return route.fallback();
    await held;
    await route.fulfill({ status: 500, contentType: 'application/json', body: '{"errors":[{"message":"boom"}]}' });
  });

  await followButton.button.click();
  await expect(followersLink(page)).toHaveText(`${before + 1} ${before + 1 === 1 ? 'Follower' : 'Followers'}`);
  release();
  await expect(toastStack.toast(FOLLOW_FAILED)).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(FOLLOW_FAILED);
  await followButton.expectFollowing(false);
  await expect(followersLink(page)).toHaveText(`${before} ${before === 1 ? 'Follower' : 'Followers'}`);
});

test("a visitor's Follow opens sign-in, and once signed in the writer is followed", async ({
  page,
  followButton,
  signInModal,
  toastStack,
}) => {
  // The writer is found, and left unfollowed, as the account the visitor will sign in to.
  const browser = page.context().browser();
  if (!browser) throw new Error('No browser');
  const probe = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const probeSession = await signInAs(probe.request, 'friend@demo.inkpot.test');
  const writer = await aWriter(probe.request, probeSession.viewer.viewer.id, 2);
  await notFollowing(probe.request, writer.id, probeSession.xsrf);
  await probe.close();

  await page.goto(`/@${writer.username}`);
  await followButton.expectFollowing(false);

  await test.step('Follow asks the visitor to sign in', async () => {
    await followButton.button.click();
    await expect(signInModal.dialog()).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('inkpot.pendingFollow'))).toContain(writer.id);
  });

  await test.step('signed in (through the API: the modal is being rebuilt), the follow is done', async () => {
    await signInAs(page.request, 'friend@demo.inkpot.test');
    await page.reload();
    await followButton.expectFollowing(true);
    await expect(toastStack.toast(`You're now following ${writer.name}.`)).toBeVisible();
    // Other specs follow and unfollow writers too (the staff's suggestions), so the count is not
    // simply one more than the visitor saw: the header agrees with the API's count once the follow
    // is done, counted once (the page's own query may answer after the follow, before the mutation).
    const { data } = await graphql(
      page.request,
      'query ($id: ID!) { user(id: $id) { socialStats { followerCount } } }',
      { id: writer.id },
    );
    const now = (data.user as { socialStats: { followerCount: number } }).socialStats.followerCount;
    await expect(followersLink(page)).toHaveText(`${now} ${now === 1 ? 'Follower' : 'Followers'}`);
    expect(await page.evaluate(() => sessionStorage.getItem('inkpot.pendingFollow'))).toBeNull();
  });
});

test.describe('toast stack', () => {
  test(
    'a NEXTPAGE toast is gone after navigation; a FOREVER toast stays until closed',
    { tag: '@development' },
    async ({ page, toastStack }) => {
      await page.goto('/');
      await toastStack.slot.expectState('mounted');
      await toastStack.publish('e2e', { message: 'Only on this page', duration: 'NEXTPAGE' });
      await toastStack.publish('e2e', { message: 'Stays until closed', duration: 'FOREVER' });
      await expect(toastStack.toast('Only on this page')).toBeVisible();
      await page.waitForTimeout(6000);
      await expect(toastStack.toast('Only on this page')).toBeVisible();

      // A client-side navigation (no reload): the stack stays mounted and sees the location change.
      await page.evaluate(() =>
        (
          window as unknown as { __INKPOT_DEVTOOL__: { publish: (t: string, p: unknown, s: string) => boolean } }
        ).__INKPOT_DEVTOOL__.publish('navigation/navigate', { to: '/tag/writing' }, 'e2e'),
      );
      await expect(page).toHaveURL(/\/tag\/writing$/);
      await expect(toastStack.item('Only on this page')).toHaveCount(0);
      await expect(toastStack.toast('Stays until closed')).toBeVisible();
      await page.waitForTimeout(6000);
      await expect(toastStack.toast('Stays until closed')).toBeVisible();
      await toastStack.close('Stays until closed').click();
      await expect(toastStack.item('Stays until closed')).toHaveCount(0);
    },
  );

  // Toasts are published through the QA devtool (INKPOT_FLAGS=enable_devtool, development only).
  test('hovering a toast pauses its timer', { tag: '@development' }, async ({ page, toastStack }) => {
    await page.goto('/');
    await toastStack.slot.expectState('mounted');
    await toastStack.publish('e2e', { message: 'Hover keeps me', duration: 2000 });
    await toastStack.item('Hover keeps me').hover();
    await page.waitForTimeout(4000);
    await expect(toastStack.item('Hover keeps me')).toBeVisible();
    await page.mouse.move(0, 400);
    await expect(toastStack.item('Hover keeps me')).toHaveCount(0, { timeout: 4000 });
  });

  test(
    'an invalid toast kind is dropped with a console error naming the sender',
    { tag: '@development' },
    async ({ page, toastStack }) => {
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      await page.goto('/');
      await toastStack.slot.expectState('mounted');
      expect(await toastStack.publish('e2e-sender', { kind: 'mute-entity' })).toBe(false);
      expect(errors.join('\n')).toContain('Dropped invalid "toast/show" event from "e2e-sender"');
      await expect(page.locator('.ink-toast')).toHaveCount(0);
    },
  );
});

test("muting a writer from the post page's menu, and Undo on the mute toast, go through the API", async ({
  page,
  postMenu,
  toastStack,
  pageProblems,
}) => {
  const session = await signInAs(page.request, 'cancelled@demo.inkpot.test');
  const writer = await aWriter(page.request, session.viewer.viewer.id, 3);
  const isMuting = async () => {
    const { data } = await graphql(page.request, 'query ($id: ID!) { user(id: $id) { viewerEdge { isMuting } } }', {
      id: writer.id,
    });
    return (data.user as { viewerEdge: { isMuting: boolean } }).viewerEdge.isMuting;
  };
  // Starts from "not muted" whatever an earlier run left behind.
  await graphql(
    page.request,
    'mutation ($id: ID!) { unmuteUser(targetUserId: $id) { __typename } }',
    { id: writer.id },
    session.xsrf,
  );

  await page.goto(writer.story);
  await postMenu.slot.expectState('mounted');
  const message = `You muted ${writer.name}. You won't see their stories in your feeds.`;

  await test.step('Mute from the menu shows the mute toast and the API has it', async () => {
    await postMenu.choose(`Mute ${writer.name}`);
    await expect(toastStack.toast(message)).toBeVisible();
    await expect.poll(isMuting).toBe(true);
    await postMenu.button().click();
    await expect(postMenu.item(`Unmute ${writer.name}`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(postMenu.menu()).toHaveCount(0);
  });

  await test.step('Undo unmutes, and the menu offers Mute again', async () => {
    await toastStack.action(message, 'Undo').click();
    await expect(toastStack.item(message)).toHaveCount(0);
    await expect.poll(isMuting).toBe(false);
    await postMenu.button().click();
    await expect(postMenu.item(`Mute ${writer.name}`)).toBeVisible();
  });
  expect(pageProblems).toEqual([]);
});

test("a post byline's follow button follows the writer", async ({ page, followButton, toastStack }) => {
  const session = await signInAs(page.request, 'reader@demo.inkpot.test');
  const writer = await aWriter(page.request, session.viewer.viewer.id, 4);
  await notFollowing(page.request, writer.id, session.xsrf);
  await page.goto(writer.story);
  const byline = page.locator('.ink-post__byline');
  await expect(byline.getByTestId('follow-button')).toHaveText('Follow');
  await followButton.button.click();
  await followButton.expectFollowing(true);
  await expect(toastStack.toast(`You're now following ${writer.name}.`)).toBeVisible();
  await page.reload();
  await followButton.expectFollowing(true);
  await notFollowing(page.request, writer.id, session.xsrf);
});

test.describe('privacy banner', () => {
  // The API reads the visitor's country from the CDN's header (cf-ipcountry).
  test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'DE' } });

  test('a logged-out visitor in the EU sees it once; Accept stores consent', async ({ page, toastStack }) => {
    await page.goto('/');
    await toastStack.slot.expectState('mounted');
    const banner = page.getByTestId('toast-privacy-banner');
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('inkpot.privacyConsent'))).not.toBeNull();
    await page.reload();
    await toastStack.slot.expectState('mounted');
    await page.waitForTimeout(1500);
    await expect(banner).toHaveCount(0);
  });
});

/**
 * `email` signed in, the `which`-th public list of someone else's (by the search endpoint), and an
 * unfollow of it. Tests that run side by side take different accounts and lists: one's unfollow
 * must not undo the other's follow.
 */
async function someonesList(request: APIRequestContext, email: string, which: number) {
  const session = await signInAs(request, email);
  const answer = await request.post('/1/indexes/*/queries', {
    headers: { 'x-algolia-application-id': 'INKPOTDEV', 'x-algolia-api-key': 'inkpot-search-only-key' },
    data: { requests: [{ indexName: 'inkpot_catalog', query: '', hitsPerPage: 20 }] },
  });
  type ListHit = { catalogId: string; name: string; userId: string; username: string };
  const hits = ((await answer.json()) as { results: { hits: ListHit[] }[] }).results[0]?.hits ?? [];
  const list = hits.filter((hit) => hit.userId !== session.viewer.viewer.id)[which];
  if (!list) throw new Error(`The seed has no public list #${which} of someone else`);
  const unfollow = () =>
    graphql(
      request,
      'mutation ($id: ID!) { unfollowCatalog(targetCatalogId: $id) { __typename } }',
      { id: list.catalogId },
      session.xsrf,
    );
  return { list, unfollow };
}

test("following someone's reading list from its page: the follow-list toast, the count moves, and Following stays after a reload", async ({
  page,
  toastStack,
  pageProblems,
}, testInfo) => {
  const { list, unfollow } = await someonesList(page.request, 'reader@demo.inkpot.test', 0);
  await unfollow();
  const followers = page.getByText(/\d+ followers?/);
  const countOf = async () => Number(/(\d+) followers?/.exec(await followers.innerText())?.[1]);
  const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}.png`), animations: 'disabled' });

  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/@${list.username}/list/${list.catalogId}`);
    await expect(page.getByRole('heading', { level: 1, name: list.name })).toBeVisible();
    const before = await countOf();

    await test.step('Follow follows the list through the API: the toast, Following, the count +1', async () => {
      await page.getByRole('button', { name: 'Follow', exact: true }).click();
      await expect(toastStack.toast(`You're now following the list ${list.name}.`)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Following' })).toBeVisible();
      await expect.poll(countOf).toBe(before + 1);
      await shot('wide-list-followed');
      await page.setViewportSize({ width: 375, height: 800 });
      await shot('narrow-list-followed');
    });

    await test.step('the follow is stored: Following after a reload, and unfollowing goes back', async () => {
      await page.reload();
      await expect(page.getByRole('button', { name: 'Following' })).toBeVisible();
      await page.getByRole('button', { name: 'Following' }).click();
      await expect(toastStack.toast(`You unfollowed the list ${list.name}.`)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
      await expect.poll(countOf).toBe(before);
    });
    expect(pageProblems).toEqual([]);
  } finally {
    await unfollow();
  }
});

test('a list follow that gets no answer shows the retryable error; its Retry follows the list', async ({
  page,
  toastStack,
}) => {
  const { list, unfollow } = await someonesList(page.request, 'cancelled@demo.inkpot.test', 1);
  await unfollow();
  try {
    await page.goto(`/@${list.username}/list/${list.catalogId}`);
    await toastStack.slot.expectState('mounted');
    await page.route('**/_/graphql', (route) =>
      route.request().postData()?.includes('FollowList') ? route.abort('failed') : route.fallback(),
    );
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    const failed = 'An error occured. Please try again or contact our support team for help.';
    await expect(toastStack.toast(failed)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
    await page.unroute('**/_/graphql');
    await toastStack.action(failed, 'Retry').click();
    await expect(toastStack.toast(`You're now following the list ${list.name}.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Following' })).toBeVisible();
  } finally {
    await unfollow();
  }
});
