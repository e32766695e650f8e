import type { Page, Route } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';

/**
 * The document's head holds clicks on the server's buttons and on links like Sign in
 * until their code hydrates them. When the host's script cannot hydrate the page, the held clicks
 * go through as without JavaScript and the page says it could not finish loading.
 *
 * The tests need the server's page (the edge renders it within a time budget; on these shared
 * machines that may take longer than the default, so they give it more with the development-only
 * budget header).
 */
test.use({ extraHTTPHeaders: { 'inkpot-render-budget': '15000' } });

/** The host's script, as the build names it and the document loads it (deferred, from /_/shell/). */
const hostScript = (url: URL) => /^\/_\/shell\/main\.[0-9a-f]+\.js$/.test(url.pathname);

type Fault = (route: Route) => Promise<void>;

const FAULTS: Record<string, Fault> = {
  'does not load': (route) => route.abort('connectionrefused'),
  'throws as it runs': (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: "throw new Error('hydration-failure.spec: the host script throws');",
    }),
};

/**
 * The top bar's Sign in link, as the server drew it. Without the host's code its slot never
 * leaves its loading state, which the TopBar page object waits for.
 */
const serverSignIn = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Sign in' });

const notice = (page: Page) => page.getByRole('alert').filter({ hasText: 'This page could not finish loading.' });

const heldClicks = (page: Page) =>
  page.evaluate(() => (window as unknown as { __inkpotHeldClicks?: unknown[] }).__inkpotHeldClicks?.length ?? 0);

const SIGN_IN_PAGE = /\/m\/signin\?operation=login&redirect=/;

for (const [faultName, fault] of Object.entries(FAULTS)) {
  test(`the host's script ${faultName}: a click held on a server-rendered link is followed`, async ({ page }) => {
    let breakScript!: () => void;
    const broken = new Promise<void>((resolve) => {
      breakScript = resolve;
    });
    // The script fails only once the reader has clicked, while the head still holds clicks.
    await page.route(hostScript, async (route) => {
      await broken;
      await fault(route);
    });
    const response = await page.goto('/', { waitUntil: 'commit' });
    expect(response?.headers()['inkpot-render']).toBe('server');

    await test.step('a click on Sign in waits for the code that opens the modal', async () => {
      await serverSignIn(page).click();
      await expect.poll(() => heldClicks(page)).toBe(1);
      expect(new URL(page.url()).pathname).toBe('/');
    });

    await test.step('the script fails: the click goes to the sign-in page within a few seconds', async () => {
      breakScript();
      await expect(page).toHaveURL(SIGN_IN_PAGE, { timeout: 5_000 });
    });
  });

  test(`the host's script ${faultName}: the page says so, and its links work as without JavaScript`, async ({
    page,
  }) => {
    await page.route(hostScript, fault);
    const response = await page.goto('/');
    expect(response?.headers()['inkpot-render']).toBe('server');

    await test.step('a notice says the page could not finish loading, with a way to reload it', async () => {
      await expect(notice(page)).toBeVisible({ timeout: 5_000 });
      await expect(notice(page)).toContainText('Links still work.');
      await expect(notice(page).getByRole('link', { name: 'Reload' })).toHaveAttribute('href', page.url());
      await expect(page.locator('html')).toHaveAttribute('data-hydration-failed', 'script');
    });

    await test.step('a click on Sign in is no longer held: it leads to the sign-in page', async () => {
      await serverSignIn(page).click();
      await expect(page).toHaveURL(SIGN_IN_PAGE, { timeout: 5_000 });
    });
  });
}

/** The host's script loads and does nothing: no error, the page just never hydrates. */
async function neverHydrate(page: Page) {
  await page.route(hostScript, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  await page.clock.install();
  const response = await page.goto('/');
  expect(response?.headers()['inkpot-render']).toBe('server');
}

test('a page still not hydrated 10 s after load lets a held click go', async ({ page }) => {
  await neverHydrate(page);

  await test.step('a click on Sign in is held, and nothing is said yet', async () => {
    await serverSignIn(page).click();
    await expect.poll(() => heldClicks(page)).toBe(1);
    await expect(notice(page)).toHaveCount(0);
  });

  await test.step('10 s after load the click goes to the sign-in page', async () => {
    await page.clock.fastForward('00:10');
    await expect(page).toHaveURL(SIGN_IN_PAGE, { timeout: 5_000 });
  });
});

test('a page still not hydrated 10 s after load says so, and its links work as without JavaScript', async ({
  page,
}) => {
  await neverHydrate(page);

  await test.step('10 s after load a notice says the page could not finish loading', async () => {
    await page.clock.fastForward('00:10');
    await expect(notice(page)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-hydration-failed', 'timeout');
  });

  await test.step('a click on Sign in is no longer held', async () => {
    await serverSignIn(page).click();
    await expect(page).toHaveURL(SIGN_IN_PAGE, { timeout: 5_000 });
  });
});
