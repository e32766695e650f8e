import { signInAs } from '../fixtures/api-sign-in.ts';
import { expect, test } from '../fixtures/test.ts';

// The staff account follows five writers and publications, so the sidebar holds its whole
// Following list on one page, and no other spec follows or unfollows as staff.
const ACCOUNT = 'staff@demo.inkpot.test';

test('from the suggestions page, following a writer flips the button and adds them to the sidebar and the count at once; unfollowing takes them out', async ({
  page,
  followSuggestions,
  sidebar,
  pageProblems,
}) => {
  const session = await signInAs(page.request, ACCOUNT);
  await followSuggestions.goto();
  await expect(followSuggestions.writers().first()).toBeVisible();
  const name = (await followSuggestions.writers().first().getByRole('heading').innerText()).trim();
  const button = followSuggestions.followButton(name);
  const writerId = await followSuggestions.item(name).getAttribute('data-entity-id');

  try {
    await expect(button).toHaveAttribute('data-following', 'false');
    await expect(sidebar.following().filter({ hasText: name })).toHaveCount(0);
    const before = Number((await followSuggestions.followingCount().innerText()).split(' ')[0]);

    await test.step('Follow flips the button, the sidebar lists the writer and the count goes up, without a reload', async () => {
      await button.click();
      await expect(button).toHaveAttribute('data-following', 'true');
      await expect(sidebar.following().filter({ hasText: name })).toHaveCount(1);
      await expect(followSuggestions.followingCount()).toHaveText(`${before + 1} Following`);
    });

    await test.step('Unfollow takes the writer out of the sidebar and the count back', async () => {
      await button.hover();
      await expect(button).toHaveText('Unfollow');
      await button.click();
      await expect(button).toHaveAttribute('data-following', 'false');
      await expect(sidebar.following().filter({ hasText: name })).toHaveCount(0);
      await expect(followSuggestions.followingCount()).toHaveText(`${before} Following`);
    });
  } finally {
    // Leave the seed world as it was, whatever failed above.
    if (writerId) {
      await page.request.post('/_/graphql', {
        data: {
          query: 'mutation ($id: ID!) { unfollowUser(targetUserId: $id) { __typename } }',
          variables: { id: writerId },
        },
        headers: { 'x-xsrf-token': session.xsrf },
      });
    }
  }
  expect(pageProblems).toEqual([]);
});
