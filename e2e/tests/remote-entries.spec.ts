import type { APIRequestContext, Page } from '@playwright/test';
import { expect, REMOTE_ORIGINS, REMOTES, test } from '../fixtures/test.ts';

// The edge serves the remote entries of a page's releases in one response, each checked against
// its registered integrity (shell-host/server/remotes/remote-entries.ts), and the federation runtime finds
// every container registered by it instead of loading the remote's own entry. A page served other
// releases (here a reader's local override of search) gets entries built from those releases.

// `?parcels=` names the placed parcels whose files it carries too.
const COMBINED = /\/_\/shell\/remote-entries\/[0-9a-f]{20}\.js(\?parcels=[a-z0-9/,-]+)?$/;
const isRemoteEntry = (url: string) => /\/remote-entry\.[0-9a-f]+\.js$/.test(new URL(url).pathname);

/** The edge builds a composition's combined entries once, then names them in every page: wait for that. */
async function combinedEntriesReady(request: APIRequestContext, path: string) {
  await expect
    .poll(async () => (await (await request.get(path)).text()).includes('id="inkpot-remote-entries"'), {
      timeout: 15_000,
    })
    .toBe(true);
}

/** Every script request of the page, by URL, while `during` runs. */
async function scriptRequests(page: Page, during: () => Promise<void>) {
  const urls: string[] = [];
  const record = (request: { url(): string; resourceType(): string }) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  };
  page.on('request', record);
  await during();
  page.off('request', record);
  return urls;
}

const allMounted = (page: Page, min = 6) =>
  page.waitForFunction((count) => {
    const slots = [...document.querySelectorAll('[data-state]')];
    return slots.length >= count && slots.every((slot) => slot.getAttribute('data-state') === 'mounted');
  }, min);

test('a page gets every remote entry in one response and the runtime requests none of them itself', async ({
  page,
  pageProblems,
}) => {
  await combinedEntriesReady(page.request, '/');
  const scripts = await scriptRequests(page, async () => {
    await page.goto('/');
    await allMounted(page);
  });

  await test.step('one combined response, named after the host’s script, registering all five remotes', async () => {
    const combined = scripts.filter((url) => COMBINED.test(url));
    expect(combined).toHaveLength(1);
    const element = page.locator('#inkpot-remote-entries');
    await expect(element).toHaveAttribute('data-remotes', REMOTES.map((remote) => `inkpot_${remote}`).join(' '));
    expect(await element.getAttribute('integrity')).toMatch(/^sha384-/);
    const registered = await page.evaluate(
      (names) => names.filter((name) => (window as unknown as Record<string, unknown>)[name] !== undefined),
      REMOTES.map((remote) => `inkpot_${remote}`),
    );
    expect(registered).toHaveLength(REMOTES.length);
  });

  await test.step('no remote’s own entry was requested, nor the files of the parcels the page placed', async () => {
    expect(scripts.filter(isRemoteEntry)).toEqual([]);
    // The top bar, footer and toast stack are on every page: their modules came in the combined response.
    for (const expose of ['top_bar', 'footer', 'toast_stack'])
      expect(
        scripts.filter((url) => url.includes(`__federation_expose_${expose}.`)),
        expose,
      ).toEqual([]);
    const src = (await page.locator('#inkpot-remote-entries').getAttribute('src')) ?? '';
    expect(src).toContain('navigation/top-bar');
    expect(src).toContain('notifications/toast-stack');
  });

  await test.step('the response is immutable', async () => {
    const url = scripts.find((candidate) => COMBINED.test(candidate)) as string;
    const response = await page.request.get(url);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-type']).toContain('javascript');
  });
  expect(pageProblems).toEqual([]);
});

test('a reader’s override of search gets the others’ entries combined and loads search’s own from its manifest', async ({
  page,
  pageProblems,
}) => {
  // The same build of search under another manifest URL: the page's search release is then the
  // override (no integrity), which never goes into the combined response.
  const overrideManifest = `${REMOTE_ORIGINS.search}/mf-manifest.json?e2e-override=1`;
  const plain = await (await page.request.get('/')).text();
  await combinedEntriesReady(page.request, `/?override=search@${encodeURIComponent(overrideManifest)}`);

  const scripts = await scriptRequests(page, async () => {
    await page.goto(`/?override=search@${encodeURIComponent(overrideManifest)}`);
    await allMounted(page);
  });
  await expect(page.locator('[data-slot="search"]')).toHaveAttribute('data-release', 'search@override');

  const element = page.locator('#inkpot-remote-entries');
  await expect(element).toHaveAttribute(
    'data-remotes',
    REMOTES.filter((remote) => remote !== 'search')
      .map((remote) => `inkpot_${remote}`)
      .join(' '),
  );
  // Another set of releases, another response than a visitor's page names.
  const src = (await element.getAttribute('src')) as string;
  if (plain.includes('id="inkpot-remote-entries"')) expect(plain).not.toContain(src);
  // Search's entry, and only search's, came from its origin.
  const entries = scripts.filter(isRemoteEntry);
  expect(entries).toHaveLength(1);
  expect(entries[0]?.startsWith(REMOTE_ORIGINS.search)).toBe(true);
  expect(scripts.filter((url) => COMBINED.test(url))).toHaveLength(1);
  await page.goto('/?override=off');
  expect(pageProblems.filter((problem) => !/override/i.test(problem))).toEqual([]);
});
