import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';

/** Real paths from the seeded API: a staff pick's URL, its author and its publication. */
async function seededPaths(page: Page) {
  const response = await page.request.post('/_/graphql', {
    data: {
      query:
        '{ staffPicksFeed(paging: { limit: 20 }) { items { post { mediumUrl creator { username } collection { slug } } } } }',
    },
    headers: { 'x-xsrf-token': '1' },
  });
  type Item = { post: { mediumUrl: string; creator: { username: string }; collection: { slug: string } | null } };
  const items = ((await response.json()) as { data: { staffPicksFeed: { items: Item[] } } }).data.staffPicksFeed.items;
  const inPublication = items.find((item) => item.post.collection)?.post;
  if (!items[0] || !inPublication?.collection) throw new Error('The seed has no staff picks in a publication.');
  return {
    post: items[0].post.mediumUrl,
    username: items[0].post.creator.username,
    publication: inPublication.collection.slug,
  };
}

const layoutRoot = (page: Page) => page.locator('[data-layout][data-page]').first();

test('real paths from every group of the route table get their layout, page and HTTP status', async ({ page }) => {
  // Sixteen full page loads, each with every remote: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const seeded = await seededPaths(page);
  const cases: Array<[path: string, layout: string, pageId: string, status: number]> = [
    ['/', 'basic', 'home-lo-legacy', 200],
    ['/about', 'basic', 'landing-about', 200],
    ['/plans', 'wordmark', 'plans', 200],
    [seeded.post, 'top-nav', 'post', 200],
    ['/search?q=ink', 'two-column', 'search', 200],
    ['/me/settings', 'two-column', 'settings', 200],
    ['/me/stories', 'top-nav', 'your-stories', 200],
    ['/get-started', 'wordmark', 'onboarding', 200],
    [`/@${seeded.username}`, 'two-column', 'user-profile', 200],
    [`/@${seeded.username}/followers`, 'two-column', 'user-followers', 200],
    [`/${seeded.publication}`, 'publication', 'publication-profile', 200],
    [`/${seeded.publication}/about`, 'publication', 'publication-about', 200],
    ['/tag/writing', 'top-nav', 'topic-portal', 200],
    ['/tag/no-such-tag', 'basic', 'not-found', 404],
    ['/m/signin', 'basic', 'sign-in', 200],
    ['/no/such/page/here/at/all', 'basic', 'not-found', 404],
    ['/feed/latest', 'basic', 'not-found', 404],
  ];
  for (const [path, layout, pageId, status] of cases) {
    await test.step(`${path} → ${pageId} in ${layout} (${status})`, async () => {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(status);
      await expect(layoutRoot(page)).toHaveAttribute('data-page', pageId);
      await expect(layoutRoot(page)).toHaveAttribute('data-layout', layout);
      await expect(page.locator('.ink-shell')).toHaveAttribute('data-layout', layout);
    });
  }
});

test('the two-column layout: a right column of 352 px from 904 px wide, 368 px from 1080, none below', async ({
  page,
}) => {
  const aside = page.getByRole('complementary', { name: 'Right column' });
  for (const [width, expected] of [
    [1280, 368],
    [1000, 352],
    [800, null],
  ] as const) {
    await test.step(`${width} px wide`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/search?q=ink');
      if (expected === null) await expect(aside).toBeHidden();
      else await expect.poll(async () => (await aside.boundingBox())?.width).toBe(expected);
    });
  }
});

test('the wordmark layout shows the logo only; the top bar stays mounted but hidden', async ({ page, topBar }) => {
  await page.goto('/plans');
  await expect(page.locator('.ink-wordmark').getByRole('link', { name: 'Inkpot' })).toBeVisible();
  await topBar.slot.expectState('mounted');
  await expect(topBar.slot.root).toBeHidden();
});

test.describe('a signed-in reader', () => {
  test.use({ account: 'reader', viewport: { width: 1280, height: 800 } });

  test('the wordmark layout hides the sidebar too; the next page shows it again', async ({ page }) => {
    const sidebar = page.locator('[data-slot="sidebar"]');
    await page.goto('/plans');
    await expect(page.locator('.ink-wordmark').getByRole('link', { name: 'Inkpot' })).toBeVisible();
    await expect(sidebar).toHaveAttribute('data-state', 'mounted');
    await expect(sidebar).toBeHidden();
    await page.goto('/');
    await expect(sidebar.getByRole('navigation', { name: 'Sidebar' })).toBeVisible();
  });
});

