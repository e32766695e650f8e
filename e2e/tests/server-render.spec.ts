import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { readLayoutShifts, recordLayoutShifts } from '../fixtures/layout-shifts.ts';
import { API_URL, expect, test } from '../fixtures/test.ts';
import { savedSession } from '../fixtures/viewer-sessions.ts';

/**
 * The edge renders the host's page on the server within a time budget; on these shared
 * machines a render may take longer than the default, so the tests that need the server's page
 * give it more time with the development-only budget header, and the fallback test takes it away.
 */
const RENDER_BUDGET = 'inkpot-render-budget';
test.use({ extraHTTPHeaders: { [RENDER_BUDGET]: '15000' } });

interface Story {
  title: string;
  mediumUrl: string;
  isLocked: boolean;
}

/** The visitor's home page lists the staff picks; the API's first stories, by title. */
async function staffPicks(request: APIRequestContext): Promise<[Story, Story, ...Story[]]> {
  const response = await request.post(`${API_URL}/_/graphql`, {
    data: { query: '{ staffPicksFeed(paging: { limit: 25 }) { items { post { title mediumUrl isLocked } } } }' },
  });
  const body = (await response.json()) as {
    data: { staffPicksFeed: { items: Array<{ post: Story }> } };
  };
  const [first, second, ...more] = body.data.staffPicksFeed.items.map((item) => item.post);
  if (!first || !second) throw new Error('The seed has fewer than two staff picks.');
  return [first, second, ...more];
}

/** Waits until every remote slot of the page has mounted or fallen back. */
async function remotesSettled(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-slot][data-state]')].every(
      (slot) => slot.getAttribute('data-state') !== 'loading',
    ),
  );
}

/**
 * Marks the first element matching `selector` as the parser creates it, before any script of the
 * page runs; `fromParser` then tells whether the browser kept that very element (hydrated it).
 */
