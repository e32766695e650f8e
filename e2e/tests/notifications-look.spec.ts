import type { APIRequestContext } from '@playwright/test';
import { signInAs } from '../fixtures/api-sign-in.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Screenshots of the notifications remote's surfaces at a wide and a phone width, for people to
 * look at (they are attached to the report; nothing is compared pixel by pixel).
 */
const WIDTHS = [
  { name: 'wide', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
] as const;

async function storyOfAWriter(request: APIRequestContext, notId: string) {
  const response = await request.post('/_/graphql', {
    data: { query: '{ staffPicksFeed(paging: { limit: 25 }) { items { post { mediumUrl creator { id name } } } } }' },
  });
  const body = (await response.json()) as {
    data: { staffPicksFeed: { items: { post: { mediumUrl: string; creator: { id: string; name: string } } }[] } };
  };
  const item = body.data.staffPicksFeed.items.find(({ post }) => post.creator.id !== notId);
  if (!item) throw new Error('The seed has no story');
  return { path: new URL(item.post.mediumUrl, 'http://x').pathname, writer: item.post.creator };
}

// Both widths follow and mute the same writer as the same reader: one after the other, never at once.
test.describe.configure({ mode: 'serial' });

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    // The toasts are published through the QA devtool (development only).
    test(
      'follow button states, the post menu, an Undo toast and an error toast',
      { tag: '@development' },
      async ({ page, followButton, postMenu, toastStack }, testInfo) => {
        const shot = (name: string) =>
          page.screenshot({ path: testInfo.outputPath(`${size.name}-${name}.png`), animations: 'disabled' });
        const session = await signInAs(page.request, 'friend@demo.inkpot.test');
        const { path, writer } = await storyOfAWriter(page.request, session.viewer.viewer.id);
        const mutate = (field: string) =>
          page.request.post('/_/graphql', {
            data: {
              query: `mutation ($id: ID!) { ${field}(targetUserId: $id) { __typename } }`,
              variables: { id: writer.id },
            },
            headers: { 'x-xsrf-token': session.xsrf },
          });
        await mutate('unfollowUser');
        await mutate('unmuteUser');

        await page.goto(path);
        await followButton.expectFollowing(false);
        await postMenu.slot.expectState('mounted');
        await shot('post-follow');
        await followButton.button.click();
        await followButton.expectFollowing(true);
        await page.mouse.move(0, 0);
        await expect(followButton.button).toHaveText('Following');
        await shot('post-following');
        await followButton.button.hover();
        await expect(followButton.button).toHaveText('Unfollow');
        await shot('post-unfollow-hover');
        await page.mouse.move(0, 0);
        // Toasts show one at a time: the follow's confirmation goes first, or the mute's waits behind it.
        const following = `You're now following ${writer.name}.`;
        await toastStack.close(following).click();
        await expect(toastStack.item(following)).toHaveCount(0);

        await postMenu.button().click();
        await expect(postMenu.item(`Mute ${writer.name}`)).toBeVisible();
        await shot('post-menu-open');
        await postMenu.item(`Mute ${writer.name}`).click();
        const muted = `You muted ${writer.name}. You won't see their stories in your feeds.`;
        await expect(toastStack.item(muted)).toBeVisible();
        await toastStack.item(muted).hover();
        await shot('toast-undo');
        await toastStack.action(muted, 'Undo').click();
        await expect(toastStack.item(muted)).toHaveCount(0);

        await toastStack.publish('e2e', { kind: 'error' });
        await expect(page.getByRole('alert')).toContainText('An error occured.');
        await toastStack.item('An error occured.').hover();
        await shot('toast-error');

        await mutate('unfollowUser');
      },
    );

    test.describe('a visitor in the EU', () => {
      test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'FR' } });
      test('the privacy banner', async ({ page, toastStack }, testInfo) => {
        await page.goto('/');
        await toastStack.slot.expectState('mounted');
        await expect(page.getByTestId('toast-privacy-banner')).toBeVisible();
        await page.screenshot({ path: testInfo.outputPath(`${size.name}-privacy-banner.png`), animations: 'disabled' });
      });
    });
  });
}
