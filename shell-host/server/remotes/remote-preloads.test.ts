/** @jest-environment node */
import { createHash } from 'node:crypto';
import type { RemoteRelease } from '@inkpot/shared-contracts';
import {
  afterFirstPaintHtml,
  entryUrlOf,
  preloadLinksHtml,
  remoteFilesLookup,
  remoteFilesOf,
  remotePreloads,
} from './remote-preloads.ts';

const MANIFEST = 'http://localhost:3001/mf-manifest.json';
const manifest = (remoteEntry: object, publicPath = 'auto', exposes: unknown[] = []) => ({
  metaData: { remoteEntry, publicPath },
  exposes,
});
const expose = (name: string, sync: unknown[]) => ({ name, assets: { js: { sync, async: ['later.js'] } } });
const filesAt = (entry: string, parcels: Record<string, string[]> = {}) => ({ entry, parcels });
const release = (overrides: Partial<RemoteRelease> = {}): RemoteRelease => ({
  name: 'navigation',
  version: '1.2.0',
  manifestUrl: MANIFEST,
  contractVersion: '1.3.0',
  ...overrides,
});

describe('entryUrlOf: where the federation runtime loads a manifest’s entry from', () => {
  it('is beside the manifest with publicPath auto, under its path', () => {
    expect(entryUrlOf(manifest({ name: 'remote-entry.abc.js', path: '' }), MANIFEST)).toBe(
      'http://localhost:3001/remote-entry.abc.js',
    );
    expect(
      entryUrlOf(
        manifest({ name: 'remote-entry.abc.js', path: '' }),
        'https://cdn.test/navigation/1.2.0/mf-manifest.json',
      ),
    ).toBe('https://cdn.test/navigation/1.2.0/remote-entry.abc.js');
    expect(entryUrlOf(manifest({ name: 'e.js', path: 'static/' }), MANIFEST)).toBe('http://localhost:3001/static/e.js');
  });

  it('follows an explicit publicPath, and is null for a manifest without an entry', () => {
    expect(entryUrlOf(manifest({ name: 'e.js', path: '' }, 'https://cdn.test/nav/'), MANIFEST)).toBe(
      'https://cdn.test/nav/e.js',
    );
    expect(entryUrlOf({ metaData: {} }, MANIFEST)).toBeNull();
    expect(entryUrlOf('not a manifest', MANIFEST)).toBeNull();
  });
});

describe('remotePreloads', () => {
  it('preloads every manifest and each entry the lookup finds, the entry with its integrity when the manifest has one', async () => {
    const releases = [
      release({ integrity: 'sha384-manifest', entryIntegrity: 'sha384-entry' }),
      release({ name: 'search', manifestUrl: 'http://localhost:3004/mf-manifest.json' }),
      release({ name: 'auth', manifestUrl: 'http://localhost:3002/mf-manifest.json', entryIntegrity: 'sha384-x' }),
    ];
    const files: Record<string, ReturnType<typeof filesAt> | null> = {
      [MANIFEST]: filesAt('http://localhost:3001/remote-entry.abc.js'),
      'http://localhost:3004/mf-manifest.json': null,
      'http://localhost:3002/mf-manifest.json': filesAt('http://localhost:3002/remote-entry.def.js'),
    };
    await expect(remotePreloads(releases, async (url) => files[url] ?? null)).resolves.toEqual({
      head: [
        { href: MANIFEST, as: 'fetch' },
        { href: 'http://localhost:3001/remote-entry.abc.js', as: 'script', integrity: 'sha384-entry' },
        { href: 'http://localhost:3004/mf-manifest.json', as: 'fetch' },
        { href: 'http://localhost:3002/mf-manifest.json', as: 'fetch' },
        // No manifest integrity: the integrity plugin does not give this entry its integrity either.
        { href: 'http://localhost:3002/remote-entry.def.js', as: 'script' },
      ],
      afterFirstPaint: [],
    });
  });
});

