import type { Page } from '@playwright/test';
import { mailASignIn } from '../fixtures/sign-in-steps.ts';
import { REMOTE_ORIGINS, expect, test } from '../fixtures/test.ts';

/** Demo accounts of the seed (platform-api/src/seed/demo-viewers.ts), one per test so runs do not collide. */
const demo = (state: string) => `${state}@demo.inkpot.test`;
/**
 * Holds a remote's scripts (its entry and chunks) until the test says: `release` lets them load,
 * `fail` refuses them (the host's loader then falls back).
 */
async function holdScripts(page: Page, origin: string): Promise<{ release(): void; fail(): void }> {
  let decide: (outcome: 'load' | 'fail') => void = () => undefined;
  const decided = new Promise<'load' | 'fail'>((resolve) => (decide = resolve));
  await page.route(
    (url) => url.origin === origin && url.pathname.endsWith('.js'),
    async (route) => ((await decided) === 'load' ? route.continue() : route.abort()),
  );
  // The edge's combined response carries the remotes' entries and placed parcels' files: without it
  // (a 404, as from an edge that cannot build it) the page loads each from its origin, held here.
  await page.route(
    (url) => url.pathname.startsWith('/_/shell/remote-entries/'),
    (route) => route.fulfill({ status: 404, body: 'Not found.' }),
  );
  return { release: () => decide('load'), fail: () => decide('fail') };
}
/** Resolves with where the email callback sends the browser that just used a code. */
async function callbackLocation(page: Page): Promise<string | undefined> {
  const response = await page.waitForResponse((candidate) => candidate.url().includes('/m/callback/email?token='));
  expect(response.status()).toBe(302);
  return response.headers().location;
}

