import { expect, test } from '../fixtures/test.ts';

// The edge preloads the composition's remote manifests and its remote entries from the document
// head; the files of the parcels its server render placed come in the same response as the entries
// (shell-host/server/remotes/remote-entries.ts; a file left out of it would be preloaded once the page
// is painted, shell-host/server/remotes/remote-preloads.ts): the federation runtime must use those
// downloads, not make its own. Runs against the federated build (the monolith has no remotes to preload).
test('the head preloads every remote manifest and the combined entries with the placed parcels’ files, each downloaded once and used', async ({
  page,
  pageProblems,
}) => {
  const requests = new Map<string, number>();
  page.on('request', (request) => requests.set(request.url(), (requests.get(request.url()) ?? 0) + 1));
  const preloadWarnings: string[] = [];
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) preloadWarnings.push(message.text());
  });

  // The edge builds the composition's combined entries once, then names them in every page.
  await expect
    .poll(async () => (await (await page.request.get('/')).text()).includes('id="inkpot-remote-entries"'), {
      timeout: 15_000,
    })
    .toBe(true);
  await page.goto('/');
  // The parcels' files are neither preloaded from the head nor left for after the first paint: the
  // combined response carries them, and its URL names the parcels.
  const served = await (await page.request.get('/')).text();
  const [head = ''] = served.split('</head>');
  expect(head).not.toContain('__federation_expose_');
  expect(served).not.toMatch(/<template id="inkpot-after-first-paint">.*__federation_expose_top_bar\./s);
  await expect(page.locator('#inkpot-remote-entries')).toHaveAttribute('src', /[?&]parcels=[^"]*navigation\/top-bar/);
  const preloads = await page
    .locator('head link[rel="preload"]')
    .evaluateAll((links) =>
      links.map((link) => ({ href: (link as HTMLLinkElement).href, as: link.getAttribute('as') })),
    );
  const manifests = preloads.filter((preload) => preload.as === 'fetch').map((preload) => preload.href);
  const scripts = preloads.filter((preload) => preload.as === 'script').map((preload) => preload.href);
  const entries = scripts.filter((href) => /\/_\/shell\/remote-entries\/[0-9a-f]+\.js(\?|$)/.test(href));
  // No remote's own entry: the combined response brings them all.
  expect(scripts.filter((href) => /\/remote-entry\.[^/]*\.js$/.test(href))).toEqual([]);
  const registry = JSON.parse((await page.locator('#inkpot-state').textContent()) ?? '{}') as {
    registry: { remotes: Array<{ manifestUrl: string }> };
  };
  expect(manifests.sort()).toEqual(registry.registry.remotes.map((release) => release.manifestUrl).sort());
  expect(entries).toHaveLength(1);

  // Every remote slot settles mounted: the runtime read the preloaded manifests and ran the entries.
  await page.waitForFunction(() => {
    const slots = [...document.querySelectorAll('[data-state]')];
    return slots.length >= 6 && slots.every((slot) => slot.getAttribute('data-state') === 'mounted');
  });
  for (const url of [...manifests, ...scripts]) expect(requests.get(url), url).toBe(1);
  // The server's page placed the top bar: its module came in the combined response, never from its origin.
  expect([...requests.keys()].filter((url) => /\/__federation_expose_top_bar\.[^/]*\.js$/.test(url))).toEqual([]);
  // Any parcel file left out of the combined response was asked for after the first contentful paint, the head's before it.
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    started: Object.fromEntries(
      performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime] as const),
    ),
  }));
  const parcelFiles = scripts.filter((href) => !entries.includes(href));
  for (const url of parcelFiles) expect(timing.started[url], url).toBeGreaterThanOrEqual(timing.paint);
  for (const url of entries) expect(timing.started[url], url).toBeLessThan(timing.paint);
  expect(preloadWarnings).toEqual([]);
  expect(pageProblems).toEqual([]);
});