describe('remotePreloads of the parcels a page places', () => {
  it("keeps each placed parcel's files, once, for after the first paint, and nothing for parcels the page does not place", async () => {
    const navigation = filesAt('http://localhost:3001/remote-entry.abc.js', {
      'top-bar': ['http://localhost:3001/753.js', 'http://localhost:3001/top_bar.js'],
      sidebar: ['http://localhost:3001/753.js', 'http://localhost:3001/sidebar.js'],
      footer: ['http://localhost:3001/footer.js'],
    });
    const search = filesAt('http://localhost:3004/remote-entry.s.js', {
      'search-results': ['http://localhost:3004/r.js'],
    });
    const releases = [release(), release({ name: 'search', manifestUrl: 'http://localhost:3004/mf-manifest.json' })];
    const { head, afterFirstPaint } = await remotePreloads(
      releases,
      async (url) => (url === MANIFEST ? navigation : search),
      [
        { remote: 'navigation', parcel: 'top-bar' },
        { remote: 'navigation', parcel: 'sidebar' },
        // A parcel its manifest does not list adds nothing, nor one of a remote the page does not compose.
        { remote: 'search', parcel: 'search-box' },
        { remote: 'membership', parcel: 'banner-stack' },
      ],
    );
    expect(head.map(({ href }) => href)).toEqual([
      MANIFEST,
      'http://localhost:3001/remote-entry.abc.js',
      'http://localhost:3004/mf-manifest.json',
      'http://localhost:3004/remote-entry.s.js',
    ]);
    expect(afterFirstPaint).toEqual([
      { href: 'http://localhost:3001/753.js', as: 'script' },
      { href: 'http://localhost:3001/top_bar.js', as: 'script' },
      { href: 'http://localhost:3001/sidebar.js', as: 'script' },
    ]);
  });

  it('leaves out the files the page gets in its combined remote entries', async () => {
    const navigation = filesAt('http://localhost:3001/remote-entry.abc.js', {
      'top-bar': ['http://localhost:3001/753.js', 'http://localhost:3001/top_bar.js'],
      footer: ['http://localhost:3001/footer.js'],
    });
    const { afterFirstPaint } = await remotePreloads(
      [release()],
      async () => navigation,
      [
        { remote: 'navigation', parcel: 'top-bar' },
        { remote: 'navigation', parcel: 'footer' },
      ],
      ['navigation'],
      ['http://localhost:3001/753.js', 'http://localhost:3001/top_bar.js'],
    );
    expect(afterFirstPaint).toEqual([{ href: 'http://localhost:3001/footer.js', as: 'script' }]);
  });
});

describe('remoteFilesOf', () => {
  it("reads each expose's synchronous scripts, beside the entry, and skips what is not a file list", () => {
    expect(
      remoteFilesOf(
        manifest({ name: 'remote-entry.abc.js', path: '' }, 'https://cdn.test/nav/', [
          expose('top-bar', ['753.js', '__federation_expose_top_bar.js']),
          expose('footer', [7, 'footer.js']),
          { name: 'broken' },
          'not an expose',
        ]),
        MANIFEST,
      ),
    ).toEqual({
      entry: 'https://cdn.test/nav/remote-entry.abc.js',
      parcels: {
        'top-bar': ['https://cdn.test/nav/753.js', 'https://cdn.test/nav/__federation_expose_top_bar.js'],
        footer: ['https://cdn.test/nav/footer.js'],
      },
    });
    expect(remoteFilesOf({ metaData: {} }, MANIFEST)).toBeNull();
  });

  it('reads the integrity the manifest lists for each file, by URL, and nothing that is not one', () => {
    const files = remoteFilesOf(
      {
        ...manifest({ name: 'remote-entry.abc.js', path: '' }, 'auto', [expose('top-bar', ['753.js'])]),
        integrity: { '753.js': 'sha384-a', 'remote-entry.abc.js': 'sha384-e', 'odd.js': 7, 'md5.js': 'md5-x' },
      },
      MANIFEST,
    );
    expect(files?.integrity).toEqual({
      'http://localhost:3001/753.js': 'sha384-a',
      'http://localhost:3001/remote-entry.abc.js': 'sha384-e',
    });
  });
});