async function markParsedElement(page: Page, selector: string) {
  await page.addInitScript((marked) => {
    new MutationObserver((_, observer) => {
      const element = document.querySelector(marked);
      if (!element) return;
      Object.assign(element, { fromServer: true });
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, selector);
}

const fromParser = (element: Element) => (element as Element & { fromServer?: boolean }).fromServer === true;

/** What the page logs as a warning or an error, and what it throws (a hydration mismatch is one). */
function warningsAndErrors(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    // Playwright's own note: the suite blocks service workers (see playwright.config.ts).
    if (message.text() === 'Service Worker registration blocked by Playwright') return;
    if (message.type() === 'error' || message.type() === 'warning')
      messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`));
  return messages;
}

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

test("the server's HTML carries the page text before any script runs", async ({ request, browser }) => {
  const stories = await staffPicks(request);

  await test.step('the home document holds the story titles, inside the root', async () => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    expect(response.headers()['inkpot-render']).toBe('server');
    const html = await response.text();
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script id="inkpot-state"'));
    for (const story of stories) expect(root).toContain(escaped(story.title));
  });

  await test.step("a post's document holds its title, and a browser without JavaScript shows it", async () => {
    const [story] = stories;
    const html = await (await request.get(story.mediumUrl)).text();
    expect(html).toContain(escaped(story.title));
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { [RENDER_BUDGET]: '15000' },
    });
    const page = await context.newPage();
    await page.goto(story.mediumUrl);
    await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
    // The server's top bar works as plain links: Sign in leads to the sign-in page, back to the story.
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/m\/signin\?operation=login&redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(new URL(story.mediumUrl, page.url()).href);
    await context.close();
  });
});

test('the browser hydrates the server page without a warning or an error, and asks nothing the server fetched', async ({
  page,
  request,
}) => {
  const [story] = await staffPicks(request);
  const messages = warningsAndErrors(page);
  const postQueries: string[] = [];
  page.on('request', (sent) => {
    if (!sent.url().includes('/_/graphql')) return;
    const body = sent.postData() ?? '';
    if (body.includes('"PostPage"') || body.includes('query PostPage')) postQueries.push(body);
  });

  await test.step('home: hydrated, every remote mounted', async () => {
    const response = await page.goto('/');
    expect(response?.headers()['inkpot-render']).toBe('server');
    await remotesSettled(page);
    // The page is live: a story link navigates on the client.
    await expect(page.getByRole('heading', { name: story.title }).first()).toBeVisible();
  });

  await test.step("a post: its data comes from the server's cache, never asked for again", async () => {
    const response = await page.goto(story.mediumUrl);
    expect(response?.headers()['inkpot-render']).toBe('server');
    await remotesSettled(page);
    await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
    expect(postQueries).toEqual([]);
  });

  await test.step('a story opened by a client-side navigation is asked for (the count sees the post query)', async () => {
    const [, other] = await staffPicks(request);
    await page.goto('/');
    await remotesSettled(page);
    await page.getByRole('link', { name: other.title }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: other.title })).toBeVisible();
    expect(postQueries).toHaveLength(1);
  });

  expect(messages).toEqual([]);
});

/** Loads each path in a page of `context` and expects no layout shift at all while the remotes mount. */
async function expectNothingMoves(context: BrowserContext, paths: readonly string[], label: string) {
  for (const path of paths) {
    const page = await context.newPage();
    await page.addInitScript(recordLayoutShifts);
    const response = await page.goto(path);
    expect(response?.headers()['inkpot-render']).toBe('server');
    await remotesSettled(page);
    const shifts = await page.evaluate(readLayoutShifts);
    expect(shifts.moved, `${path} ${label}`).toEqual([]);
    await page.close();
  }
}

for (const width of [1280, 375]) {
  test(`nothing moves on load while the remotes mount (${width} px)`, async ({ browser, request }) => {
    const stories = await staffPicks(request);
    // A member-only story too: its star (the membership remote's) sits in a line of text.
    const memberOnly = stories.find((story) => story.isLocked);
    if (!memberOnly) throw new Error('The seed has no member-only staff pick.');
    const context = await browser.newContext({
      viewport: { width, height: 800 },
      extraHTTPHeaders: { [RENDER_BUDGET]: '15000' },
    });
    // Nothing at all: the first paint is the whole page (the head holds it until the root is
    // parsed), every slot's box is its parcel's size, and an inline star has its placeholder.
    await expectNothingMoves(context, ['/', stories[0].mediumUrl, memberOnly.mediumUrl], `at ${width} px`);
    await context.close();
  });

  test(`nothing moves on load for a signed-in member either (${width} px)`, async ({ browser, request, baseURL }) => {
    const stories = await staffPicks(request);
    const { storageState } = await savedSession('member', baseURL ?? '');
    const context = await browser.newContext({
      viewport: { width, height: 800 },
      extraHTTPHeaders: { [RENDER_BUDGET]: '15000' },
      storageState,
    });
    // The server draws a member's top bar; the browser renders the sidebar into its held box (the
    // column on wide screens), and the banner area has the size of the banner that applies.
    await expectNothingMoves(context, ['/', stories[0].mediumUrl], `at ${width} px, signed in`);
    await context.close();
  });
}

test(
  'a server render that runs out of time falls back to the page rendered in the browser',
  { tag: '@development' },
  async ({ page, request, pageProblems }) => {
    const [story] = await staffPicks(request);
    // A budget of 1 ms (honoured in development only): the edge cannot render, and says why.
    await page.setExtraHTTPHeaders({ [RENDER_BUDGET]: '1' });
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['inkpot-render']).toMatch(/^client; reason=".*budget of 1 ms/);
    expect(response?.headers()['cache-control']).toContain('no-store');
    expect(await response?.text()).toContain('<div id="root"></div>');
    // The browser renders the whole page itself.
    await expect(page.getByRole('heading', { name: story.title }).first()).toBeVisible();
    await remotesSettled(page);
    expect(pageProblems).toEqual([]);
  },
);

test("the search page's results come in the server's HTML, from the search remote's server build, and are hydrated", async ({
  page,
  request,
  pageProblems,
}) => {
  const [story] = await staffPicks(request);
  const path = `/search?q=${encodeURIComponent(story.title)}`;

  await test.step('the document holds the results inside the slot (the edge loads the build once, then keeps it)', async () => {
    await expect
      .poll(async () => {
        const html = await (await request.get(path)).text();
        const slot = html.slice(html.indexOf('data-server-parcel="search/search-results"'));
        return slot.includes(escaped(story.title)) && slot.includes('data-parcel-state');
      })
      .toBe(true);
  });

  await test.step("the browser takes the server's list over: the same elements, no second search, nothing moves", async () => {
    const searches: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/1/indexes/')) searches.push(sent.url());
    });
    await page.addInitScript(recordLayoutShifts);
    await markParsedElement(page, '[data-server-parcel] .ink-search-results__title');
    const response = await page.goto(path);
    expect(response?.headers()['inkpot-render']).toBe('server');
    await remotesSettled(page);
    await expect(page.locator('[data-slot="search-results"]')).toHaveAttribute('data-state', 'mounted');
    const first = page.locator('.ink-search-results__title').first();
    expect(await first.evaluate(fromParser)).toBe(true);
    expect(searches).toEqual([]);
    expect((await page.evaluate(readLayoutShifts)).total).toBeLessThanOrEqual(0.02);
  });

  await test.step('the hydrated list is live: a result opens the story in the page', async () => {
    await page.getByRole('link', { name: story.title }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
  });
  expect(pageProblems).toEqual([]);
});

test("a visitor's top bar and the footer come in the server's HTML, from the navigation remote's server build, and are hydrated", async ({
  page,
  request,
  topBar,
  searchBox,
  signInModal,
  pageProblems,
}) => {
  await test.step('the home document holds the bar (with its sign-in links) and the footer inside their slots', async () => {
    await expect
      .poll(async () => {
        const html = await (await request.get('/')).text();
        const bar = html.slice(html.indexOf('data-server-parcel="navigation/top-bar"'));
        const footer = html.slice(html.indexOf('data-server-parcel="navigation/footer"'));
        return bar.includes('>Sign in</a>') && bar.includes('>Get started</a>') && footer.includes('>Help</a>');
      })
      .toBe(true);
  });

  await test.step("a phone keeps the parser's elements; the search box joins the bar; nothing moves", async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.addInitScript(recordLayoutShifts);
    await markParsedElement(page, '[data-server-parcel="navigation/top-bar"] .ink-top-bar__open-in-app');
    const response = await page.goto('/');
    expect(response?.headers()['inkpot-render']).toBe('server');
    await remotesSettled(page);
    await topBar.slot.expectState('mounted');
    await expect(page.locator('[data-server-parcel="navigation/top-bar"]')).toHaveAttribute('data-hydrated', 'true');
    expect(await page.getByRole('link', { name: 'Open in app' }).evaluate(fromParser)).toBe(true);
    await expect(searchBox.input()).toBeVisible();
    expect((await page.evaluate(readLayoutShifts)).total).toBeLessThanOrEqual(0.02);
  });

  await test.step("the hydrated bar is live: 'Get started' opens the sign-up modal in the page", async () => {
    await topBar.signUp().click();
    await expect(signInModal.dialog()).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
  });
  expect(pageProblems).toEqual([]);
});

test.describe('a signed-in member', () => {
  test.use({ account: 'member' });

  test("gets their top bar in the server's HTML (sidebar icon, Write, bell, avatar), hydrated without a warning; what only the browser knows comes after", async ({
    page,
    topBar,
  }) => {
    const messages = warningsAndErrors(page);
    const countAsked: number[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/_/graphql') && (sent.postData() ?? '').includes('UnreadNotificationCount'))
        countAsked.push(Date.now());
    });

    await test.step("the document holds the member's bar, drawn as the server knows it", async () => {
      const html = await (await page.request.get('/')).text();
      const bar = html.slice(html.indexOf('data-server-parcel="navigation/top-bar"'));
      expect(bar).toContain('aria-label="Account menu for ');
      expect(bar).toContain('class="ink-top-bar__notifications"');
      // Closed, without the dot or the count: the screen, the preference and the count are the browser's.
      expect(bar).toMatch(/class="ink-top-bar__sidebar-toggle" aria-label="Sidebar" aria-expanded="false"/);
      expect(bar.slice(0, bar.indexOf('</header>'))).not.toContain('data-testid="unread-count"');
    });

    await test.step("the browser keeps the parser's bar, then opens the sidebar (wide screen) and asks for the count", async () => {
      await markParsedElement(page, '[data-server-parcel="navigation/top-bar"] .ink-account-menu__trigger');
      const response = await page.goto('/');
      expect(response?.headers()['inkpot-render']).toBe('server');
      await remotesSettled(page);
      await expect(page.locator('[data-server-parcel="navigation/top-bar"]')).toHaveAttribute('data-hydrated', 'true');
      expect(await page.locator('.ink-account-menu__trigger').evaluate(fromParser)).toBe(true);
      await expect(topBar.sidebarToggle()).toHaveAttribute('aria-expanded', 'true');
      await expect.poll(() => countAsked.length).toBeGreaterThan(0);
    });
    expect(messages).toEqual([]);
  });
});

/**
 * A time zone in which `iso` falls on another day than in UTC: the server writes dates in UTC, the
 * browser in the reader's zone once hydrated. `Etc/GMT+N` is N hours behind UTC, `Etc/GMT-N` ahead.
 */
function zoneOnAnotherDay(iso: string): string {
  const hour = new Date(iso).getUTCHours();
  return hour < 12 ? `Etc/GMT+${hour + 1}` : `Etc/GMT-${24 - hour}`;
}

const dayIn = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(iso));

test("a member's home page hydrates in a time zone where a story's day is not UTC's: the server's day, then the reader's, with no mismatch", async ({
  browser,
  baseURL,
}) => {
  const { storageState } = await savedSession('member', baseURL ?? '');
  const context = await browser.newContext({ storageState, extraHTTPHeaders: { [RENDER_BUDGET]: '15000' } });
  const html = await (await context.request.get('/')).text();
  // The stories of the page's own feed (in its Suspense boundary, hydrated after the shell).
  const root = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  const [, iso, serverDay] = /<time dateTime="([^"]+)">([^<]+)<\/time>/.exec(root) ?? [];
  if (!iso || !serverDay) throw new Error("The member's home document has no dated story.");
  expect(serverDay).toBe(dayIn(iso, 'UTC'));
  await context.close();

  const timezoneId = zoneOnAnotherDay(iso);
  const readerDay = dayIn(iso, timezoneId);
  expect(readerDay).not.toBe(serverDay);
  const inZone = await browser.newContext({
    storageState,
    timezoneId,
    extraHTTPHeaders: { [RENDER_BUDGET]: '15000' },
  });
  const page = await inZone.newPage();
  const messages = warningsAndErrors(page);
  const response = await page.goto('/');
  expect(response?.headers()['inkpot-render']).toBe('server');
  await remotesSettled(page);
  // Shown in the reader's zone once hydrated; hydration itself saw the server's UTC day.
  await expect(page.locator(`main time[datetime="${iso}"]`).first()).toHaveText(readerDay);
  expect(messages).toEqual([]);
  await inZone.close();
});
