/**
 * Metered reading: the browser counts the stories a visitor reads; from the third this month, the
 * sign-up options say how many. Fewer than that, they do not.
 */
import type { Page } from '@playwright/test';
import { READING_METER_KEY } from '@inkpot/shared-contracts/reading-meter';
import { expect, test } from '../fixtures/test.ts';

const METERED = /^You've read \d+ stories this month\./;

/**
 * Reads stories from `candidates` until `count` of them were read on this host (a story a writer's
 * or publication's custom domain serves is read on another site, with a meter of its own).
 */
async function readStoriesHere(page: Page, candidates: string[], count: number) {
  const origin = new URL(page.url()).origin;
  const lastCounted = () =>
    page.evaluate(
      (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { lastPostId?: string }).lastPostId ?? null,
      READING_METER_KEY,
    );
  let read = 0;
  while (read < count) {
    const story = candidates.shift();
    if (!story) throw new Error('Not enough stories on this host to read.');
    const before = new URL(page.url()).origin === origin ? await lastCounted() : null;
    await page.goto(story);
    if (new URL(page.url()).origin !== origin) continue;
    // Counted once the page has taken over from the server's HTML (the host counts a story's page).
    await expect.poll(lastCounted).not.toBe(before);
    read += 1;
  }
}

test('from the third story read this month, the sign-up options say how many', async ({
  page,
  topBar,
  signInModal,
}) => {
  await page.goto('/');
  const stories = await page
    .locator('.ink-story-card h2 a, .ink-story-card h3 a')
    .evaluateAll((links) => [...new Set(links.map((link) => (link as HTMLAnchorElement).href))]);

  const signUpOptions = async () => {
    await page.goto('/');
    await topBar.signUp().click();
    await expect(signInModal.dialog()).toBeVisible();
    return signInModal.dialog();
  };

  await readStoriesHere(page, stories, 2);
  // The same story again (a reload) is not another story read.
  await page.reload();
  await expect((await signUpOptions()).getByText(METERED)).toHaveCount(0);

  await readStoriesHere(page, stories, 1);
  await expect((await signUpOptions()).getByText("You've read 3 stories this month.", { exact: false })).toBeVisible();
});
