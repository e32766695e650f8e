import type { Page, Request } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';

/**
 * Search: the top bar's suggestion popover against the hosted-search endpoint over
 * the seed world ("night" finds 5 stories and the Night Shift Engineering publication), recent
 * searches, the results pages in the host's search-results slot, and click analytics.
 */

const RECENT_KEY = 'inkpot:recent-searches';

const isSearchClick = (request: Request) =>
  request.url().includes('/_/graphql') && (request.postData() ?? '').includes('SearchClickEventMutation');

async function clickEventResponse(page: Page) {
  const request = await page.waitForRequest(isSearchClick);
  const response = await request.response();
  return { body: request.postData() ?? '', answer: (await response?.text()) ?? '' };
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await page.evaluate((key) => localStorage.removeItem(key), RECENT_KEY);
});

test('suggestions as you type, arrows wrap, Escape and outside click close, Enter opens a hit', async ({
  page,
  searchBox,
}) => {
  const input = searchBox.input();
  await test.step('typing "night" shows stories and a publication, announced', async () => {
    await input.fill('night');
    await expect(searchBox.listbox()).toBeVisible();
    await expect(searchBox.listbox().getByRole('group', { name: 'Stories' }).getByRole('option')).toHaveCount(3);
    await expect(searchBox.options().filter({ hasText: 'Night Shift Engineering' })).toHaveCount(1);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('status').filter({ hasText: /results available/ })).toHaveCount(1);
  });

  await test.step('arrow keys move through the options and wrap at both ends', async () => {
    const count = await searchBox.options().count();
    await input.press('ArrowDown');
    const first = searchBox.options().first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
    await input.press('ArrowUp');
    await expect(searchBox.options().nth(count - 1)).toHaveAttribute('aria-selected', 'true');
    await input.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
  });

  await test.step('Escape closes; typing opens again; an outside click closes', async () => {
    await input.press('Escape');
    await expect(searchBox.popover()).toBeHidden();
    await expect(input).toHaveValue('night');
    await input.press('End');
    await input.pressSequentially('s');
    await expect(searchBox.listbox()).toBeVisible();
    await page.mouse.click(640, 500);
    await expect(searchBox.popover()).toBeHidden();
  });

  await test.step('an empty query closes the popover', async () => {
    await input.fill('night');
    await expect(searchBox.listbox()).toBeVisible();
    await input.fill('');
    await expect(searchBox.listbox()).toBeHidden();
  });

  await test.step('Enter on a highlighted story opens it and reports the click', async () => {
    await input.fill('night');
    await expect(searchBox.options().first()).toBeVisible();
    await input.press('ArrowDown');
    const clicked = clickEventResponse(page);
    await input.press('Enter');
    await expect(page).toHaveURL(/\/p\/|\/night-trains|\/@/);
    const { body, answer } = await clicked;
    expect(body).toMatch(/"positions":\[1\]/);
    expect(body).toMatch(/"indexName":"inkpot_post"/);
    expect(body).toMatch(/"queryId":"[0-9a-f]{32}"/);
    expect(answer).toContain('"success":true');
  });
});

test('Enter in the box goes to the results page; recent searches keep 10, newest first, removable', async ({
  page,
  searchBox,
}) => {
  await test.step('Enter opens /search?q=', async () => {
    await searchBox.search('night');
    await expect(page).toHaveURL(/\/search\?q=night$/);
  });

  await test.step('11 searches keep the 10 newest', async () => {
    for (let n = 1; n <= 11; n += 1) {
      await searchBox.input().fill(`query ${n}`);
      await searchBox.input().press('Enter');
      await expect(page).toHaveURL(new RegExp(`q=query\\+${n}$`));
    }
    await searchBox.input().fill('');
    await page.getByRole('heading', { level: 1 }).click();
    await searchBox.input().focus();
    const recent = searchBox.listbox().getByRole('option');
    await expect(recent).toHaveCount(10);
    await expect(recent.first()).toHaveText('query 11');
    await expect(recent.last()).toHaveText('query 2');
  });

  await test.step('one entry is removed from the list and from storage', async () => {
    await page.getByRole('button', { name: 'Remove “query 5” from recent searches' }).click();
    await expect(searchBox.listbox().getByRole('option')).toHaveCount(9);
    await expect(searchBox.listbox().getByRole('option', { name: 'query 5' })).toHaveCount(0);
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as string[], RECENT_KEY);
    expect(stored).toHaveLength(9);
    expect(stored).not.toContain('query 5');
  });
});

