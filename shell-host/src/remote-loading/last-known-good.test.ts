/** @jest-environment node */
import { sha384Integrity } from '@inkpot/shared-contracts/integrity';
import {
  answersFor,
  isStaleCache,
  keepRelease,
  networkFirst,
  releaseFilesOf,
  releaseOfUrl,
  remoteCacheWorkerUrl,
} from './last-known-good.ts';
import { REMOTE_CACHE_WORKER_PATH } from '../../page-contract/document-ids.ts';

const manifestUrl = 'http://localhost:3004/releases/1.0.0+abc/mf-manifest.json';
const releases = [
  { name: 'search' as const, version: '1.0.0+abc', manifestUrl },
  { name: 'navigation' as const, version: '2.0.0', manifestUrl: 'http://localhost:3001/mf-manifest.json' },
];

describe('the files a release keeps', () => {
  it('are its entry and every chunk and style of its exposed modules, not its copies of shared packages', () => {
    const manifest = {
      metaData: { remoteEntry: { name: 'remote-entry.1234.js', path: '' } },
      exposes: [
        {
          assets: { js: { sync: ['box.js'], async: ['popover.js', 'shared.js'] }, css: { sync: [], async: ['a.css'] } },
        },
        { assets: { js: { sync: ['shared.js', 'page.js'], async: [] } } },
      ],
      shared: [{ assets: { js: { sync: ['react-dom.js'], async: [] } } }],
    };
    const base = 'http://localhost:3004/releases/1.0.0+abc/';
    expect(releaseFilesOf({ ...manifest, integrity: { 'box.js': 'sha384-box' } }, `${manifestUrl}?retry=1-x`)).toEqual({
      entry: `${base}remote-entry.1234.js`,
      files: ['remote-entry.1234.js', 'box.js', 'popover.js', 'shared.js', 'a.css', 'page.js'].map(
        (file) => base + file,
      ),
      integrity: new Map([[`${base}box.js`, 'sha384-box']]),
    });
    expect(() => releaseFilesOf({}, manifestUrl)).toThrow(`${manifestUrl} names no remote entry`);
  });

  it('are told apart by release: a manifest (retries included) or a file under its folder', () => {
    expect(releaseOfUrl(releases, `${manifestUrl}?retry=2-k`)?.name).toBe('search');
    expect(releaseOfUrl(releases, 'http://localhost:3004/releases/1.0.0+abc/box.js')?.name).toBe('search');
    expect(releaseOfUrl(releases, 'http://localhost:3001/remote-entry.1.js')?.name).toBe('navigation');
    expect(releaseOfUrl(releases, 'http://localhost:3004/releases/0.9.0/box.js')).toBeNull();
  });
});

describe('keeping a release', () => {
  const base = 'http://localhost:3004/releases/1.0.0+abc/';
  const digest = sha384Integrity;
  const integrityOf = (text: string) => digest(new TextEncoder().encode(text).buffer);
  const GOOD = { 'remote-entry.1.js': 'entry code', 'box.js': 'box code' };

  async function origin(files: Record<string, string>, manifestExtra: object = {}) {
    const manifest = JSON.stringify({
      metaData: { remoteEntry: { name: 'remote-entry.1.js', path: '' } },
      exposes: [{ assets: { js: { sync: ['box.js'], async: [] } } }],
      integrity: {
        'remote-entry.1.js': await integrityOf(GOOD['remote-entry.1.js']),
        'box.js': await integrityOf(GOOD['box.js']),
      },
      ...manifestExtra,
    });
    const served: Record<string, string> = { [manifestUrl]: manifest };
    for (const [file, body] of Object.entries(files)) served[base + file] = body;
    return {
      manifestIntegrity: await integrityOf(manifest),
      fetched: async (url: string) => (url in served ? new Response(served[url]) : null),
    };
  }

  function cacheOf(initial: Record<string, string> = {}) {
    const kept = new Map(Object.entries(initial));
    return {
      kept,
      cache: {
        match: async (url: string) => (kept.has(url) ? new Response(kept.get(url)) : undefined),
        put: async (url: string, response: Response) => void kept.set(url, await response.text()),
        delete: async (url: string) => kept.delete(url),
      },
    };
  }

  const release = (integrity?: string) => ({
    name: 'search' as const,
    version: '1.0.0+abc',
    manifestUrl,
    ...(integrity && { integrity }),
  });

  it('keeps every file when each matches the integrity its checked manifest names', async () => {
    const { manifestIntegrity, fetched } = await origin(GOOD);
    const { kept, cache } = cacheOf();
    expect(await keepRelease({ release: release(manifestIntegrity), fetched, cache, digest })).toBe('kept');
    expect([...kept.keys()].sort()).toEqual([`${base}box.js`, `${base}remote-entry.1.js`, manifestUrl].sort());
  });

  it('keeps nothing of a release whose exposed chunk was changed on the origin', async () => {
    const { manifestIntegrity, fetched } = await origin({ ...GOOD, 'box.js': 'box code; stealCookies()' });
    const { kept, cache } = cacheOf();
    expect(await keepRelease({ release: release(manifestIntegrity), fetched, cache, digest })).toBe('file-mismatch');
    expect([...kept.values()].join()).not.toContain('stealCookies');
    // Without its manifest, nothing of the release answers for it.
    expect(kept.has(manifestUrl)).toBe(false);
  });

  it('replaces a copy kept unchecked with the checked bytes', async () => {
    const { manifestIntegrity, fetched } = await origin(GOOD);
    const { kept, cache } = cacheOf({ [`${base}box.js`]: 'box code; stealCookies()' });
    expect(await keepRelease({ release: release(manifestIntegrity), fetched, cache, digest })).toBe('kept');
    expect(kept.get(`${base}box.js`)).toBe('box code');
  });

  it('keeps nothing without an integrity to check by: none in the composition, or a file the manifest does not vouch for', async () => {
    const { fetched } = await origin(GOOD);
    expect(await keepRelease({ release: release(), fetched, cache: cacheOf().cache, digest })).toBe('no-integrity');
    const unvouched = await origin(GOOD, { integrity: {} });
    const { kept, cache } = cacheOf();
    expect(
      await keepRelease({ release: release(unvouched.manifestIntegrity), fetched: unvouched.fetched, cache, digest }),
    ).toBe('unvouched-file');
    expect(kept.size).toBe(0);
    const changed = await origin(GOOD);
    expect(
      await keepRelease({ release: release('sha384-other'), fetched: changed.fetched, cache: cacheOf().cache, digest }),
    ).toBe('manifest-mismatch');
  });

  it('drops the caches an earlier worker kept without checking every byte', () => {
    expect(isStaleCache('inkpot-remote:search@1.0.0')).toBe(true);
    expect(isStaleCache('inkpot-remote-v2:search@1.0.0')).toBe(false);
    expect(isStaleCache('someone-else')).toBe(false);
  });
});

