import type { Page, Route } from '@playwright/test';
import { expect, REMOTE_ORIGINS, REMOTES, SLOTS_OF, test, type RemoteName } from '../fixtures/test.ts';

type Fault = (route: Route) => Promise<void> | void;

const FAULTS: Record<string, Fault> = {
  aborted: (route) => route.abort('connectionrefused'),
  'returning 500': (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
  // Never answered: the host's 3 s load timeout has to notice.
  'hanging past the timeout': () => {},
};

const TARGETS = {
  manifest: (origin: string) => (url: URL) => url.origin === origin && url.pathname === '/mf-manifest.json',
  entry: (origin: string) => (url: URL) =>
    url.origin === origin && /^\/remote-entry\.[0-9a-f]+\.js$/.test(url.pathname),
};

/**
 * The edge serves the page's remote entries in one response (shell-host/server/remotes/remote-entries.ts):
 * a page whose remote entry is to fail gets none of them that way, so each remote's runtime loads
 * its own entry, the way a page does when that response fails.
 */
async function withoutCombinedEntries(page: Page) {
  await page.route(
    (url) => url.pathname.startsWith('/_/shell/remote-entries/'),
    (route) => route.abort('connectionrefused'),
  );
}

async function breakRemote(page: Page, remote: RemoteName, target: keyof typeof TARGETS, fault: Fault) {
  await page.route(TARGETS[target](REMOTE_ORIGINS[remote]), fault);
  if (target === 'entry') await withoutCombinedEntries(page);
}

for (const remote of REMOTES) {
  for (const target of Object.keys(TARGETS) as Array<keyof typeof TARGETS>) {
    for (const [faultName, fault] of Object.entries(FAULTS)) {
      test(`${remote}: ${target} ${faultName} leaves a fallback and the rest working`, async ({ page }) => {
        const errors: string[] = [];
        page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
        await breakRemote(page, remote, target, fault);
        // A hanging entry script holds the window's load event (the page is usable before it).
        const hangingScript = target === 'entry' && faultName === 'hanging past the timeout';
        await page.goto('/', { waitUntil: hangingScript ? 'domcontentloaded' : 'load' });

        await test.step(`the ${remote} slots show their fallback within 5 s`, async () => {
          for (const slot of SLOTS_OF[remote]) {
            // A slot inside another remote's parcel (search in the top bar) exists only once
            // that parcel mounts; the load timeout runs from there.
            const element = page.locator(`[data-slot="${slot}"]`);
            await element.waitFor({ state: 'attached' });
            await expect(element).toHaveAttribute('data-state', 'fallback', { timeout: 5_000 });
          }
        });

        await test.step('every other remote is mounted and the page is usable', async () => {
          for (const other of REMOTES.filter(
            (name) => name !== remote && !(remote === 'navigation' && name === 'search'),
          )) {
            for (const slot of SLOTS_OF[other]) {
              await expect(page.locator(`[data-slot="${slot}"]`)).toHaveAttribute('data-state', 'mounted', {
                timeout: 5_000,
              });
            }
          }
          await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
          if (remote === 'navigation') {
            const fallbackBar = page.getByTestId('top-bar-fallback');
            await expect(fallbackBar.getByRole('link', { name: 'Inkpot' })).toHaveAttribute('href', '/');
            await expect(fallbackBar.getByRole('link', { name: 'Sign in' })).toBeVisible();
          }
        });

        await test.step('the failure is logged once, naming the remote and its version', async () => {
          const mentions = errors.filter((text) => text.includes(`Remote "${remote}" (version 1.0.0+`));
          expect(mentions).toHaveLength(1);
        });
      });
    }
  }
}

test('all five remotes down: the shell still renders with its fallback top bar', async ({ page }) => {
  for (const remote of REMOTES) await breakRemote(page, remote, 'manifest', FAULTS.aborted as Fault);
  await page.goto('/');
  const fallbackBar = page.getByTestId('top-bar-fallback');
  await expect(fallbackBar).toBeVisible({ timeout: 5_000 });
  await expect(fallbackBar.getByRole('link', { name: 'Write' })).toHaveAttribute('href', '/new-story');
  await expect(page.getByTestId('footer-fallback').getByRole('link', { name: 'About' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-state="mounted"]')).toHaveCount(0);
});

for (const target of Object.keys(TARGETS) as Array<keyof typeof TARGETS>) {
  test(`a remote whose ${target} answers too slowly the first time is retried and replaces its fallback`, async ({
    page,
  }) => {
    let first = true;
    if (target === 'entry') await withoutCombinedEntries(page);
    await page.route(TARGETS[target](REMOTE_ORIGINS.navigation), async (route) => {
      if (first) {
        first = false;
        // Held until the page gave up on it (the 3 s load timeout) and drew the fallback, then the
        // real answer: too late whenever the page started asking (the document head's preload asks
        // first, before the host runs, and the runtime's own request waits on it). Without a
        // fallback it is released after 15 s, and the states below say so.
        await page
          .locator('[data-slot="top-bar"][data-state="fallback"]')
          .waitFor({ timeout: 15_000 })
          .catch(() => undefined);
      }
      await route.continue();
    });
    // Every slot state change, so a short-lived fallback is seen however fast the page is polled.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { __slotStates: seen });
      new MutationObserver((records) => {
        for (const record of records) {
          const element = record.target as HTMLElement;
          seen.push(`${element.dataset.slot}:${element.dataset.state}`);
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-state'] });
    });
    await page.goto('/');
    await expect(page.locator('[data-slot="top-bar"]')).toHaveAttribute('data-state', 'mounted', { timeout: 20_000 });
    await expect(page.locator('[data-slot="search"]')).toHaveAttribute('data-state', 'mounted', { timeout: 5_000 });
    const states = await page.evaluate(() => (window as unknown as { __slotStates: string[] }).__slotStates);
    expect(states.filter((state) => state.startsWith('top-bar:'))).toEqual(['top-bar:fallback', 'top-bar:mounted']);
  });
}