test('each results tab lists its category, and pages with Show more', async ({ page, searchResults }) => {
  await page.goto('/search?q=the');
  await expect(searchResults.items()).toHaveCount(10);
  await test.step('Show more adds the next page', async () => {
    await searchResults.region().getByRole('button', { name: 'Show more' }).click();
    await expect(searchResults.items()).toHaveCount(20);
  });
  for (const [tab, path, text] of [
    ['People', '/search/users?q=a', 'Ada Ibarra'],
    ['Publications', '/search/publications?q=night', 'Night Shift Engineering'],
    ['Stories', '/search/posts?q=night', 'Night Trains'],
  ] as const) {
    await test.step(`${tab} tab`, async () => {
      await page.goto(path);
      await expect(searchResults.tab(tab)).toHaveAttribute('aria-current', 'page');
      await expect(searchResults.items().filter({ hasText: text }).first()).toBeVisible();
    });
  }
});

test('Topics and Lists tabs: tags with story counts, public lists under their owner, empty states', async ({
  page,
  searchResults,
}) => {
  await test.step('Topics tab', async () => {
    await page.goto('/search/tags?q=trav');
    await expect(searchResults.tab('Topics')).toHaveAttribute('aria-current', 'page');
    const travel = searchResults.items().filter({ hasText: 'Travel' }).first().getByRole('link');
    await expect(travel).toHaveAttribute('href', '/tag/travel');
    await expect(searchResults.items().first()).toContainText(/\d+ stor(y|ies)/);
  });
  await test.step('Lists tab: public lists by name, linked under their owner', async () => {
    await page.goto('/search/lists?q=weekend');
    await expect(searchResults.tab('Lists')).toHaveAttribute('aria-current', 'page');
    const list = searchResults.items().filter({ hasText: 'Weekend reads' }).first();
    await expect(list).toBeVisible();
    await expect(list.getByRole('link')).toHaveAttribute('href', /^\/@[a-z0-9_.-]+\/list\/weekend-reads-[a-z0-9]+$/);
    // The private "Reading list" every demo account has is never offered.
    await page.goto('/search/lists?q=reading%20list');
    await expect(searchResults.region()).toContainText('No lists matching “reading list”');
  });
  await test.step('Topics and Lists say when nothing matches', async () => {
    await page.goto('/search/tags?q=zzzzqqq');
    await expect(searchResults.region()).toContainText('No topics matching “zzzzqqq”');
    await page.goto('/search/lists?q=zzzzqqq');
    await expect(searchResults.region()).toContainText('No lists matching “zzzzqqq”');
  });
});

test('a click on a result is reported with its 1-based position', async ({ page, searchResults }) => {
  await page.goto('/search/posts?q=night');
  // The server renders the list; its clicks are the parcel's to report once it has hydrated it
  // (before, a result is a plain link: it opens the story, unreported).
  await searchResults.slot.expectState('mounted');
  const clicked = clickEventResponse(page);
  await searchResults.items().nth(1).getByRole('link').click();
  const { body, answer } = await clicked;
  expect(body).toMatch(/"positions":\[2\]/);
  expect(answer).toContain('"success":true');
});