describe('the remote cache worker', () => {
  it('is registered for the origins of the page’s remotes, and answers for their files only', () => {
    expect(remoteCacheWorkerUrl(releases)).toBe(
      `${REMOTE_CACHE_WORKER_PATH}?origin=http%3A%2F%2Flocalhost%3A3001&origin=http%3A%2F%2Flocalhost%3A3004`,
    );
    const origins = new Set(['http://localhost:3004']);
    expect(answersFor({ method: 'GET', url: `${manifestUrl}?retry=1-x` }, origins)).toBe(true);
    expect(answersFor({ method: 'GET', url: 'http://localhost:3004/releases/1/box.js' }, origins)).toBe(true);
    expect(answersFor({ method: 'POST', url: manifestUrl }, origins)).toBe(false);
    expect(answersFor({ method: 'GET', url: 'http://localhost:3001/box.js' }, origins)).toBe(false);
    expect(answersFor({ method: 'GET', url: 'http://localhost:3004/standalone/' }, origins)).toBe(false);
  });
});

describe('networkFirst', () => {
  const keptCopy = () => new Response('kept bytes');
  const run = (fetch: (request: Request) => Promise<Response>, kept = new Map([[manifestUrl, keptCopy()]])) => {
    const told: string[] = [];
    const asked: string[] = [];
    const answer = networkFirst({
      request: new Request(`${manifestUrl}?retry=1-x`),
      fetch,
      kept: async (url) => (asked.push(url), kept.get(url)),
      onLastKnownGood: (url) => told.push(url),
    });
    return { answer, told, asked };
  };

  it('answers what the origin serves when it answers, even a 404', async () => {
    const ok = run(async () => new Response('fresh'));
    expect(await (await ok.answer).text()).toBe('fresh');
    const missing = run(async () => new Response('gone', { status: 404 }));
    expect((await missing.answer).status).toBe(404);
    expect([...ok.told, ...missing.told, ...ok.asked, ...missing.asked]).toEqual([]);
  });

  it('asks the origin without the request’s integrity: changed bytes reach the page, which refuses them', async () => {
    const sent: Request[] = [];
    const answer = await networkFirst({
      request: new Request(manifestUrl, { integrity: 'sha384-abc' }),
      fetch: async (request) => (sent.push(request), new Response('changed')),
      kept: async () => keptCopy(),
      onLastKnownGood: () => {},
    });
    expect(await answer.text()).toBe('changed');
    expect(sent.map((request) => [request.url, request.integrity])).toEqual([[manifestUrl, '']]);
  });

  it('answers the kept copy when the origin does not answer or fails, and says so', async () => {
    const down = run(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await (await down.answer).text()).toBe('kept bytes');
    expect(down.asked).toEqual([manifestUrl]);
    expect(down.told).toEqual([`${manifestUrl}?retry=1-x`]);
    const failing = run(async () => new Response('oops', { status: 503 }));
    expect(await (await failing.answer).text()).toBe('kept bytes');
  });

  it('fails as the network failed when nothing was kept', async () => {
    const error = new TypeError('Failed to fetch');
    const down = run(async () => Promise.reject(error), new Map());
    await expect(down.answer).rejects.toBe(error);
    const failing = run(async () => new Response('oops', { status: 503 }), new Map());
    expect((await failing.answer).status).toBe(503);
    expect([...down.told, ...failing.told]).toEqual([]);
  });
});
