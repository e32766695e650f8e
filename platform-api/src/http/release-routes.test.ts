import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { CONTRACT_VERSION } from '@inkpot/shared-contracts/contract-version';
import { eventSchemaDigests } from '@inkpot/shared-contracts/event-schema-digests';
import { DEVELOPMENT_DEPLOY_TOKEN, pageTokenKeyOf, signPageToken } from '../environment.ts';
import { eq } from 'drizzle-orm';
import { canaryDecisions, clientEvents, remoteChannels } from '../db/schema.ts';
import { FEDERATION_VERSION } from '../releases/budgets.ts';
import { signedInUser, startTestApi, type TestApi } from '../testing/test-api.ts';
import { sri } from './release-routes.ts';

const PAGE_KEY = pageTokenKeyOf(DEVELOPMENT_DEPLOY_TOKEN) ?? '';
const PAGE = { composition: null, releases: ['search@5.0.0'], canaries: ['search@5.0.0'], now: Date.now() };
/** A page the edge served with these canary releases: its signed token. */
const servedPage = (canaries: string[]) =>
  signPageToken(PAGE_KEY, { composition: null, releases: canaries, canaries, now: Date.now() });
/** A page the edge served with these stable releases (no canary). */
const stablePage = (releases: string[]) =>
  signPageToken(PAGE_KEY, { composition: null, releases, canaries: [], now: Date.now() });

/** A static origin holding published releases of the search remote: `/<version>/<file>`. */
class FakeOrigin {
  readonly files = new Map<string, Buffer>();
  private server: Server = createServer((req, res) => {
    const body = this.files.get(req.url ?? '');
    if (!body) res.writeHead(404).end();
    else res.writeHead(200).end(body);
  });
  url = '';
  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  close() {
    this.server.close();
  }
  /** Publishes a release whose search-results chunk weighs `chunkBytes` (random, so gzip keeps it). */
  publish(
    version: string,
    {
      chunkBytes = 1000,
      exposes = ['search-box', 'search-results'],
      pluginVersion = FEDERATION_VERSION,
      server = undefined as string | undefined,
    } = {},
  ) {
    const entry = Buffer.from(`/* entry of ${version} */`);
    const chunk = randomBytes(chunkBytes);
    const manifest = Buffer.from(
      JSON.stringify({
        // Each build names its files by content hash: another build, another manifest.
        metaData: {
          remoteEntry: { name: 'remote-entry.js', path: '' },
          pluginVersion,
          buildId: randomBytes(6).toString('hex'),
        },
        exposes: exposes.map((name) => ({ name, assets: { js: { sync: [`${name}.js`] } } })),
      }),
    );
    this.files.set(`/${version}/mf-manifest.json`, manifest);
    this.files.set(`/${version}/remote-entry.js`, entry);
    for (const name of exposes)
      this.files.set(`/${version}/${name}.js`, name === 'search-results' ? chunk : Buffer.from('x'));
    if (server !== undefined) this.files.set(`/${version}/server/parcels.cjs`, Buffer.from(server));
    return {
      version,
      manifestUrl: `${this.url}/${version}/mf-manifest.json`,
      manifestIntegrity: sri(manifest),
      entryIntegrity: sri(entry),
      ...(server !== undefined && { serverIntegrity: sri(Buffer.from(server)) }),
      contractVersion: CONTRACT_VERSION,
      facts: {
        exposes,
        events: { publishes: [], consumes: [{ type: 'toast/show', schema: eventSchemaDigests()['toast/show'] }] },
        // A fragment in a file of its own, as codegen allows.
        operations: [
          { file: 'src/viewer.graphql', document: 'query SearchViewer { viewer { ...SearchViewer_fields } }' },
          { file: 'src/viewer-fields.graphql', document: 'fragment SearchViewer_fields on Viewer { id }' },
        ],
        initialPackages: { algoliasearch: 15000 },
      },
    };
  }
}