test('hits link by the right URL forms: slug, custom domain, /@username, tags', async ({
  page,
  request,
  searchBox,
}) => {
  await test.step('a publication without a domain by its slug, a topic by /tag/', async () => {
    await searchBox.input().fill('night');
    await expect(searchBox.options().filter({ hasText: 'Night Shift Engineering' })).toHaveAttribute(
      'href',
      '/night-shift-engineering',
    );
    await searchBox.input().fill('trav');
    const topics = searchBox.listbox().getByRole('group', { name: 'Topics' }).getByRole('option');
    await expect(topics.filter({ hasText: 'Travel' })).toHaveAttribute('href', '/tag/travel');
  });
  await test.step('a publication with a custom domain by that domain', async () => {
    await searchBox.input().fill('quiet mach');
    await expect(searchBox.options().filter({ hasText: 'Quiet Machines' })).toHaveAttribute(
      'href',
      'https://quietmachines.inkpot.test',
    );
  });
  await test.step('people by /@username, the writer with a live custom domain by it', async () => {
    // The seed world's people, as the search service answers them (one has a custom domain).
    const answer = await request.post('/1/indexes/*/queries', {
      headers: { 'x-algolia-application-id': 'INKPOTDEV', 'x-algolia-api-key': 'inkpot-search-only-key' },
      data: { requests: [{ indexName: 'inkpot_user', query: '', hitsPerPage: 50 }] },
    });
    const people = ((await answer.json()) as { results: { hits: Record<string, string | null>[] }[] }).results[0]?.hits;
    const withDomain = people?.find((person) => person.customDomain);
    const plain = people?.find((person) => !person.customDomain && person.name !== withDomain?.name);
    expect(withDomain?.customDomain).toMatch(/\.inkpot\.test$/);
    const person = (name: string) =>
      searchBox.listbox().getByRole('group', { name: 'People' }).getByRole('option').filter({ hasText: name }).first();
    await searchBox.input().fill(String(withDomain?.name));
    await expect(person(String(withDomain?.name))).toHaveAttribute('href', `https://${withDomain?.customDomain}`);
    await searchBox.input().fill(String(plain?.name));
    await expect(person(String(plain?.name))).toHaveAttribute('href', `/@${plain?.username}`);
  });
  await page.keyboard.press('Escape');
});

test('publication-scoped search lists only that publication’s stories', async ({ page, searchResults }) => {
  await page.goto('/night-shift-engineering/search?q=the');
  await expect(searchResults.items()).toHaveCount(5);
  await expect(searchResults.region()).toContainText('5 results');
  await expect(searchResults.tab('Topics')).toHaveAttribute('href', '/night-shift-engineering/search/tags?q=the');
});

test('with the search endpoint down, search says so and the rest of the page works', async ({
  page,
  searchBox,
  searchResults,
}) => {
  // The browser's searches fail (the edge's own, which renders a results page's first answers,
  // does not: the results page is reached in the page, as a reader's search is).
  await page.route('**/1/indexes/**', (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await searchBox.input().fill('night');
  await expect(searchBox.popover().getByRole('alert')).toContainText('Search is unavailable right now.');
  await searchBox.input().press('Enter');
  await expect(page).toHaveURL(/\/search\?q=night$/);
  await expect(searchResults.region().getByRole('alert')).toContainText('Search is unavailable right now.');
  await test.step('the page still navigates', async () => {
    await searchBox.input().press('Escape');
    // The People tab asks again, and fails too: wait for that before the endpoint comes back, or
    // its search may go out after the unroute and succeed (no Try again to click).
    const peopleFailed = page.waitForEvent('requestfailed', (request) => request.url().includes('/1/indexes/'));
    await searchResults.tab('People').click();
    await expect(page).toHaveURL(/\/search\/users\?q=night$/);
    await peopleFailed;
    await expect(searchResults.region().getByRole('alert')).toContainText('Search is unavailable right now.');
  });
  await test.step('Try again works once the endpoint is back', async () => {
    await page.unroute('**/1/indexes/**');
    await searchResults.region().getByRole('button', { name: 'Try again' }).click();
    await expect(searchResults.region().getByRole('alert')).toHaveCount(0);
  });
});

test.describe("a member's bar on a phone", () => {
  test.use({ account: 'member', viewport: { width: 375, height: 800 } });

  test('the box too narrow for "Search" shows the icon alone, not a cut word; a wide one shows the word', async ({
    page,
    searchBox,
  }) => {
    const placeholderColor = () =>
      searchBox.input().evaluate((input) => getComputedStyle(input, '::placeholder').color);
    await searchBox.slot.expectState('mounted');
    expect((await searchBox.input().boundingBox())?.width).toBeLessThan(112);
    expect(await placeholderColor()).toBe('rgba(0, 0, 0, 0)');

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(placeholderColor).toBe('rgb(107, 107, 107)');
  });
});
