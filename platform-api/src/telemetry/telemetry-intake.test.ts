/**
 * Telemetry intake through HTTP: LogClientEvents, the exposure mutations, the error-report and
 * performance-report endpoints, each storing what it accepts and refusing malformed input.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { clientEvents, errorReports, exposures, performanceReports, releaseHealthMinutes } from '../db/schema.ts';
import { DEVELOPMENT_DEPLOY_TOKEN, pageTokenKeyOf, signPageToken } from '../environment.ts';
import { insertUser } from '../testing/fixtures.ts';
import { signInAs, startTestApi, type TestApi } from '../testing/test-api.ts';

let api: TestApi;

const LOG_CLIENT_EVENTS = 'mutation LogClientEvents($events: String!) { logClientEvents(events: $events) }';

before(async () => {
  api = await startTestApi();
});

after(async () => {
  await api.close();
});

beforeEach(async () => {
  for (const table of [clientEvents, errorReports, performanceReports, exposures]) await api.db.delete(table);
});

const postJson = (path: string, body: unknown) =>
  api.client().fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': '1' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('LogClientEvents', () => {
  it('stores the events with the viewer id and drops those older than 48 hours', async () => {
    const viewer = await insertUser(api.db);
    const client = api.client();
    await signInAs(api, client, viewer.id);
    const now = api.clock.now.getTime();
    const events = [
      { name: 'sidebarMenu.opened', data: { source: 'icon' }, timestamp: now - 60_000, service: 'lite' },
      { name: 'upsell.viewed', data: {}, timestamp: now - 49 * 3600 * 1000, service: 'lite' },
    ];
    const result = await client.graphql(LOG_CLIENT_EVENTS, { events: JSON.stringify(events) });
    assert.deepEqual(result.data, { logClientEvents: true });
    const stored = await api.db.select().from(clientEvents);
    assert.equal(stored.length, 1);
    assert.equal(stored[0]?.name, 'sidebarMenu.opened');
    assert.equal(stored[0]?.userId, viewer.id);
    assert.deepEqual(stored[0]?.data, { source: 'icon' });
    assert.equal(stored[0]?.occurredAt.getTime(), now - 60_000);
  });

  it('stores visitors events without a user id', async () => {
    const result = await api
      .client()
      .graphql(LOG_CLIENT_EVENTS, { events: JSON.stringify([{ name: 'x', timestamp: api.clock.now.getTime() }]) });
    assert.deepEqual(result.data, { logClientEvents: true });
    const [stored] = await api.db.select().from(clientEvents);
    assert.equal(stored?.userId, null);
  });

  it('refuses a malformed batch with a clear message and stores nothing', async () => {
    const now = api.clock.now.getTime();
    for (const [events, message] of [
      ['not json', /not valid JSON/],
      [JSON.stringify({ name: 'x' }), /JSON list/],
      [
        JSON.stringify([
          { name: 'ok', timestamp: now },
          { name: '', timestamp: now },
        ]),
        /events\[1\]\.name/,
      ],
    ] as const) {
      const result = await api.client().graphql(LOG_CLIENT_EVENTS, { events });
      assert.match(result.errors?.[0]?.message ?? '', message);
      assert.equal(result.errors?.[0]?.extensions?.code, 'BAD_REQUEST');
    }
    assert.equal((await api.db.select().from(clientEvents)).length, 0);
  });
});

describe('exposure mutations', () => {
  it('stores gate and experiment exposures', async () => {
    const client = api.client();
    const gate = await client.graphql(
      'mutation LogGateExposure($input: GateExposureInput!) { logGateExposure(input: $input) { success } }',
      { input: { gateId: 'disable_branch_openinapp_android', postId: 'p1' } },
    );
    assert.deepEqual(gate.data, { logGateExposure: { success: true } });
    const experiment = await client.graphql(
      'mutation LogExperimentExposure($input: ExperimentExposureInput!) { logExperimentExposure(input: $input) { success } }',
      { input: { experimentId: 'exp-1', postId: 'p1', publicationId: 'c1' } },
    );
    assert.deepEqual(experiment.data, { logExperimentExposure: { success: true } });
    const rows = await api.db.select().from(exposures).orderBy(exposures.id);
    assert.deepEqual(
      rows.map(({ kind, subjectId, postId, publicationId }) => ({ kind, subjectId, postId, publicationId })),
      [
        { kind: 'gate', subjectId: 'disable_branch_openinapp_android', postId: 'p1', publicationId: null },
        { kind: 'experiment', subjectId: 'exp-1', postId: 'p1', publicationId: 'c1' },
      ],
    );
    const empty = await client.graphql(
      'mutation LogGateExposure($input: GateExposureInput!) { logGateExposure(input: $input) { success } }',
      { input: { gateId: '  ' } },
    );
    assert.match(empty.errors?.[0]?.message ?? '', /gateId must not be empty/);
  });
});

describe('error reports', () => {
  it('stores a list of client errors and answers 204', async () => {
    const response = await postJson('/_/api/reports/errors', [
      {
        name: 'TypeError',
        message: 'x is undefined',
        stack: 'TypeError: x is undefined\n    at f (app.js:1:2)',
        timestamp: api.clock.now.getTime(),
        fileName: 'app.js',
        lineNumber: 1,
        extra: { client: 'lite', build: 'abc', userId: null, userAgent: 'test', location: '/' },
      },
      { name: 'Error', message: 'minimal', stack: null, timestamp: api.clock.now.getTime() },
    ]);
    assert.equal(response.status, 204);
    const rows = await api.db.select().from(errorReports).orderBy(errorReports.id);
    assert.equal(rows.length, 2);
    assert.equal(rows[0]?.fileName, 'app.js');
    assert.deepEqual(rows[0]?.extra, { client: 'lite', build: 'abc', userId: null, userAgent: 'test', location: '/' });
    assert.equal(rows[1]?.stack, null);
  });

  it('trusts a report only with a valid page token, and counts only trusted ones in release health', async () => {
    await api.db.delete(releaseHealthMinutes);
    const key = pageTokenKeyOf(DEVELOPMENT_DEPLOY_TOKEN) ?? '';
    const page = signPageToken(key, {
      composition: null,
      releases: ['search@2.0.0', 'auth@1.0.0'],
      canaries: ['search@2.0.0'],
      pageKind: 'post',
      now: Date.now(),
    });
    const [payload] = page.split('.');
    const otherKey = pageTokenKeyOf('another-deploy-token-of-24-chars') ?? '';
    const report = (message: string, release: string, token?: string) => ({
      name: 'Error',
      message,
      timestamp: api.clock.now.getTime(),
      extra: { release },
      ...(token !== undefined && { page: token }),
    });
    const response = await postJson('/_/api/reports/errors', [
      report('canary search', 'search@2.0.0', page),
      report('host', 'host@9.9.9', page),
      report('absent', 'search@2.0.0'),
      report('forged', 'search@2.0.0', `${payload}.forged`),
      report(
        'another key',
        'search@2.0.0',
        signPageToken(otherKey, {
          composition: null,
          releases: ['search@2.0.0'],
          canaries: ['search@2.0.0'],
          now: Date.now(),
        }),
      ),
    ]);
    assert.equal(response.status, 204);
    const rows = await api.db.select().from(errorReports).orderBy(errorReports.id);
    assert.deepEqual(
      rows.map((row) => [row.message, row.trusted]),
      [
        ['canary search', true],
        ['host', true],
        ['absent', false],
        ['forged', false],
        ['another key', false],
      ],
    );
    const counted = await api.db
      .select({
        remote: releaseHealthMinutes.remote,
        version: releaseHealthMinutes.version,
        cohort: releaseHealthMinutes.cohort,
        pageKind: releaseHealthMinutes.pageKind,
        errors: releaseHealthMinutes.errors,
      })
      .from(releaseHealthMinutes)
      .orderBy(releaseHealthMinutes.remote);
    // The page as a whole (its page-type label) twice; the canary it named once; the host is no remote release.
    assert.deepEqual(counted, [
      { remote: '', version: '', cohort: '', pageKind: 'post', errors: 2 },
      { remote: 'search', version: '2.0.0', cohort: 'canary', pageKind: 'post', errors: 1 },
    ]);
  });

  it('answers 400 with a reason for malformed bodies and stores nothing', async () => {
    const many = Array.from({ length: 51 }, () => ({ name: 'E', message: 'm', timestamp: 1 }));
    for (const [body, message] of [
      ['{broken', /Malformed request body/],
      [{ name: 'E' }, /JSON list/],
      [[{ name: 'E', timestamp: 1 }], /body\[0\]\.message/],
      [[{ name: 'E', message: 'm', timestamp: 1, lineNumber: -1 }], /lineNumber/],
      [many, /50/],
    ] as const) {
      const response = await postJson('/_/api/reports/errors', body);
      assert.equal(response.status, 400);
      const answer = (await response.json()) as { message: string; status: number };
      assert.match(answer.message, message);
      assert.equal(answer.status, 400);
    }
    assert.equal((await api.db.select().from(errorReports)).length, 0);
  });
});

describe('performance reports', () => {
  const PATH = '/_/clientele/reports/performance/';

  it('stores a report of known metric types', async () => {
    const response = await postJson(PATH, {
      client: { name: 'lite', version: '1.2.3' },
      events: [
        { type: 'fcp', data: { value: 812, page: 'homepage' } },
        { type: 'cls', data: { value: 0.02 } },
        { type: 'page_preload_success', data: { route: 'post' } },
      ],
    });
    assert.equal(response.status, 204);
    const [row] = await api.db.select().from(performanceReports);
    assert.equal(row?.clientName, 'lite');
    assert.equal(row?.clientVersion, '1.2.3');
    assert.deepEqual(
      (row?.events as { type: string }[]).map((event) => event.type),
      ['fcp', 'cls', 'page_preload_success'],
    );
  });

  it("stores a report as trusted only with a valid page token: the edge's, unexpired, unforged", async () => {
    const page = signPageToken(pageTokenKeyOf(DEVELOPMENT_DEPLOY_TOKEN) ?? '', {
      composition: null,
      releases: ['search@1.0.0'],
      canaries: [],
      now: Date.now(),
    });
    const [payload] = page.split('.');
    for (const token of [page, `${payload}.forged`, undefined]) {
      const response = await postJson(PATH, {
        client: { name: 'inkpot-shell', version: '1' },
        events: [{ type: 'lcp', data: { value: 1200, release: 'search@1.0.0' } }],
        ...(token && { page: token }),
      });
      assert.equal(response.status, 204);
    }
    const rows = await api.db.select().from(performanceReports).orderBy(performanceReports.id);
    assert.deepEqual(
      rows.map((row) => row.trusted),
      [true, false, false],
    );
  });

  it('refuses unknown event types, naming them', async () => {
    const response = await postJson(PATH, {
      client: { name: 'lite', version: '1' },
      events: [{ type: 'fcp' }, { type: 'unsupported' }, { type: 'bogus' }],
    });
    assert.equal(response.status, 400);
    const answer = (await response.json()) as { message: string };
    assert.match(answer.message, /Unknown performance event types: "unsupported", "bogus"/);
    assert.equal((await api.db.select().from(performanceReports)).length, 0);
  });

  it('refuses bodies without the client or with too many events', async () => {
    for (const body of [
      { events: [] },
      [],
      { client: { name: 'lite', version: '1' }, events: Array.from({ length: 1001 }, () => ({ type: 'fcp' })) },
    ]) {
      const response = await postJson(PATH, body);
      assert.equal(response.status, 400);
    }
  });
});
