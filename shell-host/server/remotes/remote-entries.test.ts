/** @jest-environment node */
import vm from 'node:vm';
import type { RemoteRelease } from '@inkpot/shared-contracts';
import {
  combineEntries,
  eligibleReleases,
  parcelsOfParam,
  parcelsParam,
  type PlacedParcel,
  remoteEntriesHref,
  remoteEntriesKey,
  remoteEntriesScriptHtml,
  remoteEntriesSource,
  sha384Of,
} from './remote-entries.ts';
import type { RemoteFiles } from './remote-preloads.ts';

const entrySource = (global: string, value = global) =>
  `//# allFunctionsCalledOnLoad\nvar ${global};(()=>{${global}={name:${JSON.stringify(value)}}})();\n//# sourceMappingURL=remote-entry.abc.js.map`;

const SOURCES: Record<string, string> = {
  navigation: entrySource('inkpot_navigation'),
  search: entrySource('inkpot_search'),
  'search-canary': entrySource('inkpot_search', 'canary'),
};

const release = (name: RemoteRelease['name'], overrides: Partial<RemoteRelease> = {}): RemoteRelease => {
  const source = SOURCES[name] as string;
  return {
    name,
    version: '1.0.0+aaa',
    manifestUrl: `http://${name}.test/mf-manifest.json`,
    contractVersion: '1.3.0',
    integrity: 'sha384-manifest',
    entryIntegrity: sha384Of(source),
    ...overrides,
  };
};

const canary = (): RemoteRelease => ({
  ...release('search'),
  version: '1.1.0+bbb',
  manifestUrl: 'http://search-canary.test/mf-manifest.json',
  entryIntegrity: sha384Of(SOURCES['search-canary'] as string),
});

/** The entry files: each manifest URL's host names its source. */
function fakes(overrides: Record<string, string | number> = {}) {
  const fetched: string[] = [];
  const filesOf = async (manifestUrl: string): Promise<RemoteFiles | null> => ({
    entry: manifestUrl.replace('mf-manifest.json', 'remote-entry.js'),
    parcels: {},
  });
  const fetchImpl = (async (url: string) => {
    fetched.push(url);
    const host = new URL(url).hostname.replace('.test', '');
    const answer = overrides[host] ?? SOURCES[host];
    if (typeof answer === 'number' || answer === undefined) return new Response('', { status: Number(answer ?? 404) });
    return new Response(answer);
  }) as typeof fetch;
  return { fetched, filesOf, fetch: fetchImpl };
}

/** Runs a combined body as a page would: with the runtime the host provides, or without it. */
function run(body: string, { runtime = true } = {}) {
  // A document whose running script is the combined one, as a browser's is.
  const document = Object.create({
    get currentScript() {
      return { tagName: 'SCRIPT', src: 'http://edge.test/_/shell/remote-entries/combined.js' };
    },
  }) as object;
  const page: Record<string, unknown> = runtime
    ? { _FEDERATION_RUNTIME_CORE: {}, _INKPOT_FEDERATION_BUNDLER_RUNTIME: {}, document }
    : { document };
  page.self = page;
  page.setTimeout = (callback: () => void) => page.later && (page.later as Array<() => void>).push(callback);
  page.later = [];
  vm.runInNewContext(body, page);
  return page;
}

const quiet = { warn: jest.fn() };

/** The navigation remote's entry as a combined response takes it, with `source` as its bytes. */
const navigationEntry = (source: string) => ({
  remote: 'navigation' as const,
  version: '1',
  integrity: 'x',
  url: 'http://navigation.test/remote-entry.js',
  source,
});