describe('the release registry (/_/releases, /_/composition)', () => {
  let api: TestApi;
  const origin = new FakeOrigin();
  before(async () => {
    api = await startTestApi();
    await origin.start();
  });
  after(async () => {
    origin.close();
    await api.close();
  });

  const admin = (path: string, body?: unknown, token = DEVELOPMENT_DEPLOY_TOKEN) =>
    api.client().fetch(path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'x-deploy-actor': 'ada@laptop',
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const composition = async () =>
    (await (await api.client().fetch('/_/composition')).json()) as {
      id: string;
      stable: { name: string; version: string; integrity?: string; serverIntegrity?: string }[];
      canaries: { release: { version: string }; percent: number }[];
    };
  const json = async <T = Record<string, unknown>>(response: Response) => (await response.json()) as T;
  const logEvents = async (events: unknown[]) => {
    const answer = await api.client().graphql('mutation ($events: String!) { logClientEvents(events: $events) }', {
      events: JSON.stringify(events),
    });
    assert.equal(answer.errors, undefined, JSON.stringify(answer.errors));
  };

  it('refuses admin calls without the deploy token, and has no admin at all in a deployment without one', async () => {
    const release = origin.publish('0.0.1');
    assert.equal((await admin('/_/releases/search', release, 'wrong-token')).status, 401);
    const anonymous = await api.client().fetch('/_/releases/search');
    assert.equal(anonymous.status, 401);

    const production = await startTestApi({ env: { INKPOT_ENVIRONMENT: 'production' } });
    try {
      const response = await production.client().fetch('/_/releases/search', {
        headers: { authorization: `Bearer ${DEVELOPMENT_DEPLOY_TOKEN}` },
      });
      assert.equal(response.status, 503);
      assert.match((await json<{ error: string }>(response)).error, /DEPLOY_TOKEN/);
    } finally {
      await production.close();
    }
  });

  it('registers a release after checking its files, promotes it, and serves it in the composition and its snapshot', async () => {
    const release = origin.publish('1.0.0');
    const registered = await admin('/_/releases/search', release);
    assert.equal(registered.status, 201, JSON.stringify(await registered.clone().json()));
    const { sizes } = await json<{ sizes: { exposes: Record<string, { requests: number }> } }>(registered);
    assert.equal(sizes.exposes['search-results']?.requests, 1);

    const promoted = await admin('/_/releases/search/promote', { version: '1.0.0' });
    assert.equal(promoted.status, 200);
    const now = await composition();
    const search = now.stable.find((entry) => entry.name === 'search');
    assert.equal(search?.version, '1.0.0');
    assert.equal(search?.integrity, release.manifestIntegrity);

    const snapshot = await api.client().fetch(`/_/composition/${now.id}`);
    assert.equal(snapshot.status, 200);
    // Which of its releases are withdrawn changes: not cached for good.
    assert.equal(snapshot.headers.get('cache-control'), 'no-cache');
    const body = await json<{ stable: unknown; withdrawn: unknown }>(snapshot);
    assert.deepEqual(body.stable, now.stable);
    assert.deepEqual(body.withdrawn, []);
    assert.equal((await api.client().fetch('/_/composition/0123456789abcdef')).status, 404);
  });

  it('keeps releases immutable: the same version with other files is refused', async () => {
    const again = origin.publish('1.0.0', { chunkBytes: 1200 });
    const response = await admin('/_/releases/search', again);
    assert.equal(response.status, 409);
    assert.match((await json<{ error: string }>(response)).error, /immutable/);
  });

  it('refuses files that do not match the integrity the deployer gave, or are not there', async () => {
    const release = origin.publish('1.0.1');
    const tampered = await admin('/_/releases/search', { ...release, entryIntegrity: sri(Buffer.from('other')) });
    assert.equal(tampered.status, 422);
    assert.match((await json<{ error: string }>(tampered)).error, /does not match entryIntegrity/);
    const missing = await admin('/_/releases/search', {
      ...release,
      manifestUrl: `${origin.url}/9.9.9/mf-manifest.json`,
    });
    assert.equal(missing.status, 422);
    assert.match((await json<{ error: string }>(missing)).error, /404/);
  });

  it("vouches for a release's server build: its integrity is checked, kept, and served to the edge", async () => {
    const release = origin.publish('1.1.0', { server: 'module.exports = {};' });
    const wrong = await admin('/_/releases/search', { ...release, serverIntegrity: sri(Buffer.from('other')) });
    assert.equal(wrong.status, 422);
    assert.match((await json<{ error: string }>(wrong)).error, /server\/parcels\.cjs does not match serverIntegrity/);
    const absent = origin.publish('1.1.1');
    const claimed = await admin('/_/releases/search', { ...absent, serverIntegrity: release.serverIntegrity });
    assert.equal(claimed.status, 422);
    assert.match((await json<{ error: string }>(claimed)).error, /server build could not be fetched: .*404/);

    assert.equal((await admin('/_/releases/search', release)).status, 201);
    assert.equal((await admin('/_/releases/search/promote', { version: '1.1.0' })).status, 200);
    const search = (await composition()).stable.find((entry) => entry.name === 'search');
    assert.equal(search?.serverIntegrity, release.serverIntegrity);
    // Registering it again without the server build's integrity is registering other files.
    const { serverIntegrity: _dropped, ...withoutServer } = release;
    assert.equal((await admin('/_/releases/search', withoutServer)).status, 409);
    // Back to what the next tests start from.
    assert.equal((await admin('/_/releases/search/rollback', { to: '1.0.0' })).status, 200);
  });

  it('the gate refuses, with a readable diff, each kind of release that would break the page', async () => {
    const cases: [string, (release: ReturnType<FakeOrigin['publish']>) => unknown, RegExp][] = [
      [
        'contract-major',
        (release) => ({ ...release, contractVersion: '2.0.0' }),
        /contract 2\.0\.0.*host speaks contract/,
      ],
      ['missing-expose', () => origin.publish('1.1.1', { exposes: ['search-box'] }), /mounts "search-results"/],
      [
        'event-schema',
        (release) => ({
          ...release,
          facts: { ...release.facts, events: { publishes: [{ type: 'toast/show', schema: 'old' }], consumes: [] } },
        }),
        /publishes "toast\/show" with another schema/,
      ],
      [
        'graphql',
        (release) => ({
          ...release,
          facts: {
            ...release.facts,
            operations: [{ file: 'src/q.graphql', document: 'query Q { viewer { shoeSize } }' }],
          },
        }),
        /src\/q\.graphql: Cannot query field "shoeSize"/,
      ],
      [
        'js-budget',
        () => origin.publish('1.1.4', { chunkBytes: 40 * 1024 }),
        /"search-results" loads .* KiB.*budget is 33\.0 KiB/,
      ],
      [
        'singleton-copy',
        (release) => ({ ...release, facts: { ...release.facts, initialPackages: { react: 7000 } } }),
        /own copy of react/,
      ],
    ];
    for (const [rule, make, message] of cases) {
      const response = await admin('/_/releases/search', make(origin.publish('1.1.0')));
      assert.equal(response.status, 422, rule);
      const body = await json<{ findings: { rule: string }[]; report: string }>(response);
      assert.deepEqual(
        body.findings.map((finding) => finding.rule),
        [rule],
        rule,
      );
      assert.match(body.report, message, rule);
      assert.match(body.report, /\n {2}- .*\n {2}\+ /, rule);
    }
    const { history } = await json<{ history: { action: string }[] }>(await admin('/_/releases/search'));
    assert.equal(history.filter((entry) => entry.action === 'refused').length, cases.length);
  });

  it('rolls back to the release the current one replaced, or to a named one, and records who did it', async () => {
    for (const version of ['2.0.0', '2.0.1']) {
      assert.equal((await admin('/_/releases/search', origin.publish(version))).status, 201);
      assert.equal((await admin('/_/releases/search/promote', { version })).status, 200);
    }
    const back = await json<{ from: string; to: string }>(await admin('/_/releases/search/rollback', {}));
    assert.deepEqual([back.from, back.to], ['2.0.1', '2.0.0']);
    const further = await json<{ to: string }>(await admin('/_/releases/search/rollback', {}));
    assert.equal(further.to, '1.0.0');
    const named = await json<{ to: string }>(await admin('/_/releases/search/rollback', { to: '2.0.1' }));
    assert.equal(named.to, '2.0.1');
    assert.equal((await composition()).stable.find((entry) => entry.name === 'search')?.version, '2.0.1');
    const unknown = await admin('/_/releases/search/rollback', { to: '7.7.7' });
    assert.equal(unknown.status, 404);

    const { stable, history } = await json<{
      stable: string;
      history: { action: string; actor: string; version: string }[];
    }>(await admin('/_/releases/search'));
    assert.equal(stable, '2.0.1');
    assert.deepEqual(
      history.slice(0, 3).map((entry) => [entry.action, entry.version, entry.actor]),
      [
        ['rollback', '2.0.1', 'ada@laptop'],
        ['rollback', '1.0.0', 'ada@laptop'],
        ['rollback', '2.0.0', 'ada@laptop'],
      ],
    );
  });

  it('serves a canary to a percentage beside stable; rolling back drops the canary', async () => {
    assert.equal((await admin('/_/releases/search', origin.publish('3.0.0'))).status, 201);
    assert.equal((await admin('/_/releases/search/promote', { version: '3.0.0', canary: 10 })).status, 200);
    const during = await composition();
    assert.deepEqual(
      during.canaries.map((canary) => [canary.release.version, canary.percent]),
      [['3.0.0', 10]],
    );
    assert.equal(during.stable.find((entry) => entry.name === 'search')?.version, '2.0.1');
    const back = await json<{ action: string; from: string; to: string }>(
      await admin('/_/releases/search/rollback', {}),
    );
    assert.deepEqual([back.from, back.to], ['3.0.0', '2.0.1']);
    assert.deepEqual((await composition()).canaries, []);
    assert.equal((await admin('/_/releases/search/promote', { version: '3.0.0', canary: 100 })).status, 400);
    const stableAsCanary = await admin('/_/releases/search/promote', { version: '2.0.1', canary: 10 });
    assert.equal(stableAsCanary.status, 409);
    assert.match((await json<{ error: string }>(stableAsCanary)).error, /already the stable release/);
  });

  it('rolls a canary back by itself once it fails on too many pages, from what the pages tell', async () => {
    assert.equal((await admin('/_/releases/search', origin.publish('4.0.0'))).status, 201);
    assert.equal((await admin('/_/releases/search/promote', { version: '4.0.0', canary: 10 })).status, 200);
    // Each outcome from a page of its own, as the edge serves them (a signed id naming its canary).
    const tell = async (outcomes: [version: string, ok: boolean][]) => {
      const now = new Date().toISOString();
      const events = outcomes.map(([version, ok]) => ({
        name: ok ? 'remote.loaded' : 'remote.failed',
        data: { remote: 'search', version },
        page: servedPage([`search@${version}`]),
        timestamp: now,
      }));
      const answer = await api.client().graphql('mutation ($events: String!) { logClientEvents(events: $events) }', {
        events: JSON.stringify(events),
      });
      assert.equal(answer.errors, undefined, JSON.stringify(answer.errors));
    };
    // Failures of another release do not count; ten failed pages are too few for a verdict.
    await tell(Array.from({ length: 30 }, () => ['2.0.1', false] as [string, boolean]));
    await tell(Array.from({ length: 10 }, () => ['4.0.0', false] as [string, boolean]));
    assert.equal((await composition()).canaries.length, 1);

    await tell(Array.from({ length: 12 }, () => ['4.0.0', true] as [string, boolean]));
    const after = await composition();
    assert.deepEqual(after.canaries, []);
    assert.equal(after.stable.find((entry) => entry.name === 'search')?.version, '2.0.1');
    const { history } = await json<{ history: { action: string; actor: string; detail: { reason?: string } }[] }>(
      await admin('/_/releases/search'),
    );
    assert.equal(history[0]?.action, 'canary-rollback');
    assert.equal(history[0]?.actor, 'canary-monitor');
    assert.match(history[0]?.detail.reason ?? '', /4\.0\.0 failed on 10 of 22 pages/);
    // Decided by the analysis, recorded with its numbers: too few pages, then failing.
    const analysis = (
      history[0]?.detail as { analysis?: { verdict: string; canary: unknown; stable: { basis: string } } }
    ).analysis;
    assert.equal(analysis?.verdict, 'failing');
    assert.deepEqual(analysis?.canary, { pages: 22, failed: 10, failureRate: 10 / 22 });
    assert.equal(analysis?.stable.basis, 'baseline');
    const decisions = await api.db.select().from(canaryDecisions).where(eq(canaryDecisions.remote, 'search'));
    assert.deepEqual(
      decisions.slice(-2).map((decision) => decision.verdict),
      ['too-few-pages', 'failing'],
    );
  });

  it('counts a canary outcome only from a page the edge served with that canary, once per page', async () => {
    assert.equal((await admin('/_/releases/search', origin.publish('5.0.0'))).status, 201);
    assert.equal((await admin('/_/releases/search/promote', { version: '5.0.0', canary: 10 })).status, 200);
    const failures = (page: (index: number) => string | undefined) =>
      logEvents(
        Array.from({ length: 25 }, (_, index) => ({
          name: 'remote.failed',
          data: { remote: 'search', version: '5.0.0' },
          ...(page(index) !== undefined && { page: page(index) }),
          timestamp: new Date().toISOString(),
        })),
      );
    const onePage = servedPage(['search@5.0.0']);
    const [payload] = onePage.split('.');
    // The probe's request: 25 failures from nobody's page; then one page's 25 times; a page of
    // another canary; a forged signature; another key's page.
    await failures(() => undefined);
    await failures(() => onePage);
    await failures(() => servedPage(['search@4.0.0']));
    await failures(() => `${payload}.forged`);
    await failures(() => signPageToken(pageTokenKeyOf('another-deploy-token-of-24-chars') ?? '', PAGE));
    assert.equal((await composition()).canaries.length, 1, 'the canary still serves');
    // Pages the edge served, each counted once: now it is judged (and failing, rolled back).
    await failures(() => servedPage(['search@5.0.0']));
    assert.deepEqual((await composition()).canaries, []);
    const { history } = await json<{ history: { action: string; detail: { reason?: string } }[] }>(
      await admin('/_/releases/search'),
    );
    // One batch is counted whole: the 25 new pages and the one page sent 25 times before, once.
    assert.match(history[0]?.detail.reason ?? '', /5\.0\.0 failed on 26 of 26 pages/);
  });

  it('a forged flood of failures cannot roll back a healthy canary: stored untrusted, never counted', async () => {
    assert.equal((await admin('/_/releases/search', origin.publish('5.5.0'))).status, 201);
    assert.equal((await admin('/_/releases/search/promote', { version: '5.5.0', canary: 10 })).status, 200);
    const stable = (await composition()).stable.find((entry) => entry.name === 'search')?.version ?? '';
    const event = (name: string, version: string, page?: string) => ({
      name,
      data: { remote: 'search', version },
      ...(page !== undefined && { page }),
      timestamp: new Date().toISOString(),
    });
    // Real pages first: the canary and stable both load.
    await logEvents([
      ...Array.from({ length: 30 }, () => event('remote.loaded', '5.5.0', servedPage(['search@5.5.0']))),
      ...Array.from({ length: 30 }, () => event('remote.loaded', stable, stablePage([`search@${stable}`]))),
    ]);
    const before = (await api.db.select().from(clientEvents)).length;
    const onePage = servedPage(['search@5.5.0']);
    const [payload] = onePage.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
    // A stable page's token turned into a canary page's: the signature no longer checks.
    const widened = `${Buffer.from(JSON.stringify({ ...claims, p: 'x' })).toString('base64url')}.${onePage.split('.')[1]}`;
    const flood = [
      ...Array.from({ length: 200 }, () => event('remote.failed', '5.5.0')),
      ...Array.from({ length: 100 }, () => event('remote.failed', '5.5.0', `${payload}.forged`)),
      ...Array.from({ length: 100 }, () => event('remote.failed', '5.5.0', widened)),
      // A real stable page cannot speak for the canary; a real canary page counts once.
      ...Array.from({ length: 100 }, () => event('remote.failed', '5.5.0', stablePage([`search@${stable}`]))),
      ...Array.from({ length: 100 }, () => event('remote.failed', '5.5.0', onePage)),
    ];
    for (let start = 0; start < flood.length; start += 200) await logEvents(flood.slice(start, start + 200));
    assert.equal((await composition()).canaries.length, 1, 'the canary still serves');
    const { history } = await json<{ history: { action: string }[] }>(await admin('/_/releases/search'));
    assert.equal(history[0]?.action, 'canary');
    const stored = (await api.db.select().from(clientEvents)).slice(before);
    assert.equal(stored.length, 600);
    // Only the events with a token that checks are trusted: the stable page's and the one canary page's.
    assert.equal(stored.filter((row) => row.trusted).length, 200);
    const [channel] = await api.db.select().from(remoteChannels).where(eq(remoteChannels.remote, 'search'));
    assert.deepEqual(
      [channel?.canaryLoaded, channel?.canaryFailed, channel?.stableLoaded, channel?.stableFailed],
      [30, 1, 30, 0],
    );
    // The analysis judged it on the real pages: 1 failure in 31 beside stable's 0 in 30 is no verdict yet.
    const { canary } = await json<{ canary: { verdict: { verdict: string } | null } }>(
      await admin('/_/releases/search'),
    );
    assert.equal(canary.verdict?.verdict, 'undecided');
    assert.equal((await admin('/_/releases/search/rollback', {})).status, 200);
  });

  it('keeps release health from trusted pages: loads, failures, load times and web vitals per release and cohort', async () => {
    const stable = (await composition()).stable.find((entry) => entry.name === 'search')?.version ?? '';
    const page = stablePage([`search@${stable}`]);
    const figuresOf = async () =>
      (await json<{ releases: Record<string, unknown>[] }>(await admin('/_/releases/search/health'))).releases.find(
        (entry) => entry.version === stable && entry.cohort === 'stable',
      );
    // Earlier tests' pages of this release, in the same hour.
    const before = {
      loaded: Number((await figuresOf())?.loaded ?? 0),
      failed: Number((await figuresOf())?.failed ?? 0),
    };
    const event = (name: string, data: Record<string, unknown>, token?: string) => ({
      name,
      data: { remote: 'search', version: stable, ...data },
      ...(token !== undefined && { page: token }),
      timestamp: new Date().toISOString(),
    });
    await logEvents([
      ...Array.from({ length: 9 }, () => event('remote.loaded', {}, stablePage([`search@${stable}`]))),
      event('remote.failed', {}, page),
      ...[100, 200, 300, 400].map((loadMs) => event('remote.timing', { loadMs, mountMs: 10 }, page)),
      // Untrusted: not in the read model.
      ...Array.from({ length: 50 }, () => event('remote.failed', {})),
    ]);
    const report = await api.client().fetch('/_/clientele/reports/performance/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client: { name: 'inkpot-shell', version: '1' },
        page,
        events: [{ type: 'lcp', data: { value: 1500, release: `search@${stable}`, slot: 'search' } }],
      }),
    });
    assert.equal(report.status, 204);
    const figures = await figuresOf();
    assert.equal(figures?.loaded, before.loaded + 9);
    assert.equal(figures?.failed, before.failed + 1);
    assert.ok(Math.abs(Number(figures?.loadP75) - 300) / 300 < 0.15, `load p75 ${String(figures?.loadP75)}`);
    assert.ok(Math.abs(Number(figures?.lcpP75) - 1500) / 1500 < 0.15, `LCP p75 ${String(figures?.lcpP75)}`);
    assert.equal((await admin('/_/releases/search/health?hours=-1')).status, 400);
  });

  it('rolls a canary back by itself when its pages are slower (p75 INP past the bound), from the rollups', async (t) => {
    // The canary's window starts when the registry started it (the wall clock): the reports' minutes must follow it.
    const testClock = api.clock.now;
    api.clock.now = new Date();
    t.after(() => void (api.clock.now = testClock));
    assert.equal((await admin('/_/releases/search', origin.publish('5.6.0'))).status, 201);
    assert.equal((await admin('/_/releases/search/promote', { version: '5.6.0', canary: 10 })).status, 200);
    const stable = (await composition()).stable.find((entry) => entry.name === 'search')?.version ?? '';
    const canaryPage = () => servedPage(['search@5.6.0']);
    const stableTokenPage = () => stablePage([`search@${stable}`]);
    // Both load on every page: the failure rate alone would call the canary healthy.
    const loaded = (version: string, page: string) => ({
      name: 'remote.loaded',
      data: { remote: 'search', version },
      page,
      timestamp: new Date().toISOString(),
    });
    for (let batch = 0; batch < 4; batch += 1)
      await logEvents([
        ...Array.from({ length: 100 }, () => loaded('5.6.0', canaryPage())),
        ...Array.from({ length: 100 }, () => loaded(stable, stableTokenPage())),
      ]);
    const report = async (page: string | undefined, lcp: number, inp: number) => {
      const response = await api.client().fetch('/_/clientele/reports/performance/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          client: { name: 'inkpot-shell', version: '1' },
          ...(page !== undefined && { page }),
          // Drawn and handled by the host's page, not the search slot: still the canary's pages.
          events: [
            { type: 'lcp', data: { value: lcp } },
            { type: 'inp', data: { value: inp } },
          ],
        }),
      });
      assert.equal(response.status, 204);
    };
    const verdict = async () =>
      (await json<{ canary: { verdict: Record<string, unknown> | null } | null }>(await admin('/_/releases/search')))
        .canary?.verdict ?? null;
    for (let index = 0; index < 60; index += 1) await report(stableTokenPage(), 1800, 150);
    // Untrusted reports (no token, a forged one) of slow pages count for nothing.
    const [payload] = canaryPage().split('.');
    for (let index = 0; index < 60; index += 1) await report(index % 2 ? undefined : `${payload}.forged`, 9000, 900);
    // 49 slow canary pages: too few to compare, so no rollback and no health either.
    for (let index = 0; index < 49; index += 1) await report(canaryPage(), 1800, 400);
    assert.equal((await composition()).canaries.length, 1, 'the canary still serves');
    const early = (await verdict()) as {
      verdict: string;
      failureVerdict: string;
      vitals: { inp: { verdict: string; canary: { samples: number } } };
    };
    assert.equal(early.verdict, 'undecided');
    assert.equal(early.failureVerdict, 'healthy');
    assert.equal(early.vitals.inp.verdict, 'too-few-samples');
    assert.equal(early.vitals.inp.canary.samples, 49);
    // The 50th: judged at once, and rolled back.
    await report(canaryPage(), 1800, 400);
    assert.deepEqual((await composition()).canaries, []);
    const { history } = await json<{
      history: { action: string; actor: string; detail: { reason?: string; analysis?: Record<string, unknown> } }[];
    }>(await admin('/_/releases/search'));
    assert.equal(history[0]?.action, 'canary-rollback');
    assert.equal(history[0]?.actor, 'canary-monitor');
    assert.match(history[0]?.detail.reason ?? '', /5\.6\.0 made pages slower: p75 INP \d+ ms against stable's \d+ ms/);
    const analysis = history[0]?.detail.analysis as {
      verdict: string;
      vitals: Record<
        'lcp' | 'inp',
        { verdict: string; canary: { p75: number; samples: number }; stable: { p75: number; samples: number } }
      >;
    };
    assert.equal(analysis.verdict, 'failing');
    assert.equal(analysis.vitals.inp.verdict, 'regressed');
    assert.equal(analysis.vitals.lcp.verdict, 'within-bound');
    assert.deepEqual([analysis.vitals.inp.canary.samples, analysis.vitals.inp.stable.samples], [50, 60]);
    // p75 to the histogram's resolution (about 10%): 400 and 150 ms.
    assert.ok(Math.abs(analysis.vitals.inp.canary.p75 - 400) / 400 < 0.12, String(analysis.vitals.inp.canary.p75));
    assert.ok(Math.abs(analysis.vitals.inp.stable.p75 - 150) / 150 < 0.12, String(analysis.vitals.inp.stable.p75));
    const decisions = await api.db.select().from(canaryDecisions).where(eq(canaryDecisions.remote, 'search'));
    const last = decisions.at(-1);
    assert.equal(last?.verdict, 'failing');
    assert.equal((last?.numbers as { vitals: { inp: { verdict: string } } }).vitals.inp.verdict, 'regressed');
  });

  it('counts error reports of trusted pages per release and cohort; forged or absent tokens count nowhere', async () => {
    const stable = (await composition()).stable.find((entry) => entry.name === 'search')?.version ?? '';
    const errorsOf = async () =>
      Number(
        (
          await json<{ releases: { version: string; cohort: string; errors: number }[] }>(
            await admin('/_/releases/search/health'),
          )
        ).releases.find((entry) => entry.version === stable && entry.cohort === 'stable')?.errors ?? 0,
      );
    const before = await errorsOf();
    const page = stablePage([`search@${stable}`]);
    const [payload] = page.split('.');
    const error = (release: string, token?: string) => ({
      name: 'TypeError',
      message: 'x is undefined',
      timestamp: Date.now(),
      extra: { release },
      ...(token !== undefined && { page: token }),
    });
    const response = await api.client().fetch('/_/api/reports/errors', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        error(`search@${stable}`, page),
        error(`search@${stable}`, page),
        // The host's own error: the page as a whole only.
        error('host@1.0.0', page),
        error(`search@${stable}`),
        error(`search@${stable}`, `${payload}.forged`),
        // A release the page was not served.
        error('search@0.0.1', page),
      ]),
    });
    assert.equal(response.status, 204);
    assert.equal((await errorsOf()) - before, 2);
    const { series } = await json<{ series: { version: string; cohort: string; points: { errors: number }[] }[] }>(
      await admin('/_/releases/search/health'),
    );
    const points = series.find((entry) => entry.version === stable && entry.cohort === 'stable')?.points ?? [];
    assert.ok(points.reduce((sum, point) => sum + point.errors, 0) >= 2);
  });

  it("takes a staff member's session where the deploy token would do (the console), with the xsrf rule, and records who", async () => {
    assert.equal((await admin('/_/releases/search', origin.publish('5.7.0'))).status, 201);
    const { client: staff } = await signedInUser(api, { isStaff: true, username: 'stacy' });
    const { client: reader } = await signedInUser(api);
    const post = (client: typeof staff, path: string, body: unknown, xsrf?: string) =>
      client.fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(xsrf !== undefined && { 'x-xsrf-token': xsrf }) },
        body: JSON.stringify(body),
      });
    assert.equal((await reader.fetch('/_/releases/search')).status, 401);
    assert.equal(
      (await post(reader, '/_/releases/search/promote', { version: '5.7.0', canary: 5 }, reader.xsrf)).status,
      401,
    );
    assert.equal((await staff.fetch('/_/releases/search')).status, 200);
    assert.equal((await staff.fetch('/_/releases/search/health?hours=6')).status, 200);
    const withoutXsrf = await post(staff, '/_/releases/search/promote', { version: '5.7.0', canary: 5 });
    assert.equal(withoutXsrf.status, 403);
    assert.equal(
      (await post(staff, '/_/releases/search/promote', { version: '5.7.0', canary: 5 }, 'wrong')).status,
      403,
    );
    assert.equal(
      (await post(staff, '/_/releases/search/promote', { version: '5.7.0', canary: 5 }, staff.xsrf)).status,
      200,
    );
    assert.equal((await post(staff, '/_/releases/search/rollback', {}, staff.xsrf)).status, 200);
    const { history } = await json<{ history: { action: string; actor: string }[] }>(await admin('/_/releases/search'));
    assert.deepEqual(
      history.slice(0, 2).map((entry) => [entry.action, entry.actor]),
      [
        ['rollback', 'stacy (console)'],
        ['canary', 'stacy (console)'],
      ],
    );
  });

  const snapshotOf = async (id: string) => {
    const response = await api.client().fetch(`/_/composition/${id}`);
    assert.equal(response.status, 200);
    return json<{ stable: { name: string; version: string }[]; withdrawn: unknown[] }>(response);
  };
  const errorOf = async (response: Response) => (await json<{ error: string }>(response)).error;

  it('marks the release a rollback moves away from as rolled back; its snapshots say so until it is promoted again', async () => {
    assert.equal((await admin('/_/releases/search', origin.publish('10.0.0'))).status, 201);
    assert.equal((await admin('/_/releases/search/promote', { version: '10.0.0' })).status, 200);
    const withRelease = (await composition()).id;
    assert.deepEqual((await snapshotOf(withRelease)).withdrawn, []);

    const back = await json<{ to: string }>(await admin('/_/releases/search/rollback', { reason: 'broke search' }));
    assert.equal(back.to, '2.0.1');
    assert.deepEqual((await snapshotOf(withRelease)).withdrawn, [
      { name: 'search', version: '10.0.0', reason: 'rolled-back', note: 'broke search' },
    ]);
    // The composition in force holds nothing withdrawn.
    assert.deepEqual((await snapshotOf((await composition()).id)).withdrawn, []);
    const listed = await json<{ withdrawn: { version: string; reason: string }[] }>(await admin('/_/releases/search'));
    assert.ok(listed.withdrawn.some((entry) => entry.version === '10.0.0' && entry.reason === 'rolled-back'));

    // A rolled-back (not revoked) release may be promoted again, which clears it.
    assert.equal((await admin('/_/releases/search/promote', { version: '10.0.0' })).status, 200);
    assert.equal((await composition()).id, withRelease);
    assert.deepEqual((await snapshotOf(withRelease)).withdrawn, []);
    assert.equal((await admin('/_/releases/search/rollback', { to: '2.0.1' })).status, 200);
    assert.deepEqual(
      (await snapshotOf(withRelease)).withdrawn.map((entry) => (entry as { version: string }).version),
      ['10.0.0'],
    );

    // Dropping a canary rolls the canary back.
    assert.equal((await admin('/_/releases/search', origin.publish('10.0.1'))).status, 201);
    assert.equal((await admin('/_/releases/search/promote', { version: '10.0.1', canary: 10 })).status, 200);
    const withCanary = (await composition()).id;
    assert.equal((await admin('/_/releases/search/rollback', {})).status, 200);
    assert.deepEqual((await snapshotOf(withCanary)).withdrawn, [
      { name: 'search', version: '10.0.1', reason: 'rolled-back' },
    ]);
  });

  it('revokes a release for good: the canary is dropped first, the stable release is refused, and it is never served again', async () => {
    const stable = await admin('/_/releases/search/revoke', { version: '2.0.1' });
    assert.equal(stable.status, 409);
    assert.match(await errorOf(stable), /search@2\.0\.1 is the stable release: roll back first/);
    assert.equal((await admin('/_/releases/search/revoke', { version: '2.0.1' }, 'wrong-token')).status, 401);
    assert.equal((await admin('/_/releases/search/revoke', { version: '7.7.7' })).status, 404);
    assert.equal((await admin('/_/releases/search/revoke', {})).status, 400);

    assert.equal((await admin('/_/releases/search', origin.publish('11.0.0'))).status, 201);
    assert.equal((await admin('/_/releases/search/promote', { version: '11.0.0', canary: 20 })).status, 200);
    const withCanary = (await composition()).id;
    const revoked = await admin('/_/releases/search/revoke', { version: '11.0.0', reason: 'leaks drafts' });
    assert.equal(revoked.status, 200);
    const answer = await json<{ droppedCanary: boolean; composition: { id: string; canaries: unknown[] } }>(revoked);
    assert.equal(answer.droppedCanary, true);
    assert.deepEqual(answer.composition.canaries, []);
    assert.deepEqual((await composition()).canaries, []);
    assert.deepEqual((await snapshotOf(withCanary)).withdrawn, [
      { name: 'search', version: '11.0.0', reason: 'revoked', note: 'leaks drafts' },
    ]);

    for (const [path, body] of [
      ['/_/releases/search/promote', { version: '11.0.0' }],
      ['/_/releases/search/promote', { version: '11.0.0', canary: 5 }],
      ['/_/releases/search/rollback', { to: '11.0.0' }],
    ] as const) {
      const refused = await admin(path, body);
      assert.equal(refused.status, 409, JSON.stringify(body));
      assert.match(await errorOf(refused), /search@11\.0\.0 was revoked \(leaks drafts\): it cannot be promoted/);
    }
    const again = await admin('/_/releases/search/revoke', { version: '11.0.0' });
    assert.equal(again.status, 409);
    assert.match(await errorOf(again), /already revoked/);

    // A rolled-back release can be revoked too, and then not promoted again.
    assert.equal((await admin('/_/releases/search/revoke', { version: '10.0.0' })).status, 200);
    assert.equal((await admin('/_/releases/search/promote', { version: '10.0.0' })).status, 409);

    // A plain rollback does not go back to a revoked release.
    assert.equal((await admin('/_/releases/search', origin.publish('12.0.0'))).status, 201);
    assert.equal((await admin('/_/releases/search/promote', { version: '12.0.0' })).status, 200);
    assert.equal((await admin('/_/releases/search/revoke', { version: '2.0.1', reason: 'bad' })).status, 200);
    const plain = await admin('/_/releases/search/rollback', {});
    assert.equal(plain.status, 409);
    assert.match(await errorOf(plain), /search@2\.0\.1, the release before 12\.0\.0, was revoked/);
    assert.equal((await admin('/_/releases/search/rollback', { to: '1.0.0' })).status, 200);

    const { history } = await json<{
      history: { action: string; version: string; previousVersion: string | null; detail: { reason?: string } }[];
    }>(await admin('/_/releases/search'));
    const revocation = history.findIndex((entry) => entry.action === 'revoke' && entry.version === '11.0.0');
    assert.deepEqual(history[revocation]?.detail, { reason: 'leaks drafts' });
    // The canary's drop is recorded just before, as a rollback from it.
    assert.equal(history[revocation + 1]?.action, 'rollback');
    assert.equal(history[revocation + 1]?.previousVersion, '11.0.0');
    assert.match(history[revocation + 1]?.detail.reason ?? '', /revoking 11\.0\.0: leaks drafts/);
  });

  it('answers 404 for a remote that does not exist', async () => {
    assert.equal((await admin('/_/releases/weather')).status, 404);
  });
});

