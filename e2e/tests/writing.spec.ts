import { signInAs } from '../fixtures/api-sign-in.ts';
import { edgeGraphql as graphql } from '../fixtures/edge-graphql.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Writing, against the running system: a demo writer starts a story at /new-story, it autosaves and
 * gets its address, a reload keeps it, publishing puts it on the story page, the writer's profile,
 * their stories and in search; then the story goes to the trash so the seed world reads as before.
 * Screenshots at 1280 and 375 px are attached for people to look at.
 */
test(
  'a writer writes a story: autosave, reload, publish, profile and search; then it is trashed',
  { tag: '@mutates' },
  async ({ page, searchBox }, testInfo) => {
    const session = await signInAs(page.request, 'partner@demo.inkpot.test');
    const { viewer } = await graphql<{ viewer: { username: string } }>(page.request, '{ viewer { username } }');
    // A word no seeded story has, so search finds this story alone.
    const word = `Quillwort${Date.now().toString(36)}`;
    const title = `${word} and the tide pools`;
    const shot = (name: string) =>
      page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true, animations: 'disabled' });
    let storyId: string | null = null;

    try {
      await test.step('the editor autosaves a new story and gives it its address', async () => {
        await page.goto('/new-story');
        await page.getByLabel('Title').fill(title);
        const body = page.getByRole('textbox', { name: 'Story' });
        await body.click();
        await page.keyboard.type('Low tide shows what the sea keeps.');
        await page.keyboard.press('Enter');
        await page.keyboard.type('Anemones close when touched.');
        await page.getByLabel(/^Topics/).fill('Science');
        await page.getByLabel(/^Topics/).press('Enter');
        await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
        await expect(page).toHaveURL(/\/p\/[0-9a-f]+\/edit$/);
        storyId = /\/p\/([0-9a-f]+)\/edit$/.exec(page.url())?.[1] ?? null;
        await shot('editor-1280');
      });

      await test.step('a reload keeps it', async () => {
        await page.reload();
        await expect(page.getByLabel('Title')).toHaveValue(title);
        await expect(page.getByRole('textbox', { name: 'Story' })).toContainText('Anemones close when touched.');
        await expect(page.getByRole('list', { name: 'Topics' })).toContainText('Science');
        await page.setViewportSize({ width: 375, height: 800 });
        await shot('editor-375');
        await page.setViewportSize({ width: 1280, height: 800 });
      });

      await test.step("it is among the writer's drafts", async () => {
        await page.goto('/me/stories/drafts');
        await expect(
          page.getByRole('list', { name: 'Drafts' }).getByRole('link', { name: title, exact: true }),
        ).toBeVisible();
        await page.goto(`/p/${storyId}/edit`);
      });

      await test.step('Publish opens the story, its body rendered', async () => {
        await page.getByRole('button', { name: 'Publish' }).click();
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.getByText('Low tide shows what the sea keeps.')).toBeVisible();
        await shot('published-story-1280');
      });

      await test.step("it shows on the writer's profile and in their published stories", async () => {
        await page.goto(`/@${viewer.username}`);
        await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
        await page.goto('/me/stories/published');
        await expect(
          page.getByRole('list', { name: 'Published' }).getByRole('link', { name: title, exact: true }),
        ).toBeVisible();
        await page.setViewportSize({ width: 375, height: 800 });
        await shot('your-stories-375');
        await page.setViewportSize({ width: 1280, height: 800 });
        await shot('your-stories-1280');
      });

      await test.step('search finds it', async () => {
        await searchBox.input().fill(word.toLowerCase());
        await expect(searchBox.options().filter({ hasText: title })).toHaveCount(1);
      });
    } finally {
      if (storyId)
        await graphql(
          page.request,
          'mutation ($id: ID!) { deletePost(targetPostId: $id) { __typename } }',
          { id: storyId },
          session.xsrf,
        );
    }
    expect(storyId).not.toBeNull();
  },
);
