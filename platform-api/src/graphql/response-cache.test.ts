/**
 * The rules of the response cache (response-cache.ts), each against the API: what is kept, for
 * whom, for how long, and what drops it; across two API processes on a PostgreSQL server.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { sessionCookieName } from '../auth/sessions.ts';
import { posts, users } from '../db/schema.ts';
import { insertPost, insertUser } from '../testing/fixtures.ts';
import { expectData, signedInUser, startTestApi, type TestApi } from '../testing/test-api.ts';
import { postgresCacheChannel } from './cache-channel.ts';
import { responseCache, sessionKeyOf, writtenOnce, type ResponseCache } from './response-cache.ts';
import { parse as parseCookies } from 'cookie';
import { apiMetrics } from '../api-metrics.ts';
import { sessionLookupsOf } from '../auth/session-lookups.ts';
import { sha256 } from '../auth/sessions.ts';
import type { UserRow } from '../db/rows.ts';

const TTL_MS = 600;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const cacheFor = () =>
  responseCache({
    sessionCookieOf: (request) => parseCookies(request.headers.get('cookie') ?? '')[sessionCookieName(false)],
    ttlMs: TTL_MS,
  });

const VIEWER_NAME = '{ viewer { id name } }';
const POST_TITLE = 'query ($id: ID!) { post(id: $id) { id title } }';

describe('the response cache', () => {
  let api: TestApi;
  let cache: ResponseCache;
  const metrics = apiMetrics();
  before(async () => {
    cache = cacheFor();
    api = await startTestApi({ responseCache: cache, metrics });
  });
  after(() => api.close());

  const rename = (id: string, name: string) => api.db.update(users).set({ name }).where(eq(users.id, id));

  it("keeps a reader's results for their session, until the time to live ends", async () => {
    const { user, client } = await signedInUser(api, { name: 'Ada' });
    assert.equal((await expectData<{ viewer: { name: string } }>(client, VIEWER_NAME)).viewer.name, 'Ada');
    await rename(user.id, 'Ada Lovelace');
    // Kept: what changed behind the API's back shows only after the time to live.
    assert.equal((await expectData<{ viewer: { name: string } }>(client, VIEWER_NAME)).viewer.name, 'Ada');
    await sleep(TTL_MS + 100);
    assert.equal((await expectData<{ viewer: { name: string } }>(client, VIEWER_NAME)).viewer.name, 'Ada Lovelace');
  });

  it('keeps and answers results whose variables are in any script, and never names a kept key', async () => {
    const USER_BY_NAME = 'query UserByName($u: String) { user(username: $u) { id } }';
    const ask = (name: string, headers: Record<string, string> = {}) =>
      fetch(`${api.url}/_/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ operationName: 'UserByName', query: USER_BY_NAME, variables: { u: name } }),
        signal: AbortSignal.timeout(5000),
      });
    const keyOf = (name: string) => `public|${sha256(USER_BY_NAME)}|v:${JSON.stringify(['UserByName', { u: name }])}`;
    for (const name of ['中文', '😀', 'é', 'rosa']) {
      const first = await ask(name);
      assert.equal(first.status, 200, name);
      assert.deepEqual(await first.json(), { data: { user: null } });
      assert.ok(cache.cache.get(keyOf(name)), `kept under ${keyOf(name)}`);
      assert.equal(first.headers.get('etag'), null);
      assert.equal(first.headers.get('last-modified'), null);
    }
    // Never kept (a time to live of 0), yet the plugin named it too.
    const available = await fetch(`${api.url}/_/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'query ($e: String!) { emailAvailability(email: $e) }',
        variables: { e: '中@x.cn' },
      }),
      signal: AbortSignal.timeout(5000),
    });
    assert.equal(available.status, 200);
    assert.equal(available.headers.get('etag'), null);
    // Kept, and still answered in full to a request that names its key (a key of Latin-1 only, as it is).
    const named = await ask('rosa', { 'if-none-match': keyOf('rosa') });
    assert.equal(named.status, 200);
    assert.deepEqual(await named.json(), { data: { user: null } });
  });

  it("never answers one reader with another's results", async () => {
    const first = await signedInUser(api, { name: 'Grace' });
    const second = await signedInUser(api, { name: 'Edsger' });
    assert.equal((await expectData<{ viewer: { name: string } }>(first.client, VIEWER_NAME)).viewer.name, 'Grace');
    assert.equal((await expectData<{ viewer: { name: string } }>(second.client, VIEWER_NAME)).viewer.name, 'Edsger');
  });

  it('a mutation drops its session’s results: the reader sees their own write at once', async () => {
    const { user, client } = await signedInUser(api, { name: 'Barbara' });
    const writer = await insertUser(api.db, { name: 'Writer' });
    const FOLLOWING = `{ user(id: "${writer.id}") { id viewerEdge { isFollowing } } }`;
    const following = async () =>
      (await expectData<{ user: { viewerEdge: { isFollowing: boolean } } }>(client, FOLLOWING)).user.viewerEdge
        .isFollowing;
    assert.equal((await expectData<{ viewer: { name: string } }>(client, VIEWER_NAME)).viewer.name, 'Barbara');
    assert.equal(await following(), false);
    // Behind the API's back: the kept results (and the kept session) still say what they read.
    await rename(user.id, 'Barbara Liskov');
    assert.equal((await expectData<{ viewer: { name: string } }>(client, VIEWER_NAME)).viewer.name, 'Barbara');
    await expectData(client, `mutation { followUser(targetUserId: "${writer.id}") { __typename } }`);
    assert.equal(await following(), true);
    // Everything else the session kept went too.
    assert.equal((await expectData<{ viewer: { name: string } }>(client, VIEWER_NAME)).viewer.name, 'Barbara Liskov');
  });

  it('runs a missing result once for all the requests asking for it at the same time', async () => {
    const writer = await insertUser(api.db);
    const [first, second] = [
      await insertPost(api.db, { creatorId: writer.id, title: 'One' }),
      await insertPost(api.db, { creatorId: writer.id, title: 'Two' }),
    ];
    const selects = async () =>
      Number(
        /statement_duration_seconds_count\{[^}]*kind="select"[^}]*\} (\d+)/.exec(
          await metrics.registry.metrics(),
        )?.[1] ?? 0,
      );
    const title = (id: string) => expectData<{ post: { title: string } }>(api.client(), POST_TITLE, { id });
    let before = await selects();
    await title(first.id);
    const once = (await selects()) - before;
    assert.ok(once > 0);
    before = await selects();
    // Twenty operations in one batch: they run side by side, each with its own context.
    const batch = await api.client().fetch('/_/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': '1' },
      body: JSON.stringify(Array.from({ length: 20 }, () => ({ query: POST_TITLE, variables: { id: second.id } }))),
    });
    const answers = (await batch.json()) as { data: { post: { title: string } } }[];
    assert.deepEqual(
      answers.map((answer) => answer.data.post.title),
      Array.from({ length: 20 }, () => 'Two'),
    );
    assert.equal((await selects()) - before, once, 'twenty readers at once cost what one does');
  });

  it('visitors share results, except what is each visitor’s own', async () => {
    const writer = await insertUser(api.db);
    const story = await insertPost(api.db, { creatorId: writer.id, title: 'Before' });
    const [first, second] = [api.client(), api.client()];
    const title = async (client: typeof first) =>
      (await expectData<{ post: { title: string } }>(client, POST_TITLE, { id: story.id })).post.title;
    assert.equal(await title(first), 'Before');
    await api.db.update(posts).set({ title: 'After' }).where(eq(posts.id, story.id));
    assert.equal(await title(second), 'Before');
    const visitorId = async (client: typeof first) =>
      (await expectData<{ visitor: { id: string } }>(client, '{ visitor { id } }')).visitor.id;
    assert.notEqual(await visitorId(first), await visitorId(second));
  });

  it('never keeps account tokens', async () => {
    const client = api.client();
    const token = async () => (await expectData<{ accountToken: string }>(client, '{ accountToken }')).accountToken;
    assert.notEqual(await token(), await token());
  });

  it("drops a session's results and the session itself when it signs out", async () => {
    const { client } = await signedInUser(api, { name: 'Frances' });
    await expectData(client, VIEWER_NAME);
    const cookies = new Map(client.cookies);
    const before = cache.size;
    const answer = await client.fetch(`/m/signout/${encodeURIComponent(client.xsrf)}`);
    assert.equal(answer.status, 302);
    assert.ok(cache.size < before, `${cache.size} entries after sign-out, ${before} before`);
    // The old cookie, sent again, is nobody's any longer: neither a kept result nor a kept session answers it.
    const replay = api.client();
    for (const [name, value] of cookies) replay.cookies.set(name, value);
    replay.xsrf = client.xsrf;
    assert.equal((await expectData<{ viewer: null }>(replay, VIEWER_NAME)).viewer, null);
    assert.equal((await expectData<{ viewer: null }>(replay, '{ viewer { id } }')).viewer, null);
  });
});

describe('the response cache across API processes', { skip: !process.env.DATABASE_URL && 'needs DATABASE_URL' }, () => {
  it("an entity one process's mutation touched, and a session one process ended (its results and the session itself), are dropped in the other", async () => {
    const url = process.env.DATABASE_URL ?? '';
    const [channelA, channelB] = [postgresCacheChannel(url), postgresCacheChannel(url)];
    try {
      const sessionCookieOf = () => undefined;
      const a = responseCache({ sessionCookieOf, channel: channelA });
      const b = responseCache({ sessionCookieOf, channel: channelB });
      await sleep(300); // both are listening
      const reader = sessionKeyOf('0123456789abcdef0123456789abcdef');
      b.cache.set(`${reader}|q1`, { data: { user: { id: 'u1' } } }, [{ typename: 'User', id: 'u1' }], 5000);
      b.cache.set(`${reader}|q2`, { data: { tag: { id: 't1' } } }, [{ typename: 'Tag', id: 't1' }], 5000);
      a.cache.invalidate([{ typename: 'User', id: 'u1' }]);
      for (let waited = 0; b.cache.get(`${reader}|q1`) && waited < 2000; waited += 20) await sleep(20);
      assert.equal(b.cache.get(`${reader}|q1`), undefined);
      assert.ok(b.cache.get(`${reader}|q2`));
      // B keeps the reader's session too: A's sign-out ends it there as well.
      const keptInB = sessionLookupsOf(b);
      const idHash = sha256('0123456789abcdef0123456789abcdef');
      const session = { idHash, userId: 'u1', xsrf: 'x', user: { id: 'u1' } as UserRow };
      keptInB.keep(keptInB.begin(), session, new Date(Date.now() + 60_000));
      assert.equal(keptInB.get(idHash, new Date()), session);
      a.endSession('0123456789abcdef0123456789abcdef');
      for (let waited = 0; b.cache.get(`${reader}|q2`) && waited < 2000; waited += 20) await sleep(20);
      assert.equal(b.cache.get(`${reader}|q2`), undefined);
      assert.equal(keptInB.get(idHash, new Date()), undefined);
    } finally {
      await channelA.close();
      await channelB.close();
    }
  });
});

describe('a kept result', () => {
  it('is written out once and that text answered again, while what is answered is its data alone', () => {
    const data = { viewer: { id: 'u1', name: 'Ada' } };
    const kept = writtenOnce({ data, extensions: { http: { headers: { ETag: 'k' } } } });
    // What yoga writes: a copy of the kept result, without its internal extensions.
    const shown = () => ({ ...kept, extensions: undefined });
    const first = kept.stringify(shown());
    assert.equal(first, '{"data":{"viewer":{"id":"u1","name":"Ada"}}}');
    data.viewer.name = 'changed after it was written';
    assert.equal(kept.stringify(shown()), first);
    // Anything beside the data (errors, extensions) is written anew.
    assert.equal(
      kept.stringify({ ...shown(), extensions: { cost: 3 } }),
      '{"data":{"viewer":{"id":"u1","name":"changed after it was written"}},"extensions":{"cost":3}}',
    );
    assert.equal(kept.stringify({ data: { other: true } }), '{"data":{"other":true}}');
  });
});