describe('host releases (`shell` in the registry)', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  const admin = (path: string, body?: unknown) =>
    api.client().fetch(path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${DEVELOPMENT_DEPLOY_TOKEN}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const hostRelease = (version: string) => ({
    version,
    integrity: sri(Buffer.from(`<!doctype html><!-- ${version} -->`)),
    serverIntegrity: sri(Buffer.from(`/* render ${version} */`)),
    contractVersion: CONTRACT_VERSION,
  });
  const composition = async () =>
    (await (await api.client().fetch('/_/composition')).json()) as {
      id: string;
      stable: { name: string }[];
      host?: { version: string; integrity: string; serverIntegrity?: string };
    };

  it('registers, promotes and rolls back the host, which the composition and its snapshots name apart from the remotes', async () => {
    const before = await composition();
    assert.equal(before.host, undefined);
    for (const version of ['1.0.0+aaa', '1.0.0+bbb']) {
      const registered = await admin('/_/releases/shell', hostRelease(version));
      assert.equal(registered.status, 201, await registered.clone().text());
      assert.equal((await admin('/_/releases/shell/promote', { version })).status, 200);
    }
    const promoted = await composition();
    const { integrity, serverIntegrity } = hostRelease('1.0.0+bbb');
    assert.deepEqual(promoted.host, { version: '1.0.0+bbb', integrity, serverIntegrity });
    assert.ok(!promoted.stable.some((release) => release.name === 'shell'));
    assert.notEqual(promoted.id, before.id);

    const rolledBack = await admin('/_/releases/shell/rollback', { reason: 'the menu broke' });
    assert.equal(rolledBack.status, 200);
    assert.equal((await composition()).host?.version, '1.0.0+aaa');
    // The snapshot of the rolled-back host is still there, saying so.
    const snapshot = (await (await api.client().fetch(`/_/composition/${promoted.id}`)).json()) as {
      host?: { version: string };
      withdrawn?: { name: string; version: string; reason: string }[];
    };
    assert.equal(snapshot.host?.version, '1.0.0+bbb');
    assert.deepEqual(snapshot.withdrawn, [
      { name: 'shell', version: '1.0.0+bbb', reason: 'rolled-back', note: 'the menu broke' },
    ]);
    const history = (await (await admin('/_/releases/shell')).json()) as {
      stable: string;
      history: { action: string }[];
    };
    assert.equal(history.stable, '1.0.0+aaa');
    assert.deepEqual(
      history.history.map((entry) => entry.action),
      ['rollback', 'promote', 'register', 'promote', 'register'],
    );
  });

  it('has no canaries, refuses a release built against another contract major, and keeps versions immutable', async () => {
    const canary = await admin('/_/releases/shell/promote', { version: '1.0.0+bbb', canary: 10 });
    assert.equal(canary.status, 409);
    assert.match(((await canary.json()) as { error: string }).error, /The host has no canaries/);
    const otherMajor = await admin('/_/releases/shell', { ...hostRelease('2.0.0+ccc'), contractVersion: '99.0.0' });
    assert.equal(otherMajor.status, 422);
    const changed = await admin('/_/releases/shell', {
      ...hostRelease('1.0.0+aaa'),
      integrity: hostRelease('x').integrity,
    });
    assert.equal(changed.status, 409);
    assert.equal((await admin('/_/releases/shell', { version: '1.0.0+ddd', integrity: 'md5-x' })).status, 400);
  });
});