describe('preloadLinksHtml', () => {
  it('asks for the requests the runtime makes, with the nonce, escaped', () => {
    const html = preloadLinksHtml(
      [
        { href: MANIFEST, as: 'fetch' },
        { href: 'http://localhost:3001/e.js?a=1&b="2"', as: 'script', integrity: 'sha384-e' },
        { href: 'http://localhost:3000/same-origin.js', as: 'script' },
      ],
      'n0nce',
      'http://localhost:3000',
    );
    expect(html).toBe(
      `<link rel="preload" href="${MANIFEST}" as="fetch" fetchpriority="low" crossorigin="anonymous" nonce="n0nce" />` +
        '<link rel="preload" href="http://localhost:3001/e.js?a=1&amp;b=&quot;2&quot;" as="script" fetchpriority="low" crossorigin="anonymous" integrity="sha384-e" nonce="n0nce" />' +
        '<link rel="preload" href="http://localhost:3000/same-origin.js" as="script" fetchpriority="low" nonce="n0nce" />',
    );
  });
});

describe('afterFirstPaintHtml', () => {
  it('keeps the links in an inert template for the document’s script, and writes nothing without any', () => {
    expect(
      afterFirstPaintHtml(
        [{ href: 'http://localhost:3001/top_bar.js', as: 'script' }],
        'n0nce',
        'http://localhost:3000',
      ),
    ).toBe(
      '<template id="inkpot-after-first-paint">' +
        '<link rel="preload" href="http://localhost:3001/top_bar.js" as="script" fetchpriority="low" crossorigin="anonymous" nonce="n0nce" />' +
        '</template>',
    );
    expect(afterFirstPaintHtml([], 'n0nce', 'http://localhost:3000')).toBe('');
  });
});

describe('remoteFilesLookup', () => {
  const answer = (body: unknown, status = 200) =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

  const readOf = (body: unknown) => ({
    manifestIntegrity: `sha384-${createHash('sha384').update(JSON.stringify(body)).digest('base64')}`,
  });

  it('reads the entry from the manifest once, with the integrity of the bytes it read, and answers from memory after', async () => {
    const body = manifest({ name: 'remote-entry.abc.js', path: '' });
    const fetch = jest.fn(() => answer(body));
    const lookup = remoteFilesLookup({ fetch });
    const expected = { ...filesAt('http://localhost:3001/remote-entry.abc.js'), ...readOf(body) };
    await expect(lookup(MANIFEST)).resolves.toEqual(expected);
    await expect(lookup(MANIFEST)).resolves.toEqual(expected);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is null when the manifest fails or does not answer in time; the page then preloads the manifest alone', async () => {
    const failing = remoteFilesLookup({ fetch: () => answer({}, 404) });
    await expect(failing(MANIFEST)).resolves.toBeNull();
    const broken = remoteFilesLookup({ fetch: () => Promise.reject(new Error('ECONNREFUSED')) });
    await expect(broken(MANIFEST)).resolves.toBeNull();
    const hanging = remoteFilesLookup({ fetch: () => new Promise<Response>(() => {}), timeoutMs: 1 });
    await expect(hanging(MANIFEST)).resolves.toBeNull();
  });

  it('past its age, gives the known entry at once while it reads the manifest again', async () => {
    let reads = 0;
    const fetch = jest.fn(() =>
      reads++ === 0 ? answer(manifest({ name: 'remote-entry.abc.js', path: '' })) : new Promise<Response>(() => {}),
    );
    const lookup = remoteFilesLookup({ fetch, maxAgeMs: 1, timeoutMs: 60_000 });
    const expected = {
      ...filesAt('http://localhost:3001/remote-entry.abc.js'),
      ...readOf(manifest({ name: 'remote-entry.abc.js', path: '' })),
    };
    await expect(lookup(MANIFEST)).resolves.toEqual(expected);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await expect(lookup(MANIFEST)).resolves.toEqual(expected);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
