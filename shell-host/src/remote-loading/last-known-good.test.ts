/** @jest-environment node */
import {
  answersFor,
  networkFirst,
  releaseFilesOf,
  releaseOfUrl,
  remoteCacheWorkerUrl,
  REMOTE_CACHE_WORKER_PATH,
} from './last-known-good.ts';

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
    expect(releaseFilesOf(manifest, `${manifestUrl}?retry=1-x`)).toEqual({
      entry: `${base}remote-entry.1234.js`,
      files: ['remote-entry.1234.js', 'box.js', 'popover.js', 'shared.js', 'a.css', 'page.js'].map(
        (file) => base + file,
      ),
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
