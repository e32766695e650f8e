/**
 * What must hold when Inkpot runs as more than one edge and one API behind a load balancer:
 * sessions, canary cohorts, rate limits, the story index and the release registry are the
 * cluster's, not one process's; a process that dies loses no request the balancer can retry.
 * HAProxy names the edge (`Inkpot-Edge`) and the API process (`Inkpot-Api`) that answered.
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { signInByCode } from '../fixtures/api-sign-in.ts';
import { CLUSTER_URL, clusterSql, PORTS, pidListeningOn, SEARCH_CREDENTIALS } from '../fixtures/cluster.ts';
import { newVisitorId, promoteCopy, registry, ensureStable } from '../fixtures/releases.ts';
import { DEMO } from '../fixtures/viewer-sessions.ts';
import type { RemoteRegistry } from '@inkpot/shared-contracts/registry';

test.describe.configure({ mode: 'serial' });

const edgeOf = (response: APIResponse) => response.headers()['inkpot-edge'];
const apiOf = (response: APIResponse) => response.headers()['inkpot-api'];

/**
 * What the edges serve a visitor now, one answer per edge (HAProxy alternates between them). Plain
 * fetches: no cookie jar adds another visitor id to the one asked about.
 */
async function servedByEachEdge(_request: APIRequestContext, visitorId: string) {
  const byEdge = new Map<string, RemoteRegistry>();
  for (let ask = 0; ask < 6 && byEdge.size < 2; ask += 1) {
    const response = await fetch(`${CLUSTER_URL}/_/registry.json`, { headers: { cookie: `inkpot_vid=${visitorId}` } });
    byEdge.set(response.headers.get('inkpot-edge') ?? '?', (await response.json()) as RemoteRegistry);
  }
  return byEdge;
}

const versionOf = (served: RemoteRegistry, remote: string) =>
  served.remotes.find((release) => release.name === remote)?.version;

test('a reader signed in through one edge stays signed in through the other', async ({ request }) => {
  await signInByCode(request, DEMO.reader);
  const edges = new Set<string | undefined>();
  for (let ask = 0; ask < 4; ask += 1) {
    const session = await request.get('/_/api/session');
    edges.add(edgeOf(session));
    expect((await session.json()).viewer).toMatchObject({ status: 'signed-in' });
    const page = await request.get('/');
    edges.add(edgeOf(page));
    expect(await page.text()).toContain('"status":"signed-in"');
  }
  expect([...edges].sort()).toEqual(['edge-1', 'edge-2']);
});

test('a canary cohort stays the same on both edges', async ({ request }) => {
  await ensureStable('search');
  const canary = await promoteCopy('search', 'cluster-canary', 50);
  try {
    const visitors = Array.from({ length: 12 }, newVisitorId);
    // The edges keep the registry's answer briefly: wait until both serve the new composition.
    await expect
      .poll(async () => [...(await servedByEachEdge(request, visitors[0] ?? '')).values()].map((s) => s.composition))
      .toEqual([canary.composition, canary.composition]);
    const cohorts = new Set<string | undefined>();
    for (const visitor of visitors) {
      const byEdge = await servedByEachEdge(request, visitor);
      expect([...byEdge.keys()].sort()).toEqual(['edge-1', 'edge-2']);
      const versions = [...byEdge.values()].map((served) => versionOf(served, 'search'));
      expect(new Set(versions).size, `visitor ${visitor} got ${versions.join(' and ')}`).toBe(1);
      cohorts.add(versions[0]);
    }
    // Half the visitors: some in the canary, some not (1 in 2048 runs would see only one side).
    expect(cohorts.has(canary.version)).toBe(true);
    expect(cohorts.size).toBe(2);
  } finally {
    await registry.rollback('search');
  }
});

test('the per-address mail allowance holds across API processes', async ({ request }) => {
  const email = `cluster-${randomBytes(4).toString('hex')}@example.com`;
  const outcomes: string[] = [];
  const apis = new Set<string | undefined>();
  for (let send = 0; send < 6; send += 1) {
    const response = await request.post('/_/graphql', {
      headers: { 'x-xsrf-token': '1' },
      data: {
        query:
          'mutation ($input: SendAcctAuthEmailInput!) { sendAcctAuthEmail(input: $input) { __typename ... on RateLimited { message } } }',
        variables: { input: { email, operation: 'login', type: 'LOGIN_CODE' } },
      },
    });
    apis.add(apiOf(response));
    outcomes.push((await response.json()).data.sendAcctAuthEmail.__typename);
  }
  // Five requests for one address an hour from browsers that never signed in to it; the sixth is refused.
  expect(outcomes).toEqual(['NotFound', 'NotFound', 'NotFound', 'NotFound', 'NotFound', 'RateLimited']);
  expect([...apis].sort()).toEqual(['api-1', 'api-2']);
});

