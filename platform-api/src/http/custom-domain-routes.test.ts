import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, isNotNull } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import { demoEmail } from '../seed/demo-viewers.ts';
import { seedWorld } from '../seed/seed.ts';
import { insertPublication, insertUser } from '../testing/fixtures.ts';
import { signInAs, startTestApi, type TestApi } from '../testing/test-api.ts';
import { normaliseHost } from './custom-domain-routes.ts';

describe('GET /_/api/custom-domains/:host', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  const lookup = (host: string) => api.client().fetch(`/_/api/custom-domains/${encodeURIComponent(host)}`);

  it("names the publication whose domain it is, whatever the host's case", async () => {
    const publication = await insertPublication(api.db, { slug: 'night-owls', domain: 'Night-Owls.example.com' });
    for (const host of ['night-owls.example.com', 'NIGHT-OWLS.example.com', 'night-owls.example.com.']) {
      const response = await lookup(host);
      assert.equal(response.status, 200, host);
      assert.deepEqual(await response.json(), { kind: 'collection', collectionSlug: publication.slug });
    }
  });

  it('names the user whose live custom domain it is', async () => {
    const user = await insertUser(api.db, { username: 'wren', customDomain: 'wren.example.org' });
    const response = await lookup('wren.example.org');
    assert.equal(response.status, 200);
    assert.match(response.headers.get('cache-control') ?? '', /max-age=60/);
    assert.deepEqual(await response.json(), { kind: 'user', username: user.username });
  });

  it('answers 404 for a host no one has, and 400 for something that is not a host name', async () => {
    const unknown = await lookup('nobody.example.net');
    assert.equal(unknown.status, 404);
    assert.match(((await unknown.json()) as { error: string }).error, /nobody\.example\.net/);
    const malformed = await lookup('not a host');
    assert.equal(malformed.status, 400);
  });
});

describe('what the edge reads about the seed world', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
    await seedWorld(api.db);
  });
  after(() => api.close());

  it("routes Quiet Machines' domain and the one writer's custom domain", async () => {
    const quiet = await api.client().fetch('/_/api/custom-domains/quietmachines.inkpot.test');
    assert.deepEqual(await quiet.json(), { kind: 'collection', collectionSlug: 'quiet-machines' });
    const [writer] = await api.db
      .select({ username: users.username, customDomain: users.customDomain })
      .from(users)
      .where(isNotNull(users.customDomain));
    assert.ok(writer?.customDomain, 'the seed gives one writer a custom domain');
    const response = await api.client().fetch(`/_/api/custom-domains/${writer.customDomain}`);
    assert.deepEqual(await response.json(), { kind: 'user', username: writer.username });
  });

  it('knows the demo staff account as staff who can view suspended content', async () => {
    const [staff] = await api.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoEmail('staff')));
    assert.ok(staff);
    const client = api.client();
    await signInAs(api, client, staff.id);
    const session = (await (await client.fetch('/_/api/session')).json()) as { edge: unknown };
    assert.deepEqual(session.edge, {
      isStaff: true,
      isSpoofed: false,
      capabilities: ['can_view_suspended_content', 'can_view_unfiltered_search'],
    });
  });
});

describe('normaliseHost', () => {
  it('lower-cases, drops a trailing dot and refuses what is not a host name', () => {
    assert.equal(normaliseHost(' Blog.Example.COM. '), 'blog.example.com');
    assert.equal(normaliseHost('localhost'), 'localhost');
    for (const bad of ['', 'a b.com', 'exa_mple.com', '-lead.example.com', 'x'.repeat(254), 'a..b'])
      assert.equal(normaliseHost(bad), null, bad);
  });
});
