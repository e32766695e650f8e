/**
 * Metered reading: the browser counts the stories a visitor reads; from the third this month, the
 * sign-up options say how many. Fewer than that, they do not.
 */
import { expect, test } from '../fixtures/test.ts';

const METERED = /^You've read \d+ stories this month\./;

test('from the third story read this month, the sign-up options say how many', async ({
  page,
  topBar,
  signInModal,
}) => {
  await page.goto('/');
  // Stories on this host: a writer's custom domain is another site, with a meter of its own.
  const stories = await page
    .locator('.ink-story-card h2 a, .ink-story-card h3 a')
    .evaluateAll((links) =>
      [...new Set(links.map((link) => (link as HTMLAnchorElement).href))]
        .filter((href) => new URL(href).origin === window.location.origin)
        .slice(0, 3),
    );
  expect(stories).toHaveLength(3);

  const signUpOptions = async () => {
    await page.goto('/');
    await topBar.signUp().click();
    await expect(signInModal.dialog()).toBeVisible();
    return signInModal.dialog();
  };

  for (const story of stories.slice(0, 2)) await page.goto(story);
  // The same story again (a reload) is not another story read.
  await page.reload();
  await expect((await signUpOptions()).getByText(METERED)).toHaveCount(0);

  await page.goto(stories[2] ?? '');
  await expect((await signUpOptions()).getByText("You've read 3 stories this month.", { exact: false })).toBeVisible();
});
