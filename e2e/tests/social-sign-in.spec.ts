import { LocalOpenIdProvider } from '../fixtures/local-openid-provider.ts';
import { expect, test } from '../fixtures/test.ts';

const READER = 'reader@demo.inkpot.test';

interface PreloadedSession {
  viewer: { status: 'visitor' } | { status: 'signed-in'; viewer: { id: string; name: string } };
}

test(
  'a reader signs in with Google through the local OpenID provider and lands signed in',
  { tag: '@development' },
  async ({ page, topBar, baseURL }) => {
    const provider = new LocalOpenIdProvider(page);

    await test.step('the connect link starts the sign-in at the provider', async () => {
      await page.goto('/m/connect/google?operation=login&redirect=/');
      await provider.expectSignInPage('Google');
      expect(new URL(page.url()).origin).not.toBe(new URL(baseURL ?? page.url()).origin);
    });

    await test.step('picking the demo reader brings the browser back to the redirect target, signed in', async () => {
      await provider.signInAs(READER);
      await expect(page).toHaveURL(`${baseURL}/`);
    });

    await test.step('the edge preloads the signed-in viewer and the top bar shows the account', async () => {
      const session = (await (await page.request.get('/_/api/session')).json()) as PreloadedSession;
      expect(session.viewer.status).toBe('signed-in');
      if (session.viewer.status !== 'signed-in') return;
      await topBar.slot.expectState('mounted');
      await expect(topBar.banner.getByRole('button', { name: session.viewer.viewer.name })).toBeVisible();
      await expect(topBar.signIn()).toHaveCount(0);
    });
  },
);

test(
  'a social sign-in the reader cancels at the provider comes back to the options with the reason, signed out',
  { tag: '@development' },
  async ({ page }) => {
    const provider = new LocalOpenIdProvider(page);
    await page.goto('/m/connect/google?operation=login&redirect=/');
    await provider.expectSignInPage('Google');
    // The host drops parameters off its allow-list from the address bar once it runs (the host's
    // query-parameter allow-list), so the error is read where the API sends it: the callback's redirect.
    const callback = page.waitForResponse((response) => new URL(response.url()).pathname === '/m/callback/google');
    await provider.cancel();
    expect((await callback).headers().location).toBe('/?signInError=failed&signInProvider=google&operation=login');
    // The page says so: the sign-in options again, with the reason above them.
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('alert')).toHaveText('Please try again.');
    await expect(dialog.getByRole('link', { name: 'Sign in with Google' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const session = (await (await page.request.get('/_/api/session')).json()) as PreloadedSession;
    expect(session.viewer.status).toBe('visitor');
  },
);

for (const [provider, name] of [
  ['facebook', 'Facebook'],
  ['twitter', 'X'],
  ['apple', 'Apple'],
] as const) {
  test(
    `a reader signs in with ${name} from the sign-in options and lands signed in`,
    { tag: '@development' },
    async ({ page, topBar, baseURL }) => {
      const provider$ = new LocalOpenIdProvider(page);
      await page.goto('/');
      await topBar.signIn().click();
      const link = page.getByRole('dialog').getByRole('link', { name: `Sign in with ${name}` });
      await expect(link).toHaveAttribute('href', new RegExp(`^/m/connect/${provider}\\?`));
      await link.click();
      await provider$.expectSignInPage(name);
      await provider$.signInAs(READER);
      await expect(page).toHaveURL(`${baseURL}/`);
      const session = (await (await page.request.get('/_/api/session')).json()) as PreloadedSession;
      expect(session.viewer.status).toBe('signed-in');
    },
  );
}

test(
  'signing in with a provider account no Inkpot account has says so, and leads on to sign-up',
  { tag: '@development' },
  async ({ page }) => {
    const provider = new LocalOpenIdProvider(page);
    await page.goto('/m/connect/google?operation=login&redirect=/');
    await provider.signInAs('newcomer@social.inkpot.test');
    const dialog = page.getByRole('dialog', { name: "Sorry, we didn't recognize that email." });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Create a new account' }).click();
    await expect(page.getByRole('dialog').getByRole('textbox', { name: /email/i })).toBeVisible();
    const session = (await (await page.request.get('/_/api/session')).json()) as PreloadedSession;
    expect(session.viewer.status).toBe('visitor');
  },
);

test(
  "a provider account claiming a reader's address it has not verified is refused, and the page names the reader's account (alternate user)",
  { tag: '@development' },
  async ({ page, toastStack }) => {
    const provider = new LocalOpenIdProvider(page);
    await page.goto('/m/connect/google?operation=login&redirect=/');
    await provider.expectSignInPage('Google');
    const callback = page.waitForResponse((response) => new URL(response.url()).pathname === '/m/callback/google');
    // Una Verified claims reader@'s address; the provider has not verified it.
    await page.getByRole('button', { name: /Una Verified/ }).click();
    const location = new URL((await callback).headers().location ?? '', 'http://x');
    expect(location.searchParams.get('signInError')).toBe('unverified-email');
    expect(location.searchParams.get('alternateUser')?.length).toBeGreaterThanOrEqual(24);

    // The refusal, in the flow; the alternate-user toast with the account's redacted address, whose
    // Sign in opens the sign-in; and the one-time token is gone from the address.
    await expect(page.getByRole('dialog').getByRole('alert')).toContainText('Please sign in with email.');
    await expect(toastStack.toast('You also have an account with r•••r@demo.inkpot.test.')).toBeVisible();
    await expect(page).not.toHaveURL(/alternateUser/);
    const session = (await (await page.request.get('/_/api/session')).json()) as PreloadedSession;
    expect(session.viewer.status).toBe('visitor');
  },
);