test('a story published in the shared database is found through every API process within a second', async ({
  request,
}) => {
  const word = `zyzzogeton${randomBytes(3).toString('hex')}`;
  const id = `cluster-${word}`;
  await clusterSql(
    `insert into posts (id, title, slug, creator_id, is_published, high_quality, published_at)
     select $1, $2, $3, creator_id, true, true, now() from posts where is_published and deleted_at is null limit 1`,
    [id, `The ${word} at dawn`, `the-${word}-at-dawn`],
  );
  const published = Date.now();
  try {
    for (const port of PORTS.apis) {
      await expect
        .poll(async () => {
          const response = await request.post(`http://127.0.0.1:${port}/1/indexes/*/queries`, {
            headers: { ...SEARCH_CREDENTIALS, 'content-type': 'text/plain' },
            data: JSON.stringify({ requests: [{ indexName: 'inkpot_post', params: `query=${word}&hitsPerPage=5` }] }),
          });
          const body = (await response.json()) as { results: { hits: { postId: string }[] }[] };
          return body.results[0]?.hits.map((hit) => hit.postId) ?? [];
        })
        .toEqual([id]);
    }
    expect(Date.now() - published).toBeLessThan(1000 * PORTS.apis.length);
  } finally {
    await clusterSql('delete from posts where id = $1', [id]);
  }
});

test('a release made while the cluster runs reaches readers on both edges', async ({ request }) => {
  const before = await ensureStable('notifications');
  const release = await promoteCopy('notifications', 'cluster-release');
  try {
    await expect
      .poll(async () =>
        [...(await servedByEachEdge(request, newVisitorId())).entries()]
          .map(([edge, served]) => `${edge} ${versionOf(served, 'notifications')}`)
          .sort(),
      )
      .toEqual([`edge-1 ${release.version}`, `edge-2 ${release.version}`]);
  } finally {
    await registry.promote('notifications', before);
  }
});

test('one edge and one API killed mid-load: no request HAProxy can retry is lost, and both come back', async ({
  request,
}) => {
  // ok: answered 2xx-4xx; refused: an error status (5xx) the balancer answered with or passed on;
  // cut: the connection broke after the answer had started (no proxy can send such a request again).
  const counts = { get: { ok: 0, refused: 0, cut: 0 }, post: { ok: 0, refused: 0, cut: 0 } };
  const count = (kind: 'get' | 'post', response: APIResponse | null) => {
    counts[kind][response === null ? 'cut' : response.status() >= 500 ? 'refused' : 'ok'] += 1;
  };
  const readers = 8;
  const until = Date.now() + 12_000;
  const reader = async () => {
    while (Date.now() < until) {
      count('get', await request.get('/', { failOnStatusCode: false }).catch(() => null));
      count(
        'post',
        await request
          .post('/_/graphql', { data: { query: '{ isLoggedIn }' }, failOnStatusCode: false })
          .catch(() => null),
      );
    }
  };
  const kill = async (afterMs: number, port: number) => {
    await new Promise((resolve) => setTimeout(resolve, afterMs));
    const pid = pidListeningOn(port);
    expect(pid, `a process listening on ${port}`).not.toBeNull();
    process.kill(pid ?? 0, 'SIGKILL');
  };
  await Promise.all([
    ...Array.from({ length: readers }, reader),
    kill(3000, PORTS.edges[0] ?? 0),
    kill(6000, PORTS.apis[0] ?? 0),
  ]);
  const figures = `GET ${JSON.stringify(counts.get)}, POST ${JSON.stringify(counts.post)}`;
  test.info().annotations.push({ type: 'failover', description: figures });
  console.log(`[cluster] failover under load, ${readers} readers for 12 s: ${figures}`);
  expect(counts.get.ok).toBeGreaterThan(50);
  // A GET that found its server gone was sent to the other one: none was refused.
  expect(counts.get.refused, figures).toBe(0);
  // Only the answers in flight on the killed edge can be cut: at most one per reader.
  expect(counts.get.cut + counts.post.cut, figures).toBeLessThanOrEqual(readers);
  // The supervisor starts both again; the balancer takes them back once they answer ready.
  for (const port of [PORTS.edges[0], PORTS.apis[0]])
    await expect
      .poll(async () => (await request.get(`http://127.0.0.1:${port}/_/health/ready`).catch(() => null))?.status(), {
        timeout: 60_000,
      })
      .toBe(200);
});
