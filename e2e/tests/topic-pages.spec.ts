import type { Page } from '@playwright/test';
import { axeViolations } from '../fixtures/axe.ts';
import { expect, test } from '../fixtures/test.ts';

// The seed's first publication has About and Latest in its navigation bar.
const PUBLICATION = { slug: 'the-long-margin', name: 'The Long Margin' };
const PLACEHOLDER = /is not available on .* yet/;

const pageArea = (page: Page) => page.locator('[data-layout][data-page]').first();
const storyCards = (page: Page) => page.locator('main article.ink-story-card');

/** The host's page shows real content: its heading, no placeholder, and nothing axe-core objects to. */
async function expectRealPage(page: Page, pageId: string, heading: string | RegExp) {
  await expect(pageArea(page)).toHaveAttribute('data-page', pageId);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText(PLACEHOLDER)).toHaveCount(0);
  expect(await axeViolations(page, '[data-layout][data-page]')).toEqual([]);
}

async function walk(page: Page) {
  await test.step('a story card’s topic link opens the topic: its name and its stories, newest first', async () => {
    await page.goto('/');
    const topic = storyCards(page).locator('a.ink-story-card__topic').first();
    await expect(topic).toBeVisible();
    const name = (await topic.innerText()).trim();
    await topic.click();
    await expect(page).toHaveURL(/\/tag\/[^/]+$/);
    await expectRealPage(page, 'topic-portal', name);
    await expect(page).toHaveTitle(`${name} – Inkpot`);
    const stories = page.getByRole('list', { name: `Latest stories in ${name}` });
    await expect(stories.getByRole('article').first()).toBeVisible();
    // Newest first.
    const dates = await stories
      .locator('time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
    expect(dates.length).toBeGreaterThan(0);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  await test.step('from the topic, every topic with its story count, each leading to its page', async () => {
    await page.getByRole('link', { name: 'Topic', exact: true }).click();
    await expect(page).toHaveURL(/\/explore-topics$/);
    await expectRealPage(page, 'explore-topics', 'Explore topics');
    const topics = page.getByRole('list', { name: 'Topics' }).getByRole('link');
    await expect(topics.first()).toContainText(/\d+ stor(y|ies)/);
    expect(await topics.count()).toBeGreaterThan(5);
    const writing = topics.filter({ hasText: /^Writing\b/ });
    await writing.click();
    await expect(page).toHaveURL(/\/tag\/writing$/);
    await expectRealPage(page, 'topic-portal', 'Writing');
  });

  await test.step('the top stories are the staff picks', async () => {
    await page.goto('/top-stories');
    await expectRealPage(page, 'series', 'Top stories');
    await expect(page.getByRole('list', { name: 'Top stories' }).getByRole('article').first()).toBeVisible();
  });

  await test.step('the publication bar’s About and Latest open the publication’s pages', async () => {
    await page.goto(`/${PUBLICATION.slug}`);
    const bar = page.locator('[data-slot="publication-nav"]');
    await bar.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${PUBLICATION.slug}/about$`));
    await expectRealPage(page, 'publication-about', `About ${PUBLICATION.name}`);
    await expect(page).toHaveTitle(`About – ${PUBLICATION.name} – Inkpot`);
    await expect(page.getByText('Essays with room to breathe.')).toBeVisible();
    await expect(page.getByText(/\d+ Followers?/)).toBeVisible();
    const editors = page.getByRole('list', { name: `Editors of ${PUBLICATION.name}` }).getByRole('link');
    await expect(editors.first()).toHaveAttribute('href', /^\/@/);

    await bar.getByRole('link', { name: 'Latest', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${PUBLICATION.slug}/latest$`));
    await expectRealPage(page, 'publication-latest', 'Latest stories');
    const stories = page.getByRole('list', { name: `Latest stories in ${PUBLICATION.name}` });
    await expect(stories.getByRole('article').first()).toBeVisible();
  });
}

test('a visitor walks from a story card’s topic and the publication bar to the topic and publication pages', async ({
  page,
  pageProblems,
}) => {
  test.setTimeout(90_000);
  await walk(page);
  expect(pageProblems).toEqual([]);
});

test.describe('a signed-in reader', () => {
  test.use({ account: 'reader' });

  test('walks the same pages, with the same content', async ({ page, pageProblems }) => {
    test.setTimeout(90_000);
    await walk(page);
    expect(pageProblems).toEqual([]);
  });
});

test('the edge server-renders the pages, and answers 404 for an unknown topic', async ({ request }) => {
  const pages: Array<[path: string, heading: string, content: string]> = [
    ['/tag/writing', '>Writing</h1>', 'class="ink-story-card"'],
    ['/explore-topics', '>Explore topics</h1>', 'class="ink-topics__topic"'],
    ['/top-stories', '>Top stories</h1>', 'class="ink-story-card"'],
    [`/${PUBLICATION.slug}/about`, `>About ${PUBLICATION.name}</h1>`, 'class="ink-about__editor"'],
    [`/${PUBLICATION.slug}/latest`, '>Latest stories</h1>', 'class="ink-story-card"'],
  ];
  for (const [path, heading, content] of pages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    // React separates adjacent text with an empty comment.
    const html = (await response.text()).replaceAll('<!-- -->', '');
    expect(html, path).toContain(heading);
    expect(html, path).toContain(content);
    expect(html, path).not.toMatch(PLACEHOLDER);
  }
  expect((await request.get('/tag/no-such-topic')).status()).toBe(404);
});
