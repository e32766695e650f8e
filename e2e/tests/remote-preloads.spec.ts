import { expect, test } from '../fixtures/test.ts';

// The edge preloads the composition's remote manifests and entries from the document head (but for
// a remote the page places only waiting to be wanted), and the files of the parcels its server
// render placed once the page is painted
// (shell-host/server/remote-preloads.ts): the federation runtime must use those downloads, not make
// its own. Runs against the federated build (the monolith has no remotes to preload).
test('the head preloads the manifests and entries the page needs first, the placed parcels follow the first paint, each downloaded once and used; the toast stack and the sign-in modal come once the page is usable', async ({
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
  // The parcels' files wait in an inert template: neither the head nor the preload scanner has them.
  const served = await (await page.request.get('/')).text();
  const [head = '', body = ''] = served.split('</head>');
  expect(head).not.toContain('__federation_expose_');
  expect(body).toMatch(/<template id="inkpot-after-first-paint">.*__federation_expose_top_bar\./s);
  // Once painted, the document's script moved them all into the head (the runtime had asked for none yet).
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (document.getElementById('inkpot-after-first-paint') as HTMLTemplateElement | null)?.content
            .childElementCount,
      ),
    )
    .toBe(0);
  const preloads = await page
    .locator('head link[rel="preload"]')
    .evaluateAll((links) =>
      links.map((link) => ({ href: (link as HTMLLinkElement).href, as: link.getAttribute('as') })),
    );
  const manifests = preloads.filter((preload) => preload.as === 'fetch').map((preload) => preload.href);
  const scripts = preloads.filter((preload) => preload.as === 'script').map((preload) => preload.href);
  const entries = scripts.filter((href) => /\/remote-entry\.[^/]*\.js$/.test(href));
  const registry = JSON.parse((await page.locator('#inkpot-state').textContent()) ?? '{}') as {
    registry: { remotes: Array<{ name: string; manifestUrl: string }> };
  };
  // Every remote but notifications and auth: home places only their toast stack and sign-in
  // modal, which load once the page is usable (or a toast or a request to sign in comes), so
  // nothing of them is fetched before.
  const waiting = ['notifications', 'auth'];
  expect(registry.registry.remotes.map((release) => release.name)).toEqual(expect.arrayContaining(waiting));
  expect(manifests.sort()).toEqual(
    registry.registry.remotes
      .filter((release) => !waiting.includes(release.name))
      .map((release) => release.manifestUrl)
      .sort(),
  );
  expect(entries).toHaveLength(manifests.length);
  // The server's page placed the top bar, so the navigation remote's top-bar module is preloaded.
  expect(scripts.some((href) => /\/__federation_expose_top_bar\.[^/]*\.js$/.test(href))).toBe(true);

  // Every remote slot settles mounted: the runtime read the preloaded manifests and ran the entries.
  await page.waitForFunction(() => {
    const slots = [...document.querySelectorAll('[data-state]')];
    return slots.length >= 6 && slots.every((slot) => slot.getAttribute('data-state') === 'mounted');
  });
  for (const url of [...manifests, ...scripts]) expect(requests.get(url), url).toBe(1);
  // The toast stack and the sign-in modal came after the page's load event, once its other slots had settled.
  const waitingFiles = [...requests.keys()].filter((url) =>
    /\/__federation_expose_(toast_stack|sign_in_modal)\.[^/]*\.js$/.test(url),
  );
  expect(waitingFiles).toHaveLength(2);
  // The parcels' files were asked for after the first contentful paint, the head's before it.
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    loaded:
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventStart ??
      Number.NaN,
    started: Object.fromEntries(
      performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime] as const),
    ),
    responded: Object.fromEntries(
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
        (entry) => [entry.name, entry.responseEnd] as const,
      ),
    ),
  }));
  const parcelFiles = scripts.filter((href) => !entries.includes(href));
  expect(parcelFiles.length).toBeGreaterThan(0);
  for (const url of parcelFiles) expect(timing.started[url], url).toBeGreaterThanOrEqual(timing.paint);
  for (const url of entries) expect(timing.started[url], url).toBeLessThan(timing.paint);
  for (const waitingFile of waitingFiles) {
    expect(timing.started[waitingFile], waitingFile).toBeGreaterThanOrEqual(timing.loaded);
    for (const url of parcelFiles)
      expect(timing.started[waitingFile], url).toBeGreaterThan(timing.responded[url] ?? Number.NaN);
  }
  expect(preloadWarnings).toEqual([]);
  expect(pageProblems).toEqual([]);
});
