/** @jest-environment node */
import vm from 'node:vm';
import type { RemoteRelease } from '@inkpot/shared-contracts';
import {
  combineEntries,
  eligibleReleases,
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

describe('combineEntries: one script that registers each container', () => {
  it('runs each entry so its container is the global its manifest names, and says it ran', () => {
    const page = run(
      combineEntries([
        {
          remote: 'navigation',
          version: '1',
          integrity: 'x',
          url: 'http://navigation.test/remote-entry.js',
          source: SOURCES.navigation as string,
        },
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
        {
          remote: 'navigation',
          version: '1',
          integrity: 'x',
          url: 'http://navigation.test/remote-entry.js',
          source: reads('inkpot_navigation'),
        },
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
        {
          remote: 'navigation',
          version: '1',
          integrity: 'x',
          url: 'http://navigation.test/remote-entry.js',
          source: 'var inkpot_navigation;throw new Error("broken")',
        },
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
      {
        remote: 'navigation',
        version: '1',
        integrity: 'x',
        url: 'http://navigation.test/remote-entry.js',
        source: SOURCES.navigation as string,
      },
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

describe('remoteEntriesKey: the immutable URL’s key', () => {
  const a = { remote: 'search' as const, version: '1.0.0', integrity: 'sha384-a', url: 'http://s.test/e.js' };
  it('is the same for the same releases and entries', () => {
    expect(remoteEntriesKey([a])).toBe(remoteEntriesKey([{ ...a }]));
    expect(remoteEntriesKey([a])).toMatch(/^[0-9a-f]{20}$/);
  });
  it('changes with a version, an entry’s integrity or URL, or another release', () => {
    const keys = new Set([
      remoteEntriesKey([a]),
      remoteEntriesKey([{ ...a, version: '1.0.1' }]),
      remoteEntriesKey([{ ...a, integrity: 'sha384-b' }]),
      remoteEntriesKey([{ ...a, url: 'http://s.test/releases/1.0.0/e.js' }]),
      remoteEntriesKey([a, { remote: 'auth', version: '1.0.0', integrity: 'sha384-c', url: 'http://a.test/e.js' }]),
    ]);
    expect(keys.size).toBe(5);
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
