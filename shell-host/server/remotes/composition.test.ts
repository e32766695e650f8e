/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Composition, RemoteRegistry, RemoteRelease } from '@inkpot/shared-contracts/registry';
import { overrideKeyOf, qaLinkKeyOf, signQaLink } from '@inkpot/config/local-override';
import { apiComposition, canaryBucket, inCanary, registryFor, servableSnapshot, visitorIdOf } from './composition.ts';

const release = (name: RemoteRelease['name'], version: string): RemoteRelease => ({
  name,
  version,
  manifestUrl: `http://localhost:3004/releases/${version}/mf-manifest.json`,
  contractVersion: '1.2.0',
});
const file: RemoteRegistry = {
  schemaVersion: 1,
  remotes: [release('navigation', 'file-nav'), release('search', 'file-search')],
};
const composition: Composition = {
  id: '0123456789abcdef',
  stable: [release('search', '2.0.0')],
  canaries: [{ release: release('search', '3.0.0'), percent: 10 }],
};
const visitorIds = Array.from({ length: 10_000 }, (_, index) => index.toString(16).padStart(32, '0'));

describe('canaries', () => {
  it('reach 10% +- 1 of 10 000 visitors, and the same visitors every time', () => {
    const reached = visitorIds.filter((id) => inCanary(id, 'search', 10));
    expect(reached.length / visitorIds.length).toBeGreaterThanOrEqual(0.09);
    expect(reached.length / visitorIds.length).toBeLessThanOrEqual(0.11);
    expect(visitorIds.filter((id) => inCanary(id, 'search', 10))).toEqual(reached);
    // Another remote's canary draws other visitors.
    const other = new Set(visitorIds.filter((id) => inCanary(id, 'navigation', 10)));
    expect(reached.filter((id) => other.has(id)).length).toBeLessThan(reached.length / 2);
    expect(canaryBucket(visitorIds[0] ?? '', 'search')).toBe(canaryBucket(visitorIds[0] ?? '', 'search'));
  });

  it('serve the composition over the file, and the canary to the visitors in it only', () => {
    const inside = visitorIds.find((id) => inCanary(id, 'search', 10)) ?? '';
    const outside = visitorIds.find((id) => !inCanary(id, 'search', 10)) ?? '';
    const versions = (registry: RemoteRegistry) => registry.remotes.map((entry) => `${entry.name}@${entry.version}`);

    expect(versions(registryFor(file, composition, outside).registry)).toEqual(['navigation@file-nav', 'search@2.0.0']);
    const canary = registryFor(file, composition, inside);
    expect(versions(canary.registry)).toEqual(['navigation@file-nav', 'search@3.0.0']);
    expect(canary.canaries).toEqual(['search@3.0.0']);
    expect(canary.registry.composition).toBe('0123456789abcdef');
    // No visitor id yet (the first page): stable.
    expect(registryFor(file, composition, null).canaries).toEqual([]);
    // No registry answer at all: the file.
    expect(registryFor(file, null, inside).registry).toBe(file);
  });

  it("reads the visitor id from the request's cookie, else from the one the API just set", () => {
    const id = 'ab'.repeat(16);
    expect(visitorIdOf(`a=1; inkpot_vid=${id}`, [], 'inkpot_vid')).toBe(id);
    expect(visitorIdOf(undefined, [`inkpot_vid=${id}; Path=/; HttpOnly`], 'inkpot_vid')).toBe(id);
    expect(visitorIdOf('inkpot_vid=not-an-id', [], 'inkpot_vid')).toBeNull();
  });
});