test('a trailing slash and stray query parameters are cleaned without a new history entry', async ({ page }) => {
  await page.goto('/about');
  const before = await page.evaluate(() => history.length);
  await page.goto('/search/?q=ink&utm_source=newsletter&tab=posts');
  await expect(page).toHaveURL(/\/search\?q=ink&tab=posts$/);
  expect(await page.evaluate(() => history.length)).toBe(before + 1);
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
});

test('an unknown path shows the 404 screen with four staff picks', async ({ page }) => {
  const response = await page.goto('/this/path/does/not/exist/anywhere');
  expect(response?.status()).toBe(404);
  const screen = page.locator('[data-page="not-found"]');
  await expect(screen.getByText('PAGE NOT FOUND')).toBeVisible();
  await expect(screen.getByText('404', { exact: true })).toBeVisible();
  await expect(screen.getByRole('heading', { name: 'Out of nothing, something.' })).toBeVisible();
  await expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(screen.getByRole('article')).toHaveCount(4);
});

test('the error page route shows the 500 screen', async ({ page }) => {
  const response = await page.goto('/_/oh-noes');
  expect(response?.status()).toBe(500);
  const screen = page.locator('[data-page="server-error"]');
  await expect(screen.getByText('500', { exact: true })).toBeVisible();
  await expect(screen.getByText('Apologies, but something went wrong on our end.')).toBeVisible();
  await expect(screen.getByRole('link', { name: 'Inkpot Status' })).toHaveAttribute('href', /^https?:\/\/status\./);
  await expect(screen.locator('a[href="/browse/top"]')).toBeVisible();
});