describe('combineEntries: one script that registers each container', () => {
  it('runs each entry so its container is the global its manifest names, and says it ran', () => {
    const page = run(
      combineEntries([
        navigationEntry(SOURCES.navigation as string),
        {
          remote: 'search',
          version: '1',
          integrity: 'y',
          url: 'http://search.test/remote-entry.js',
          source: SOURCES.search as string,
        },
      ]),
    );
    expect(page.inkpot_navigation).toEqual({ name: 'inkpot_navigation' });
    expect(page.inkpot_search).toEqual({ name: 'inkpot_search' });
    expect(page.__inkpotRemoteEntriesRan).toBe(true);
  });

  it('runs each entry with its own URL as the running script’s, so its chunks load from beside it', () => {
    // What webpack's `publicPath: 'auto'` reads while an entry runs.
    const reads = (global: string) => `var ${global};${global}={publicPath:document.currentScript.src};`;
    const page = run(
      combineEntries([
        navigationEntry(reads('inkpot_navigation')),
        {
          remote: 'search',
          version: '1',
          integrity: 'y',
          url: 'http://search.test/remote-entry.js',
          source: reads('inkpot_search'),
        },
      ]),
    );
    expect(page.inkpot_navigation).toEqual({ publicPath: 'http://navigation.test/remote-entry.js' });
    expect(page.inkpot_search).toEqual({ publicPath: 'http://search.test/remote-entry.js' });
    // The document's own running script again afterwards.
    expect((page.document as { currentScript: { src: string } }).currentScript.src).toContain('/remote-entries/');
  });

  it('keeps going past an entry that throws, and reports it a task later', () => {
    const page = run(
      combineEntries([
        navigationEntry('var inkpot_navigation;throw new Error("broken")'),
        {
          remote: 'search',
          version: '1',
          integrity: 'y',
          url: 'http://search.test/remote-entry.js',
          source: SOURCES.search as string,
        },
      ]),
    );
    expect(page.inkpot_navigation).toBeUndefined();
    expect(page.inkpot_search).toEqual({ name: 'inkpot_search' });
    expect(() => (page.later as Array<() => void>).forEach((callback) => callback())).toThrow('broken');
  });

  it('registers nothing on a page without the federation runtime (its remotes load as before)', () => {
    const page = run(
      combineEntries([
        {
          remote: 'search',
          version: '1',
          integrity: 'y',
          url: 'http://search.test/remote-entry.js',
          source: SOURCES.search as string,
        },
      ]),
      { runtime: false },
    );
    expect(page.inkpot_search).toBeUndefined();
  });

  it('drops each entry’s source map link and compile hint, keeping one hint for the whole file', () => {
    const body = combineEntries([
      navigationEntry(SOURCES.navigation as string),
      {
        remote: 'search',
        version: '1',
        integrity: 'y',
        url: 'http://search.test/remote-entry.js',
        source: SOURCES.search as string,
      },
    ]);
    expect(body).not.toContain('sourceMappingURL');
    expect(body.match(/allFunctionsCalledOnLoad/g)).toHaveLength(1);
    expect(body.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
  });
});

describe('combineEntries: the parcels’ files', () => {
  it('runs each after its entry, names those that ran, and keeps going past one that throws', () => {
    const page = run(
      combineEntries([
        {
          ...navigationEntry(SOURCES.navigation as string),
          files: [
            { url: 'http://navigation.test/broken.js', integrity: 'a', source: 'throw new Error("broken chunk")' },
            {
              url: 'http://navigation.test/753.js',
              integrity: 'b',
              source:
                '(self.webpackChunkinkpot_navigation=self.webpackChunkinkpot_navigation||[]).push([[753]])\n//# sourceMappingURL=753.js.map',
            },
          ],
        },
      ]),
    );
    expect(page.inkpot_navigation).toEqual({ name: 'inkpot_navigation' });
    expect(page.webpackChunkinkpot_navigation).toEqual([[[753]]]);
    expect(page.__inkpotRemoteEntriesFiles).toEqual(['http://navigation.test/753.js']);
    expect(() => (page.later as Array<() => void>).forEach((callback) => callback())).toThrow('broken chunk');
  });
});

describe('remoteEntriesKey: the immutable URL’s key', () => {
  const a = { remote: 'search' as const, version: '1.0.0', integrity: 'sha384-a', url: 'http://s.test/e.js' };
  it('is the same for the same releases and entries', () => {
    expect(remoteEntriesKey([a])).toBe(remoteEntriesKey([{ ...a }]));
    expect(remoteEntriesKey([a])).toMatch(/^[0-9a-f]{20}$/);
  });
  it('changes with a version, an entry’s integrity or URL, another release, or its files', () => {
    const keys = new Set([
      remoteEntriesKey([a]),
      remoteEntriesKey([{ ...a, version: '1.0.1' }]),
      remoteEntriesKey([{ ...a, integrity: 'sha384-b' }]),
      remoteEntriesKey([{ ...a, url: 'http://s.test/releases/1.0.0/e.js' }]),
      remoteEntriesKey([a, { remote: 'auth', version: '1.0.0', integrity: 'sha384-c', url: 'http://a.test/e.js' }]),
      // With a file, or the same file of other bytes.
      remoteEntriesKey([{ ...a, files: [{ url: 'http://s.test/1.js', integrity: 'sha384-f', source: '' }] }]),
      remoteEntriesKey([{ ...a, files: [{ url: 'http://s.test/1.js', integrity: 'sha384-g', source: '' }] }]),
    ]);
    expect(keys.size).toBe(7);
  });
});

describe('eligibleReleases', () => {
  it('takes only registry releases with manifest and entry integrity (never an override)', () => {
    const override: RemoteRelease = {
      name: 'search',
      version: 'override',
      manifestUrl: 'http://localhost:9999/mf-manifest.json',
      contractVersion: '1.3.0',
    };
    const noEntry = release('navigation', { entryIntegrity: undefined });
    expect(eligibleReleases([release('navigation'), override, noEntry]).map((r) => r.version)).toEqual(['1.0.0+aaa']);
  });
});

describe('remoteEntriesSource: building a page’s combined entries', () => {
  it('concatenates the entries whose bytes match their registered integrity', async () => {
    const { filesOf, fetch } = fakes();
    const source = remoteEntriesSource({ filesOf, fetch, logger: quiet });
    const entries = await source.forPage([release('navigation'), release('search')]);
    expect(entries?.remotes).toEqual(['navigation', 'search']);
    expect(entries?.leftOut).toEqual([]);
    expect(entries?.integrity).toBe(sha384Of(entries?.body ?? ''));
    const page = run(entries?.body ?? '');
    expect(page.inkpot_search).toEqual({ name: 'inkpot_search' });
    // Served by its key afterwards.
    expect(await source.byKey(entries?.key ?? '')).toBe(entries);
  });

  it('leaves out an entry that does not match its integrity (that remote loads its own) and says so once', async () => {
    const { filesOf, fetch } = fakes({ search: entrySource('inkpot_search', 'tampered') });
    const logger = { warn: jest.fn() };
    const source = remoteEntriesSource({ filesOf, fetch, logger });
    const entries = await source.forPage([release('navigation'), release('search')]);
    expect(entries?.remotes).toEqual(['navigation']);
    expect(entries?.leftOut).toEqual([
      { remote: 'search', version: '1.0.0+aaa', reason: 'its entry does not match its integrity' },
    ]);
    expect(entries?.body).not.toContain('tampered');
    expect(run(entries?.body ?? '').inkpot_search).toBeUndefined();
    await source.forPage([release('navigation'), release('search')]);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(String(logger.warn.mock.calls[0]?.[0])).toContain('search@1.0.0+aaa');
  });

  it('leaves out an entry that cannot be had, and builds again later to take it in under a new key', async () => {
    let now = 0;
    const answers: Record<string, string | number> = { search: 503 };
    const fetched: string[] = [];
    const { filesOf } = fakes();
    const fetchImpl = (async (url: string) => {
      fetched.push(url);
      const host = new URL(url).hostname.replace('.test', '');
      const answer = answers[host] ?? SOURCES[host];
      return typeof answer === 'number' ? new Response('', { status: answer }) : new Response(answer);
    }) as typeof fetch;
    const source = remoteEntriesSource({
      filesOf,
      fetch: fetchImpl,
      now: () => now,
      incompleteRetryMs: 1000,
      logger: quiet,
    });
    const releases = [release('navigation'), release('search')];
    const first = await source.forPage(releases);
    expect(first?.remotes).toEqual(['navigation']);
    expect(first?.leftOut[0]?.reason).toBe('its entry answered 503');
    delete answers.search;
    // Within the retry time the page keeps the incomplete one.
    expect((await source.forPage(releases))?.key).toBe(first?.key);
    now = 2000;
    // Past it, the next page starts a new build (and gets the one there is meanwhile); then the whole one.
    await source.forPage(releases);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const whole = await source.forPage(releases);
    expect(whole?.remotes).toEqual(['navigation', 'search']);
    expect(whole?.key).not.toBe(first?.key);
    // The navigation entry was fetched once: a checked source is kept by its integrity.
    expect(fetched.filter((url) => url.includes('navigation'))).toHaveLength(1);
  });

  it('gives a canary (or any other release set) its own entries and key', async () => {
    const { filesOf, fetch } = fakes();
    const source = remoteEntriesSource({ filesOf, fetch, logger: quiet });
    const stable = await source.forPage([release('navigation'), release('search')]);
    const withCanary = await source.forPage([release('navigation'), canary()]);
    expect(withCanary?.key).not.toBe(stable?.key);
    expect(run(withCanary?.body ?? '').inkpot_search).toEqual({ name: 'canary' });
    expect(run(stable?.body ?? '').inkpot_search).toEqual({ name: 'inkpot_search' });
  });

  it('leaves an override out: the document gets the others’ entries', async () => {
    const { filesOf, fetch, fetched } = fakes();
    const source = remoteEntriesSource({ filesOf, fetch, logger: quiet });
    const override: RemoteRelease = {
      name: 'search',
      version: 'override',
      manifestUrl: 'http://localhost:9999/mf-manifest.json',
      contractVersion: '1.3.0',
    };
    const entries = await source.forPage([release('navigation'), override]);
    expect(entries?.remotes).toEqual(['navigation']);
    expect(fetched.some((url) => url.includes('9999'))).toBe(false);
  });

  it('answers null (the page loads each entry) when building takes longer than the document waits', async () => {
    const { filesOf } = fakes();
    const never = (() => new Promise<Response>(() => {})) as typeof fetch;
    const source = remoteEntriesSource({ filesOf, fetch: never, waitMs: 5, logger: quiet });
    expect(await source.forPage([release('navigation')])).toBeNull();
  });

  it('finds a key it never built by building the releases it is given (the stable composition), else nothing', async () => {
    const { filesOf, fetch } = fakes();
    const other = remoteEntriesSource({ filesOf, fetch, logger: quiet });
    const builtElsewhere = await other.forPage([release('navigation'), release('search')]);
    const source = remoteEntriesSource({ filesOf, fetch, logger: quiet });
    expect(await source.byKey(builtElsewhere?.key ?? '')).toBeNull();
    expect(await source.byKey('0'.repeat(20), [release('navigation'), release('search')])).toBeNull();
    expect((await source.byKey(builtElsewhere?.key ?? '', [release('navigation'), release('search')]))?.body).toBe(
      builtElsewhere?.body,
    );
  });
});

describe('remoteEntriesSource: the files of the parcels a page places', () => {
  // A chunk as webpack writes it: it pushes itself into its remote's chunk global.
  const chunk = (id: string) =>
    `(self.webpackChunkinkpot_navigation=self.webpackChunkinkpot_navigation||[]).push(["${id}"]);`;
  const FILES: Record<string, string> = {
    'http://navigation.test/753.js': chunk('753'),
    'http://navigation.test/top_bar.js': chunk('top_bar'),
    'http://navigation.test/footer.js': chunk('footer'),
  };
  const MANIFEST_BYTES = '{"the":"manifest"}';
  const navigationRelease = () => release('navigation', { integrity: sha384Of(MANIFEST_BYTES) });
  const PLACED = [
    { remote: 'navigation' as const, parcel: 'top-bar' as const },
    { remote: 'navigation' as const, parcel: 'footer' as const },
  ];

  function withFiles({
    files = FILES,
    listed = Object.fromEntries(Object.entries(FILES).map(([url, source]) => [url, sha384Of(source)])),
    manifestIntegrity = sha384Of(MANIFEST_BYTES),
  }: { files?: Record<string, string | number>; listed?: Record<string, string>; manifestIntegrity?: string } = {}) {
    const fetched: string[] = [];
    const filesOf = async (manifestUrl: string): Promise<RemoteFiles | null> => ({
      entry: manifestUrl.replace('mf-manifest.json', 'remote-entry.js'),
      parcels: {
        'top-bar': ['http://navigation.test/753.js', 'http://navigation.test/top_bar.js'],
        footer: ['http://navigation.test/footer.js'],
        sidebar: ['http://navigation.test/753.js', 'http://navigation.test/sidebar.js'],
      },
      integrity: listed,
      manifestIntegrity,
    });
    const fetchImpl = (async (url: string) => {
      fetched.push(url);
      const answer = files[url] ?? SOURCES[new URL(url).hostname.replace('.test', '')];
      if (typeof answer === 'number' || answer === undefined)
        return new Response('', { status: Number(answer ?? 404) });
      return new Response(answer);
    }) as typeof fetch;
    return { fetched, filesOf, fetch: fetchImpl };
  }

  it('carries each placed parcel’s files after the entries, once each, pushed where the remote’s runtime finds them', async () => {
    const { filesOf, fetch } = withFiles();
    const source = remoteEntriesSource({ filesOf, fetch, logger: quiet });
    const entries = await source.forPage([navigationRelease()], PLACED);
    // Parcels in one order (footer before top-bar), whatever order the page placed them in.
    expect(entries?.files).toEqual([
      'http://navigation.test/footer.js',
      'http://navigation.test/753.js',
      'http://navigation.test/top_bar.js',
    ]);
    expect(entries?.leftOut).toEqual([]);
    expect(entries?.parcels).toBe('navigation/footer,navigation/top-bar');
    const page = run(entries?.body ?? '');
    expect(page.inkpot_navigation).toEqual({ name: 'inkpot_navigation' });
    // After the entries, smallest first.
    expect(page.webpackChunkinkpot_navigation).toEqual([['753'], ['footer'], ['top_bar']]);
    // It names the files that ran, for the host's runtime not to preload them again.
    expect([...(page.__inkpotRemoteEntriesFiles as string[])].sort()).toEqual([...(entries?.files ?? [])].sort());
    expect((entries?.body ?? '').indexOf('inkpot_navigation={')).toBeLessThan((entries?.body ?? '').indexOf('753'));
    // Another set of parcels is another response, under another key.
    const other = await source.forPage([navigationRelease()], [{ remote: 'navigation', parcel: 'sidebar' }]);
    expect(other?.key).not.toBe(entries?.key);
  });

  it('leaves out a file whose bytes do not match what the manifest lists, or that it does not list, and says so once', async () => {
    const logger = { warn: jest.fn() };
    const { filesOf, fetch } = withFiles({
      files: { ...FILES, 'http://navigation.test/top_bar.js': `${chunk('top_bar')}// tampered` },
      listed: {
        'http://navigation.test/753.js': sha384Of(FILES['http://navigation.test/753.js'] as string),
        'http://navigation.test/top_bar.js': sha384Of(FILES['http://navigation.test/top_bar.js'] as string),
      },
    });
    const source = remoteEntriesSource({ filesOf, fetch, logger });
    const entries = await source.forPage([navigationRelease()], PLACED);
    expect(entries?.files).toEqual(['http://navigation.test/753.js']);
    expect(entries?.body).not.toContain('tampered');
    expect(entries?.leftOut.map((left) => left.reason)).toEqual([
      'its file http://navigation.test/footer.js has no integrity in its manifest',
      'its file http://navigation.test/top_bar.js does not match its integrity',
    ]);
    await source.forPage([navigationRelease()], [...PLACED].reverse());
    expect(logger.warn).toHaveBeenCalledTimes(2);
    expect(String(logger.warn.mock.calls[1]?.[0])).toContain('top_bar.js');
  });

  it('leaves out every file of a release whose manifest is not the one the registry vouches for', async () => {
    const { filesOf, fetch, fetched } = withFiles({ manifestIntegrity: sha384Of('{"another":"manifest"}') });
    const logger = { warn: jest.fn() };
    const entries = await remoteEntriesSource({ filesOf, fetch, logger }).forPage([navigationRelease()], PLACED);
    expect(entries?.remotes).toEqual(['navigation']);
    expect(entries?.files).toEqual([]);
    expect(fetched).toEqual(['http://navigation.test/remote-entry.js']);
    expect(String(logger.warn.mock.calls[0]?.[0])).toContain('manifest of navigation@1.0.0+aaa');
  });

  it('builds again later for a file that could not be had', async () => {
    let now = 0;
    const files: Record<string, string | number> = { ...FILES, 'http://navigation.test/footer.js': 503 };
    const { filesOf, fetch } = withFiles({ files });
    const source = remoteEntriesSource({ filesOf, fetch, now: () => now, incompleteRetryMs: 1000, logger: quiet });
    const first = await source.forPage([navigationRelease()], PLACED);
    expect(first?.files).not.toContain('http://navigation.test/footer.js');
    files['http://navigation.test/footer.js'] = FILES['http://navigation.test/footer.js'] as string;
    now = 2000;
    await source.forPage([navigationRelease()], PLACED);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const whole = await source.forPage([navigationRelease()], PLACED);
    expect(whole?.files).toContain('http://navigation.test/footer.js');
    expect(whole?.key).not.toBe(first?.key);
  });

  it('names its parcels in its URL, so an edge that never built it builds the same from the stable releases', async () => {
    const { filesOf, fetch } = withFiles();
    const built = await remoteEntriesSource({ filesOf, fetch, logger: quiet }).forPage([navigationRelease()], PLACED);
    const href = remoteEntriesHref(built as NonNullable<typeof built>);
    expect(href).toBe(`/_/shell/remote-entries/${built?.key}.js?parcels=navigation/footer,navigation/top-bar`);
    const parcels = parcelsOfParam(new URL(href, 'http://edge.test').searchParams.get('parcels'));
    const elsewhere = remoteEntriesSource({ filesOf, fetch, logger: quiet });
    expect((await elsewhere.byKey(built?.key ?? '', [navigationRelease()], parcels))?.body).toBe(built?.body);
    const another = remoteEntriesSource({ filesOf, fetch, logger: quiet });
    expect(await another.byKey(built?.key ?? '', [navigationRelease()])).toBeNull();
  });

  it('builds for keys it does not have only so many times a second, and never for parcels of a remote it does not serve', async () => {
    const { filesOf, fetch, fetched } = withFiles();
    const source = remoteEntriesSource({ filesOf, fetch, logger: quiet, unknownKeyBuildsPerSecond: 2 });
    const made = '0'.repeat(20); // a key no edge built: the build is done, and finds another
    const [topBar, footer] = PLACED as [PlacedParcel, PlacedParcel];
    expect(await source.byKey(made, [navigationRelease()], [{ remote: 'search', parcel: 'search-box' }])).toBeNull();
    expect(fetched).toEqual([]);
    expect(await source.byKey(made, [navigationRelease()], [topBar])).toBeNull();
    expect(await source.byKey(made, [navigationRelease()], [footer])).toBeNull();
    const afterTwo = fetched.length;
    expect(afterTwo).toBeGreaterThan(0);
    // A third new pair this second: not built.
    expect(await source.byKey(made, [navigationRelease()], [footer, topBar])).toBeNull();
    expect(fetched).toHaveLength(afterTwo);
    // What it has built is still found, by its key and by the releases and parcels again.
    const built = await source.forPage([navigationRelease()], [topBar]);
    expect(await source.byKey(built?.key ?? '')).toBe(built);
    expect(await source.byKey(built?.key ?? '', [navigationRelease()], [topBar])).toBe(built);
    expect(fetched).toHaveLength(afterTwo);
  });
});

describe('remoteEntriesSource without the parcels’ files (INKPOT_REMOTE_ENTRIES=entries)', () => {
  it('carries the entries only, whatever the page places', async () => {
    const { filesOf, fetch, fetched } = fakes();
    const source = remoteEntriesSource({ filesOf, fetch, logger: quiet, parcelFiles: false });
    const entries = await source.forPage([release('navigation')], [{ remote: 'navigation', parcel: 'top-bar' }]);
    expect(entries?.files).toEqual([]);
    expect(entries?.parcels).toBe('');
    expect(fetched).toEqual(['http://navigation.test/remote-entry.js']);
  });
});

describe('parcelsParam and parcelsOfParam', () => {
  it('write placed parcels once each, sorted, and read them back', () => {
    const placed = [
      { remote: 'search' as const, parcel: 'search-box' as const },
      { remote: 'navigation' as const, parcel: 'top-bar' as const },
      { remote: 'search' as const, parcel: 'search-box' as const },
    ];
    expect(parcelsParam(placed)).toBe('navigation/top-bar,search/search-box');
    expect(parcelsOfParam(parcelsParam(placed))).toEqual([
      { remote: 'navigation', parcel: 'top-bar' },
      { remote: 'search', parcel: 'search-box' },
    ]);
  });
  it('reads nothing from a value that is not a list of parcels, or names too many', () => {
    expect(parcelsOfParam(undefined)).toEqual([]);
    expect(parcelsOfParam(['navigation/top-bar'])).toEqual([]);
    expect(parcelsOfParam('navigation/top-bar,../etc')).toEqual([]);
    expect(parcelsOfParam(Array.from({ length: 41 }, (_, i) => `navigation/p${i}`).join(','))).toEqual([]);
  });
  it('reads nothing from a list an edge does not write: a parcel no remote exposes, another order, one twice', () => {
    expect(parcelsOfParam('navigation/top-bar,navigation/made-up')).toEqual([]);
    expect(parcelsOfParam('elsewhere/top-bar')).toEqual([]);
    expect(parcelsOfParam('navigation/top-bar/more')).toEqual([]);
    expect(parcelsOfParam('search/search-box,navigation/top-bar')).toEqual([]);
    expect(parcelsOfParam('navigation/top-bar,navigation/top-bar')).toEqual([]);
    expect(parcelsOfParam('navigation/top-bar,search/search-box')).toEqual([
      { remote: 'navigation', parcel: 'top-bar' },
      { remote: 'search', parcel: 'search-box' },
    ]);
  });
});

describe('remoteEntriesScriptHtml', () => {
  it('is a deferred script with the response’s nonce, its integrity and the containers it registers', async () => {
    const { filesOf, fetch } = fakes();
    const entries = await remoteEntriesSource({ filesOf, fetch, logger: quiet }).forPage([
      release('navigation'),
      release('search'),
    ]);
    const html = remoteEntriesScriptHtml(entries as NonNullable<typeof entries>, 'n0nce');
    expect(html).toContain(`src="/_/shell/remote-entries/${entries?.key}.js"`);
    expect(html).toContain(' defer ');
    expect(html).toContain(`integrity="${entries?.integrity}"`);
    expect(html).toContain('nonce="n0nce"');
    expect(html).toContain('data-remotes="inkpot_navigation inkpot_search"');
  });
});