describe('servableSnapshot', () => {
  const key = qaLinkKeyOf('a-deploy-token-of-at-least-24-chars');
  const withdrawn: Composition = {
    ...composition,
    withdrawn: [{ name: 'search', version: '3.0.0', reason: 'revoked', note: 'leaks drafts' }],
  };
  const signed = (seconds: number, now = Date.now()) =>
    Object.fromEntries(
      new URL(signQaLink(key ?? '', { pageUrl: 'https://inkpot.test/', composition: composition.id, seconds, now }).url)
        .searchParams,
    );

  it('draws a snapshot whose releases all stand for anyone, and one with a withdrawn release only for a valid QA link', () => {
    expect(servableSnapshot(composition, {}, { key })).toBe(composition);
    expect(servableSnapshot({ ...composition, withdrawn: [] }, {}, { key })?.id).toBe(composition.id);
    expect(servableSnapshot(null, signed(60), { key })).toBeNull();
    expect(servableSnapshot(withdrawn, {}, { key })).toBeNull();
    expect(servableSnapshot(withdrawn, signed(3600), { key })).toBe(withdrawn);
    expect(servableSnapshot(withdrawn, signed(3600), { key: null })).toBeNull();
    // Valid for an hour from the edge's clock: not two hours later.
    const link = signed(3600, 0);
    expect(servableSnapshot(withdrawn, link, { key, now: () => 3599_000 })).toBe(withdrawn);
    expect(servableSnapshot(withdrawn, link, { key, now: () => 3600_000 })).toBeNull();
    // A repeated parameter is no signature.
    expect(
      servableSnapshot(withdrawn, { ...link, composition_signature: [link.composition_signature] }, { key }),
    ).toBeNull();
  });

  it('is signed with a key of its own: not the override key, though both come from the deploy token', () => {
    const token = 'a-deploy-token-of-at-least-24-chars';
    expect(qaLinkKeyOf(token)).not.toBe(overrideKeyOf({}, token));
    expect(qaLinkKeyOf(null)).toBeNull();
    expect(() =>
      signQaLink(key ?? '', {
        pageUrl: 'https://inkpot.test/',
        composition: composition.id,
        seconds: 8 * 86400,
        now: 0,
      }),
    ).toThrow(/7 days/);
  });
});

describe('apiComposition', () => {
  let server: Server;
  let answer: { status: number; body: unknown } = { status: 200, body: composition };
  let asked = 0;
  let url = '';
  beforeAll(async () => {
    server = createServer((_req, res) => {
      asked += 1;
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  it('asks the API at most once per TTL, and keeps the last good composition while it fails', async () => {
    let now = 0;
    const logger = { error: jest.fn(), info: jest.fn() };
    const source = apiComposition(url, { ttlMs: 2000, logger, now: () => now });
    asked = 0;
    expect(await source.current()).toEqual(composition);
    expect(await source.current()).toEqual(composition);
    expect(asked).toBe(1);

    answer = { status: 500, body: { error: 'down' } };
    now = 5000;
    expect(await source.current()).toEqual(composition);
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('did not answer'));

    // While it fails, a page gets the last good one at once, and the read goes on without it.
    answer = { status: 200, body: { ...composition, id: 'fedcba9876543210' } };
    now = 10_000;
    expect((await source.current())?.id).toBe(composition.id);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await source.current())?.id).toBe('fedcba9876543210');
    expect(logger.info).toHaveBeenLastCalledWith('[edge] The release registry answers again.');
  });

  it('says so when the registry has never answered (the API not listening yet), and when it first answers', async () => {
    let now = 0;
    const logger = { error: jest.fn(), info: jest.fn() };
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const source = apiComposition(`http://127.0.0.1:${port}`, { ttlMs: 2000, logger, now: () => now });
    expect(await source.current()).toBeNull();
    expect(logger.error).toHaveBeenCalledWith(
      '[edge] The release registry did not answer (serving the registry file until it does): TypeError: fetch failed (ECONNREFUSED)',
    );
    now = 5000;
    await source.current();
    expect(logger.error).toHaveBeenCalledTimes(1);

    answer = { status: 503, body: { error: 'starting' } };
    const starting = apiComposition(url, { ttlMs: 2000, logger, now: () => now });
    expect(await starting.current()).toBeNull();
    answer = { status: 200, body: composition };
    now = 10_000;
    expect(await starting.current()).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await starting.current()).toEqual(composition);
    expect(logger.info).toHaveBeenLastCalledWith('[edge] The release registry answers.');
  });

  it('refuses a malformed answer as a failure, not as a composition', async () => {
    answer = { status: 200, body: { stable: 'nope' } };
    const logger = { error: jest.fn(), info: jest.fn() };
    const source = apiComposition(url, { logger });
    expect(await source.current()).toBeNull();
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it("keeps a snapshot briefly, not for good: a rollback reaches its links' readers within the TTL", async () => {
    let now = 0;
    const source = apiComposition(url, {
      snapshotTtlMs: 10_000,
      logger: { error: jest.fn(), info: jest.fn() },
      now: () => now,
    });
    answer = { status: 200, body: { ...composition, withdrawn: [] } };
    asked = 0;
    expect((await source.snapshot(composition.id))?.withdrawn).toEqual([]);
    answer = {
      status: 200,
      body: { ...composition, withdrawn: [{ name: 'search', version: '3.0.0', reason: 'rolled-back' }] },
    };
    now = 9_000;
    expect((await source.snapshot(composition.id))?.withdrawn).toEqual([]);
    expect(asked).toBe(1);
    now = 10_000;
    expect((await source.snapshot(composition.id))?.withdrawn).toEqual([
      { name: 'search', version: '3.0.0', reason: 'rolled-back' },
    ]);
    expect(asked).toBe(2);
  });
});