/** An address no account has, new on every run. */
const fresh = (what: string) => `e2e-${what}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test.describe('sign-in flow', () => {
  test(
    'a reader signs in with the code from the mailbox, is confirmed, and signs out',
    { tag: '@development' },
    async ({ page, topBar, signInOptions, emailStep, checkInboxStep, toastStack, mailbox, pageProblems }) => {
      const email = demo('reader');
      await page.goto('/@rosabergstrom');
      await topBar.slot.expectState('mounted');

      await test.step('Sign in opens the options, email leads to the form', async () => {
        await topBar.signIn().click();
        await expect(signInOptions.root('Welcome back.')).toBeVisible();
        await signInOptions.chooseEmail();
        await expect(emailStep.root('Sign in with email')).toBeVisible();
      });

      const since = new Date();
      await test.step('Enter sends the code; the inbox step names the address', async () => {
        await emailStep.submit(`  ${email} `);
        await expect(checkInboxStep.root()).toContainText(
          `To sign in, click the magic link or enter the code we sent to:${email}`,
        );
        await expect(checkInboxStep.validate()).toBeDisabled();
      });

      const mail = await mailbox.latest(email, since);
      expect(mail.code).toMatch(/^\d{6}$/);

      await test.step('the code signs in and lands back on the page, with the confirmation toast', async () => {
        await checkInboxStep.typeCode(mail.code ?? '');
        await expect(checkInboxStep.validate()).toBeEnabled();
        const landing = callbackLocation(page);
        await checkInboxStep.validate().click();
        expect(await landing).toBe('/@rosabergstrom');
        await expect(page).toHaveURL(/\/@rosabergstrom$/);
        await expect(topBar.banner.getByRole('button', { name: 'Rae Reader' })).toBeVisible({ timeout: 10_000 });
        await expect(toastStack.toast('Signed in as Rae Reader')).toBeVisible();
      });

      await test.step('signing out makes the reader a visitor again', async () => {
        const session = (await (await page.request.get('/_/api/session')).json()) as { xsrf: string };
        await page.goto(`/m/signout/${session.xsrf}`);
        await expect(topBar.signIn()).toBeVisible();
        await expect(topBar.banner.getByRole('button', { name: 'Rae Reader' })).toHaveCount(0);
      });

      expect(pageProblems).toEqual([]);
    },
  );

  test(
    'the magic link from the mail signs in and lands on the redirect target',
    { tag: '@development' },
    async ({ page, topBar, signInOptions, emailStep, checkInboxStep, mailbox }) => {
      const email = demo('member');
      await page.goto('/');
      await topBar.signIn().click();
      const mail = await mailASignIn({ signInOptions, emailStep, checkInboxStep, mailbox }, email);
      expect(mail.link).toContain('/m/callback/email?token=');

      await page.goto(mail.link ?? '');
      await expect(page).toHaveURL(/:\d+\/$/);
      await expect(topBar.banner.getByRole('button', { name: 'Morgan Member' })).toBeVisible();

      await test.step('the same link a second time is an expired link', async () => {
        await page.context().clearCookies();
        await page.goto(mail.link ?? '');
        await expect(emailStep.root('Your sign in link has expired')).toContainText(
          "Enter your email address, and we'll send a new link to your inbox.",
        );
      });
    },
  );

  test('an unknown email shows UNRECOGNIZED_EMAIL, which leads on to sign-up', async ({
    page,
    topBar,
    signInOptions,
    emailStep,
    unrecognizedEmailStep,
  }) => {
    await page.goto('/');
    await topBar.signIn().click();
    await signInOptions.chooseEmail();
    await emailStep.field().fill('not-an-email@example');
    await emailStep.field().press('Enter');
    await expect(emailStep.field()).toHaveAccessibleDescription('Please enter a valid email address.');

    await emailStep.submit(fresh('unknown'));
    await expect(unrecognizedEmailStep.root()).toContainText('Would you like to sign in with a different email?');
    await unrecognizedEmailStep.root().getByRole('button', { name: 'Create a new account' }).click();
    await expect(emailStep.root('Sign up with email')).toBeVisible();
    await expect(emailStep.field()).toHaveValue('');
  });

  test(
    'a new reader signs up through the captcha, keeping the sign-up entry tag',
    { tag: '@development' },
    async ({ page, topBar, signInOptions, emailStep, checkInboxStep, mailbox }) => {
      const email = fresh('signup');
      await page.goto('/');
      await topBar.slot.expectState('mounted');
      await page.waitForFunction(() => '__INKPOT_DEVTOOL__' in window);
      await page.evaluate(() => {
        const devtool = (window as unknown as { __INKPOT_DEVTOOL__: { publish: (...a: unknown[]) => boolean } })
          .__INKPOT_DEVTOOL__;
        devtool.publish('auth/open', { operation: 'register', entryPoint: 'write' }, 'navigation');
      });
      await expect(
        signInOptions.root('Join Inkpot.').getByRole('link', { name: 'Sign up with Google' }),
      ).toHaveAttribute('href', /^\/m\/connect\/google\?operation=register&redirect=.*&entryPoint=write$/);
      await signInOptions.chooseEmail('register');
      await expect(emailStep.root('Sign up with email')).toContainText('protected by reCAPTCHA');
      const since = new Date();
      await emailStep.submit(email);
      await expect(checkInboxStep.root()).toContainText(
        'To sign up, click the magic link or enter the code we sent to:',
      );
      const mail = await mailbox.latest(email, since);
      expect(mail.subject).toBe('Finish creating your Inkpot account');
      await checkInboxStep.typeCode(mail.code ?? '');
      const landing = callbackLocation(page);
      await checkInboxStep.root().getByRole('button', { name: 'Validate' }).click();
      expect(await landing).toBe('/');
      await expect(topBar.banner.getByRole('button', { name: /^Account menu for E2e Signup/ })).toBeVisible({
        timeout: 10_000,
      });
      await expect(topBar.signIn()).toHaveCount(0);
    },
  );

  test(
    'six wrong codes count down, then the lockout text',
    { tag: '@development' },
    async ({ page, emailStep, checkInboxStep, mailbox }) => {
      const email = fresh('lockout');
      await page.goto('/m/signup');
      await page.getByRole('button', { name: 'Sign up with email' }).click();
      const since = new Date();
      await emailStep.submit(email);
      await expect(checkInboxStep.root()).toBeVisible();
      const real = (await mailbox.latest(email, since)).code ?? '';
      const wrong = String((Number(real) + 1) % 1_000_000).padStart(6, '0');

      for (let attempt = 1; attempt <= 5; attempt += 1) {
        await checkInboxStep.typeCode(wrong);
        await checkInboxStep.box(6).press('Enter');
        await expect(checkInboxStep.error()).toHaveText(
          `That verification code was incorrect. You have ${6 - attempt} more attempt(s) before your account is locked for 1 minute.`,
        );
        await checkInboxStep.clearCode();
      }
      await checkInboxStep.typeCode(wrong);
      await checkInboxStep.box(6).press('Enter');
      await expect(checkInboxStep.error()).toHaveText(
        'You reached your maximum number of attempts. Your account will be locked for 1 minute(s).',
      );

      await test.step('even the right code waits for the minute to pass', async () => {
        await checkInboxStep.clearCode();
        await checkInboxStep.typeCode(real);
        await checkInboxStep.validate().click();
        await expect(checkInboxStep.error()).toHaveText(
          'You reached your maximum number of attempts. Your account will be locked for 1 minute(s).',
        );
      });
    },
  );

  test(
    'Resend code sends a new code, says Code sent!, and the new code signs in',
    { tag: '@development' },
    async ({ page, topBar, signInOptions, emailStep, checkInboxStep, toastStack, mailbox }) => {
      const email = demo('card-expiring');
      await page.goto('/');
      await topBar.signIn().click();
      await signInOptions.chooseEmail();
      const since = new Date();
      await emailStep.submit(email);
      await expect(checkInboxStep.root()).toBeVisible();
      const first = await mailbox.latest(email, since);

      await checkInboxStep.typeCode('12');
      await checkInboxStep.resend().click();
      await expect(toastStack.toast('Code sent!')).toBeVisible();
      await expect(checkInboxStep.box(1)).toHaveValue('');
      await expect
        .poll(async () => (await mailbox.all(email)).filter((m) => new Date(m.createdAt) >= since).length)
        .toBe(2);
      const second = (await mailbox.all(email))[0];
      expect(second?.code).toMatch(/^\d{6}$/);
      expect(second?.code).not.toBe(first.code);

      await checkInboxStep.typeCode(second?.code ?? '');
      const landing = callbackLocation(page);
      await checkInboxStep.validate().click();
      expect(await landing).toBe('/');
      await expect(topBar.banner.getByRole('button', { name: 'Kit Expiring' })).toBeVisible({ timeout: 10_000 });
    },
  );

  test('an expired link offers a new one and the flow goes on', async ({ page, emailStep, checkInboxStep }) => {
    await page.goto(`/m/callback/email?token=${'x'.repeat(43)}`);
    await expect(page).toHaveURL(/:\d+\/$/); // the marker is taken out of the address
    await expect(emailStep.root('Your sign in link has expired')).toContainText(
      "Enter your email address, and we'll send a new link to your inbox.",
    );
    await emailStep.submit(demo('friend'));
    await expect(checkInboxStep.root()).toContainText(demo('friend'));
  });

  test(
    'with the auth remote down, Sign in reaches /m/signin and the reader signs in there',
    { tag: '@development' },
    async ({ page, topBar, signInPageFallback, mailbox }) => {
      await page.route(`${REMOTE_ORIGINS.auth}/**`, (route) => route.abort('connectionrefused'));
      const email = demo('partner');
      await page.goto('/');
      await topBar.slot.expectState('mounted');
      await expect(page.locator('[data-slot="modal-root"]')).toHaveAttribute('data-state', 'fallback', {
        timeout: 10_000,
      });
      await topBar.signIn().click();
      await expect(page).toHaveURL(/\/m\/signin$/);
      const since = new Date();
      await signInPageFallback.signIn(email, async () => (await mailbox.latest(email, since)).code ?? '');
      await expect(page).toHaveURL(/:\d+\/$/);
      await expect(topBar.banner.getByRole('button', { name: 'Parker Partner' })).toBeVisible();
    },
  );

  test('Sign in clicked while the sign-in remote is still loading opens the modal once it has loaded', async ({
    page,
    topBar,
    signInOptions,
  }) => {
    // The sign-in remote's scripts are held until the reader has clicked (within the host's 3 s
    // load timeout).
    const { release } = await holdScripts(page, REMOTE_ORIGINS.auth);
    await page.goto('/');
    await topBar.slot.expectState('mounted');
    const modalRoot = page.locator('[data-slot="modal-root"]');
    await expect(modalRoot).toHaveAttribute('data-state', 'loading');
    await topBar.signIn().click();
    // Nobody listened yet: the request waits for the modal instead of being lost.
    release();
    await expect(modalRoot).toHaveAttribute('data-state', 'mounted');
    await expect(signInOptions.root()).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test(
    "Sign in clicked on the server's top bar before its code has come opens the modal once it has",
    { tag: '@development' },
    async ({ page, signInOptions }) => {
      // The server's top bar is what this test clicks: on a loaded machine the render may need more
      // than the default budget (past it the edge serves the page for the browser to render).
      await page.setExtraHTTPHeaders({ 'inkpot-render-budget': '15000' });
      // The navigation remote's scripts are held until the reader has clicked.
      const { release } = await holdScripts(page, REMOTE_ORIGINS.navigation);
      await page.goto('/');
      const slot = page.locator('[data-slot="top-bar"]');
      await expect(slot).toHaveAttribute('data-state', 'loading');
      await expect(slot.locator('[data-server-parcel]')).toHaveCount(1);
      await slot.getByRole('link', { name: 'Sign in' }).click();
      // Held, not followed.
      expect(new URL(page.url()).pathname).toBe('/');
      release();
      await expect(slot).toHaveAttribute('data-state', 'mounted');
      await expect(signInOptions.root()).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/');
    },
  );

  test(
    "Sign in clicked on the server's top bar whose code then fails leads to the sign-in page",
    { tag: '@development' },
    async ({ page }) => {
      // The server's top bar is what this test clicks: on a loaded machine the render may need more
      // than the default budget (past it the edge serves the page for the browser to render).
      await page.setExtraHTTPHeaders({ 'inkpot-render-budget': '15000' });
      const { fail } = await holdScripts(page, REMOTE_ORIGINS.navigation);
      await page.goto('/');
      const slot = page.locator('[data-slot="top-bar"]');
      await expect(slot.locator('[data-server-parcel]')).toHaveCount(1);
      await slot.getByRole('link', { name: 'Sign in' }).click();
      fail();
      // The slot falls back, and the link the reader clicked is followed, as without JavaScript.
      await page.waitForURL((url) => url.pathname === '/m/signin' && url.searchParams.get('operation') === 'login');
      await expect(page.getByTestId('susi-embedded')).toBeVisible();
    },
  );

  test(
    'a modified click on Sign in opens /m/signin, where the embedded flow signs in',
    { tag: '@development' },
    async ({ page, topBar, mailbox }) => {
      const email = demo('book-author');
      await page.goto('/');
      await topBar.slot.expectState('mounted');
      await expect(topBar.signIn()).toHaveAttribute('href', /^\/m\/signin\?operation=login&redirect=http/);
      const [tab] = await Promise.all([
        page.context().waitForEvent('page'),
        topBar.signIn().click({ modifiers: ['ControlOrMeta'] }),
      ]);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await tab.waitForLoadState();
      expect(new URL(tab.url()).pathname).toBe('/m/signin');

      const embedded = tab.getByTestId('susi-embedded');
      await expect(embedded.getByRole('heading', { name: 'Welcome back.' })).toBeVisible();
      await expect(embedded.getByRole('link', { name: 'Close' })).toHaveAttribute('href', /^http:\/\/localhost:\d+\/$/);
      await embedded.getByRole('button', { name: 'Sign in with email' }).click();
      const since = new Date();
      await embedded.getByRole('textbox', { name: 'Your email' }).fill(email);
      await embedded.getByRole('textbox', { name: 'Your email' }).press('Enter');
      const code = (await mailbox.latest(email, since)).code ?? '';
      await embedded.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
      await tab.keyboard.type(code);
      const landing = callbackLocation(tab);
      await tab.keyboard.press('Enter');
      expect(await landing).toBe('/');
      await expect(tab).toHaveURL(/:\d+\/$/);
      await expect(tab.getByRole('banner').getByRole('button', { name: 'Bea Author' })).toBeVisible();
    },
  );
});

test('the modal steps load on first intent, not with the page', async ({ page, topBar, signInOptions }) => {
  const authScripts: { url: string; body: Promise<string> }[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    // The remote's own files, and the edge's combined response, which carries the placed parcels' files.
    const combined = url.pathname.startsWith('/_/shell/remote-entries/');
    if ((url.origin === REMOTE_ORIGINS.auth || combined) && url.pathname.endsWith('.js')) {
      authScripts.push({ url: response.url(), body: response.text() });
    }
  });
  const withSteps = async () => {
    const found: string[] = [];
    for (const script of authScripts)
      if ((await script.body).includes('Check your email inbox')) found.push(script.url);
    return found;
  };

  await page.goto('/');
  await topBar.slot.expectState('mounted');
  await expect(page.locator('[data-slot="modal-root"]')).toHaveAttribute('data-state', 'mounted');
  await page.waitForLoadState('networkidle');
  expect(authScripts.length).toBeGreaterThan(0); // the parcel itself did load
  expect(await withSteps()).toEqual([]);

  await topBar.signIn().hover();
  await expect.poll(async () => (await withSteps()).length).toBe(1);
  await topBar.signIn().click();
  await expect(signInOptions.root('Welcome back.')).toBeVisible();
});
