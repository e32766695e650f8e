import { signInAs } from '../fixtures/api-sign-in.ts';
import { expect, test } from '../fixtures/test.ts';

const READER = 'reader@demo.inkpot.test';

test('a reader signs in with an emailed code and the whole page knows it, until sign-out', async ({
  page,
  topBar,
  pageProblems,
}) => {
  const session = await test.step('the API emails a code, and the code signs this browser in', () =>
    signInAs(page.request, READER));

  await test.step('the edge puts the viewer into the page, and the top bar shows the account', async () => {
    await page.goto('/');
    await topBar.slot.expectState('mounted');
    await expect(topBar.banner.getByRole('button', { name: session.viewer.viewer.name })).toBeVisible();
    await expect(topBar.signIn()).toHaveCount(0);
  });

  await test.step('signing out at /m/signout/{xsrf} makes the reader a visitor again', async () => {
    await page.goto(`/m/signout/${session.xsrf}`);
    await expect(page).toHaveURL(/\/$/);
    await expect(topBar.signIn()).toBeVisible();
  });

  expect(pageProblems).toEqual([]);
});

test(
  'a reader whose session the edge could not look up in time is signed in by the page itself',
  { tag: '@development' },
  async ({ page, topBar, sidebar, pageProblems }) => {
    const session = await signInAs(page.request, 'member@demo.inkpot.test');

    // What the edge embeds after a failed or slow session lookup: the viewer loading, no xsrf token.
    // (Rewritten in the page once parsing ends, before the deferred host script reads it: a document
    // fulfilled by the test would lose its loopback address space and every remote with it.)
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        const element = document.getElementById('inkpot-state');
        if (document.readyState !== 'interactive' || !element?.textContent) return;
        const state = JSON.parse(element.textContent);
        element.textContent = JSON.stringify({ ...state, viewer: { status: 'loading' }, session: { xsrf: null } });
      });
    });
    // The rewrite is the browser's only: the edge rendered its HTML for the signed-in reader, which
    // hydration would rightly not match. The browser renders this page (the development-only budget).
    await page.setExtraHTTPHeaders({ 'inkpot-render-budget': '1' });
    const sessionAsked = page.waitForRequest((request) => new URL(request.url()).pathname === '/_/api/session');
    const signedInQuery = page.waitForRequest(
      (request) =>
        new URL(request.url()).pathname === '/_/graphql' && request.headers()['x-xsrf-token'] === session.xsrf,
    );
    await page.goto('/');

    await test.step('the page asks for the session and shows the account', async () => {
      await sessionAsked;
      await topBar.slot.expectState('mounted');
      await expect(topBar.banner.getByRole('button', { name: session.viewer.viewer.name })).toBeVisible();
      await expect(topBar.signIn()).toHaveCount(0);
    });
    await test.step("the sidebar, a signed-in reader's, comes once the page knows the reader", async () => {
      await sidebar.slot.expectState('mounted');
      if ((page.viewportSize()?.width ?? 0) < 1080) await topBar.sidebarToggle().click();
      await expect(sidebar.item('Library')).toBeVisible();
    });
    await test.step("the page's API calls carry the recovered xsrf token", async () => {
      await signedInQuery;
    });
    expect(pageProblems).toEqual([]);
  },
);
