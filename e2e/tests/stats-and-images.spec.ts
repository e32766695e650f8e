import { signInAs } from '../fixtures/api-sign-in.ts';
import { edgeGraphql as graphql } from '../fixtures/edge-graphql.ts';
import { expect, test } from '../fixtures/test.ts';

/** An 8x8 PNG (real bytes): what a reader's file picker hands the page. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfklEQVQImRXIIRUAUQgEwNXor1ej0asJQRKSkIQkJLp3IwcACBNegQ0fxEKH/Js08RXZ9GEsdUxAoEx6JbZ8FCudEiiwTPWq2OVTsaWrBBpsU79qdvt0bOs6gQHHNK+GPT4TO7pJYME17atlr8/Grm4TOPBM9+rY53Oxp7v8AIqFPUG6/K5kAAAAAElFTkSuQmCC',
  'base64',
);

const STATS = `query ($postId: ID) { viewer { storyStats(days: 7, postId: $postId) {
  views reads stories { views post { id mediumUrl title } } } } }`;
type Stats = {
  views: number;
  reads: number;
  stories: Array<{ views: number; post: { id: string; mediumUrl: string; title: string } }>;
};

/**
 * Stats and images against the running system: a writer's stats page shows the seeded history as a
 * chart with its text alternative and a table of stories; a visitor's load of one of their stories
 * counts as a view on it; the writer uploads a photo in Settings (a file that is not an image is
 * refused with the API's words), the avatar shows it from a content-addressed, year-cached URL, and
 * removing it brings the initial back. Screenshots at 1280 and 375 px are attached.
 */
test(
  'a writer’s stats count a visitor’s view, and a photo uploaded in Settings becomes the avatar',
  { tag: '@mutates' },
  async ({ page, browser }, testInfo) => {
    await signInAs(page.request, 'publisher@demo.inkpot.test');
    const shot = (name: string) =>
      page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true, animations: 'disabled' });

    const before = (await graphql<{ viewer: { storyStats: Stats } }>(page.request, STATS)).viewer.storyStats;
    const story = before.stories[0]?.post;
    expect(story, 'the seed gives the demo publisher viewed stories').toBeTruthy();
    if (!story) return;

    await test.step('the stats page charts views and reads, with a sentence and a table for screen readers', async () => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/me/stats');
      await page.getByRole('button', { name: '7 days' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Stats' })).toBeVisible();
      await expect(
        page.getByRole('img', { name: /^Views and reads per day, last 7 days\. [\d,]+ views? and [\d,]+ reads? from/ }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
      const table = page.getByRole('table', { name: 'Views and reads per story, last 7 days' });
      await expect(table.getByRole('link', { name: story.title })).toBeVisible();
      await shot('stats-1280');
      await page.setViewportSize({ width: 375, height: 812 });
      await shot('stats-375');
    });

    await test.step('a visitor’s load of the story counts one view on it', async () => {
      const visitor = await browser.newContext();
      const reader = await visitor.newPage();
      const recorded = reader.waitForResponse((response) =>
        Boolean(response.request().postData()?.includes('RecordStoryView')),
      );
      await reader.goto(story.mediumUrl);
      expect(JSON.stringify(await (await recorded).json())).toMatch(/"recordStoryView":\{[^}]*"viewId":"[^"]+"/);
      await expect(reader.getByRole('heading', { level: 1 })).toBeVisible();
      await expect
        .poll(
          async () =>
            (await graphql<{ viewer: { storyStats: Stats } }>(page.request, STATS, { postId: story.id })).viewer
              .storyStats.views,
          { timeout: 15_000 },
        )
        // The writer's results are kept a few seconds per session (RESPONSE_CACHE_TTL_MS).
        .toBeGreaterThan(before.stories[0]?.views ?? 0);
      await visitor.close();
    });

    await test.step('the story’s own stats page', async () => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`/me/stats/post/${story.id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Story stats' })).toBeVisible();
      await expect(page.getByRole('link', { name: story.title })).toHaveAttribute('href', story.mediumUrl);
    });

    await test.step('Settings: a file that is not an image is refused with the reason', async () => {
      await page.goto('/me/settings');
      // The page has taken over from the server's HTML (its slots mount after it): the field answers.
      await expect(page.locator('[data-slot="top-bar"]:not([data-state="loading"])')).toBeVisible();
      await page
        .getByLabel(/Add a photo|Choose another photo/)
        .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
      await expect(
        page.getByRole('alert').filter({ hasText: 'This file is not an image. Choose a JPEG, PNG, GIF or WebP file.' }),
      ).toBeVisible();
    });

    await test.step('a photo becomes the avatar, served content-addressed and cached for a year', async () => {
      await page
        .getByLabel(/Add a photo|Choose another photo/)
        .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
      await expect(page.getByRole('status').filter({ hasText: 'Your photo is saved.' })).toBeVisible();
      const avatar = page.locator('.ink-photo-setting img.ink-avatar');
      await expect(avatar).toHaveAttribute('src', /^\/_\/api\/images\/[0-9a-f]{32}\/avatar-64\.webp$/);
      await expect(avatar).toHaveAttribute('width', '64');
      await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      const file = await page.request.get((await avatar.getAttribute('src')) ?? '');
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toBe('image/webp');
      expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      await page.screenshot({ path: testInfo.outputPath('settings-photo-1280.png'), animations: 'disabled' });
      await page.setViewportSize({ width: 375, height: 812 });
      await page.screenshot({ path: testInfo.outputPath('settings-photo-375.png'), animations: 'disabled' });
    });

    await test.step('removing it brings the initial back (the seed world reads as before)', async () => {
      await page.getByRole('button', { name: 'Remove photo' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Your photo is removed.' })).toBeVisible();
      await expect(page.locator('.ink-photo-setting img')).toHaveCount(0);
    });
  },
);