test(
  'a render error in the page shows the error boundary, and navigating away recovers',
  { tag: '@development' },
  async ({ page, topBar, pageProblems }) => {
    await page.goto('/about');
    await topBar.slot.expectState('mounted');
    await page.waitForFunction(() => '__INKPOT_DEVTOOL__' in window);
    await page.evaluate(() =>
      (window as unknown as { __INKPOT_DEVTOOL__: { crashPage(m: string): void } }).__INKPOT_DEVTOOL__.crashPage(
        'Render failure from the e2e suite',
      ),
    );
    const boundary = page.locator('[data-screen="error"]');
    await expect(boundary.getByRole('heading', { name: 'Error' })).toBeVisible();
    await expect(boundary.getByText('We’re sorry, but there was a problem displaying this page.')).toBeVisible();
    await expect(boundary.getByText('Please reload and try again.')).toBeVisible();
    await expect(boundary.getByRole('link', { name: 'Inkpot home' })).toHaveAttribute('href', '/');
    // The shell around the page survives.
    await topBar.slot.expectState('mounted');
    expect(pageProblems.join('\n')).toContain('Render failure from the e2e suite');

    await page.evaluate(() => {
      history.pushState(null, '', '/plans');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(layoutRoot(page)).toHaveAttribute('data-page', 'plans');
  },
);

test(
  'client-side navigation between pages keeps every remote mounted: no remount, no reload',
  { tag: '@development' },
  async ({ page, topBar, footer, toastStack, signInModal }) => {
    const seeded = await seededPaths(page);
    await page.goto('/');
    for (const slot of [topBar.slot, footer.slot, toastStack.slot, signInModal.slot]) await slot.expectState('mounted');
    // Every shell slot has settled (the banner area and the search box too), so the marks cover them all.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-slot]')]
        .filter((slot) => !slot.closest('main'))
        .every((slot) => slot.getAttribute('data-state') !== 'loading'),
    );
    // Mark the document and each shell parcel's rendered DOM (not the page's own slots inside main,
    // such as a story card's member star, which come and go with the page); a reload or a remount
    // loses the marks.
    await page.evaluate(() => {
      (window as unknown as { __stay: boolean }).__stay = true;
      const shellSlots = [...document.querySelectorAll<HTMLElement>('[data-slot][data-state="mounted"]')].filter(
        (slot) => !slot.closest('main'),
      );
      for (const slot of shellSlots) {
        const rendered = slot.firstElementChild?.firstElementChild as (Element & { __stay?: boolean }) | null;
        if (rendered) rendered.__stay = true;
      }
    });
    const marksKept = () =>
      page.evaluate(() => {
        const slots = [...document.querySelectorAll<HTMLElement>('[data-slot][data-state="mounted"]')].filter(
          (slot) => !slot.closest('main'),
        );
        const kept = slots.filter(
          (slot) => (slot.firstElementChild?.firstElementChild as (Element & { __stay?: boolean }) | null)?.__stay,
        );
        return {
          reloaded: !(window as unknown as { __stay?: boolean }).__stay,
          mounted: slots.length,
          kept: kept.length,
        };
      });
    const initial = await marksKept();
    expect(initial.reloaded).toBe(false);
    expect(initial.kept).toBeGreaterThanOrEqual(4);

    // A story card on the landing page is a client-side link.
    await page.locator(`[data-page="home-lo-legacy"] a[href="${seeded.post}"]`).first().click();
    await expect(layoutRoot(page)).toHaveAttribute('data-page', 'post');
    await page.goBack();
    await expect(layoutRoot(page)).toHaveAttribute('data-page', 'home-lo-legacy');
    await page.evaluate(() =>
      (
        window as unknown as { __INKPOT_DEVTOOL__: { publish(t: string, p: unknown, s: string): boolean } }
      ).__INKPOT_DEVTOOL__.publish('navigation/navigate', { to: '/plans' }, 'navigation'),
    );
    await expect(layoutRoot(page)).toHaveAttribute('data-page', 'plans');
    await page.goBack();
    await expect(layoutRoot(page)).toHaveAttribute('data-page', 'home-lo-legacy');

    expect(await marksKept()).toEqual(initial);
  },
);

test('updatedPayment=1 shows the payment toast once, and the parameter leaves the address', async ({
  page,
  toastStack,
}) => {
  await page.goto('/?updatedPayment=1');
  await expect(toastStack.toast('Your payment method has been updated successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('hovering a link preloads the page chunk and data before the click', async ({ page }) => {
  const seeded = await seededPaths(page);
  await page.goto('/');
  await expect(layoutRoot(page)).toHaveAttribute('data-page', 'home-lo-legacy');
  // The server's links have their hover handlers once the page is hydrated.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const link = page.locator(`a[href="${seeded.post}"]`).first();
  const postQuery = page.waitForRequest(
    (request) =>
      request.url().includes('/_/graphql') &&
      (request.postData() ?? '').includes(seeded.post.split('-').at(-1) as string),
  );
  await link.hover();
  await postQuery;
});

test("a publication's custom domain is routed in collection mode, with the publication layout", async ({
  page,
  topBar,
}) => {
  // quietmachines.inkpot.test is the seeded domain of the publication Quiet Machines.
  const origin = `http://quietmachines.inkpot.test:${new URL(test.info().project.use.baseURL ?? 'http://localhost:3000').port}`;
  const response = await page.goto(`${origin}/`);
  expect(response?.status()).toBe(200);
  await expect(layoutRoot(page)).toHaveAttribute('data-page', 'publication-profile');
  await expect(layoutRoot(page)).toHaveAttribute('data-layout', 'publication');
  await expect(page.getByRole('heading', { level: 1, name: 'Quiet Machines' })).toBeVisible();
  await topBar.slot.expectState('mounted');
  // The domain's own pages drop the slug prefix; another publication is not served here.
  expect((await page.goto(`${origin}/about`))?.status()).toBe(200);
  await expect(layoutRoot(page)).toHaveAttribute('data-page', 'publication-about');
  expect((await page.goto(`${origin}/the-long-margin/about`))?.status()).toBe(404);
  // A page the domain does not serve under its name (the main home) is linked on the main host.
  await page.goto(`${origin}/about`);
  await topBar.slot.expectState('mounted');
  await expect(topBar.logo()).toHaveAttribute('href', /^http:\/\/localhost:\d+\/$/);
});
