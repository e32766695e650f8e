import { expect, test } from '../fixtures/test.ts';

// The edge preloads the composition's remote manifests and entries from the document head, and the
// files of the parcels its server render placed (shell-host/server/remote-preloads.ts): the
// federation runtime must use those downloads, not make its own. Runs against the federated build
// (the monolith has no remotes to preload).
test('the head preloads every remote manifest and entry and the placed parcels, each downloaded once and used', async ({
  page,
  pageProblems,
}) => {
  const requests = new Map<string, number>();
  page.on('request', (request) => requests.set(request.url(), (requests.get(request.url()) ?? 0) + 1));
  const preloadWarnings: string[] = [];
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) preloadWarnings.push(message.text());
  });

  await page.goto('/');
  const preloads = await page
    .locator('head link[rel="preload"]')
    .evaluateAll((links) =>
      links.map((link) => ({ href: (link as HTMLLinkElement).href, as: link.getAttribute('as') })),
    );
  const manifests = preloads.filter((preload) => preload.as === 'fetch').map((preload) => preload.href);
  const scripts = preloads.filter((preload) => preload.as === 'script').map((preload) => preload.href);
  const entries = scripts.filter((href) => /\/remote-entry\.[^/]*\.js$/.test(href));
  const registry = JSON.parse((await page.locator('#inkpot-state').textContent()) ?? '{}') as {
    registry: { remotes: Array<{ manifestUrl: string }> };
  };
  expect(manifests.sort()).toEqual(registry.registry.remotes.map((release) => release.manifestUrl).sort());
  expect(entries).toHaveLength(manifests.length);
  // The server's page placed the top bar, so the navigation remote's top-bar module is preloaded.
  expect(scripts.some((href) => /\/__federation_expose_top_bar\.[^/]*\.js$/.test(href))).toBe(true);

  // Every remote slot settles mounted: the runtime read the preloaded manifests and ran the entries.
  await page.waitForFunction(() => {
    const slots = [...document.querySelectorAll('[data-state]')];
    return slots.length >= 6 && slots.every((slot) => slot.getAttribute('data-state') === 'mounted');
  });
  for (const url of [...manifests, ...scripts]) expect(requests.get(url), url).toBe(1);
  expect(preloadWarnings).toEqual([]);
  expect(pageProblems).toEqual([]);
});
