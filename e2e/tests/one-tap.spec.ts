import { expect, test } from '../fixtures/test.ts';
import { ONE_TAP_HIDE_TIME_KEY } from '../fixtures/one-tap.ts';

/** Google one-tap with the local OpenID provider's picker standing in for Google's. */
// The Google stand-in is the local OpenID provider, which runs in development only.
test.describe('Google one-tap', { tag: '@development' }, () => {
  test.use({ oneTap: true });

  test('a visitor on home picks an account no one has: the card offers Sign up and Sign in; closing it keeps one-tap away across reloads', async ({
    page,
    topBar,
    oneTapPrompt,
    pageProblems,
  }) => {
    await page.goto('/');
    await topBar.slot.expectState('mounted');

    await test.step('the prompt shows on the home page (the seed switches enable_google_one_tap on)', async () => {
      await oneTapPrompt.expectPrompt();
      await page.screenshot({ path: 'screenshots/one-tap-prompt-1280.png' });
    });

    await test.step('a test identity without an account gets the 378 x 183 card', async () => {
      const lookup = page.waitForRequest((request) => (request.postData() ?? '').includes('EmailAvailability'));
      await oneTapPrompt.pick('Nova Newcomer');
      await lookup;
      await expect(oneTapPrompt.card).toHaveAttribute('data-view', 'available');
      await expect(oneTapPrompt.card).toContainText('No Inkpot account uses it yet:newcomer@social.inkpot.test');
      await expect(oneTapPrompt.signUp()).toBeEnabled();
      await expect(oneTapPrompt.signIn()).toBeEnabled();
      await expect(oneTapPrompt.prompt).toHaveCount(0);
      const box = await oneTapPrompt.card.boundingBox();
      expect(box && { width: box.width, height: box.height }).toEqual({ width: 378, height: 183 });
      await page.screenshot({ path: 'screenshots/one-tap-card-1280.png' });
    });

    await test.step('Sign up would start the Google sign-up for that account', async () => {
      // Not followed: a sign-up would create the account and the next run would find the address taken.
      const connect = page.waitForRequest((request) => new URL(request.url()).pathname === '/m/connect/google');
      await page.route('**/m/connect/google**', (route) => route.abort());
      await oneTapPrompt.signUp().click();
      const url = new URL((await connect).url());
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        operation: 'register',
        entryPoint: 'google_one_tap',
        loginHint: 'dev-newcomer',
      });
    });

    await test.step('closing the card records the dismissal; reloads show no prompt', async () => {
      await page.goto('/');
      await oneTapPrompt.expectPrompt();
      await oneTapPrompt.pick('Nova Newcomer');
      await expect(oneTapPrompt.card).toBeVisible();
      await oneTapPrompt.close().click();
      await expect(oneTapPrompt.card).toHaveCount(0);
      expect(await page.evaluate((key) => localStorage.getItem(key), ONE_TAP_HIDE_TIME_KEY)).toMatch(/^\d+$/);
      await page.reload();
      await topBar.slot.expectState('mounted');
      // Give a prompt time to appear, were it going to.
      await page.waitForTimeout(1500);
      await expect(oneTapPrompt.prompt).toHaveCount(0);
      await expect(oneTapPrompt.card).toHaveCount(0);
    });

    expect(pageProblems.filter((problem) => !problem.includes('net::ERR_FAILED'))).toEqual([]);
  });

  test('a visitor who picks an account with an address already known is signed in with Google and confirmed', async ({
    page,
    topBar,
    toastStack,
    oneTapPrompt,
  }) => {
    await page.goto('/');
    await oneTapPrompt.expectPrompt();
    await oneTapPrompt.pick('Demo Reader');
    await test.step('the browser goes to the Google sign-in with the account as hint and comes back signed in', async () => {
      await page.waitForURL((url) => url.pathname === '/m/connect/google' || url.pathname === '/', { timeout: 10_000 });
      await expect(topBar.banner.getByRole('button', { name: /Rae Reader/ })).toBeVisible({ timeout: 15_000 });
      await expect(toastStack.toast('Signed in as Rae Reader')).toBeVisible();
      await expect(oneTapPrompt.prompt).toHaveCount(0);
    });
  });

  test('dismissing the prompt itself is a dismissal too', async ({ page, topBar, oneTapPrompt }) => {
    await page.goto('/');
    await oneTapPrompt.expectPrompt();
    await oneTapPrompt.dismissPrompt();
    await expect(oneTapPrompt.prompt).toHaveCount(0);
    await page.reload();
    await topBar.slot.expectState('mounted');
    await page.waitForTimeout(1500);
    await expect(oneTapPrompt.prompt).toHaveCount(0);
  });

  test('a small screen gets no one-tap', async ({ page, topBar, oneTapPrompt }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await topBar.slot.expectState('mounted');
    await page.waitForTimeout(1500);
    await expect(oneTapPrompt.prompt).toHaveCount(0);
    await page.screenshot({ path: 'screenshots/one-tap-none-375.png' });
  });
});
