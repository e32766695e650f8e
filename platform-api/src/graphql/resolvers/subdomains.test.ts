import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { insertUser } from '../../testing/fixtures.ts';
import { signInAs, startTestApi, type TestApi, expectData as data } from '../../testing/test-api.ts';

let api: TestApi;
before(async () => {
  api = await startTestApi();
});
after(async () => {
  await api.close();
});

const MUTATION = (field: 'claimSubdomain' | 'unclaimSubdomain') => `
  mutation { ${field} { __typename ... on BadRequest { message } } }
`;
const VIEWER = 'query { viewer { id hasSubdomain } }';

describe('claimSubdomain / unclaimSubdomain', () => {
  it('claims and deactivates the viewer’s own subdomain, each once, as the viewer query shows', async () => {
    const writer = await insertUser(api.db, { name: 'Sub Writer' });
    const client = api.client();
    await signInAs(api, client, writer.id);
    const run = async (field: 'claimSubdomain' | 'unclaimSubdomain') =>
      (await data<Record<string, unknown>>(client, MUTATION(field)))[field];
    const hasSubdomain = async () =>
      (await data<{ viewer: { hasSubdomain: boolean } }>(client, VIEWER)).viewer.hasSubdomain;

    assert.equal(await hasSubdomain(), false);
    assert.deepEqual(await run('unclaimSubdomain'), {
      __typename: 'BadRequest',
      message: 'You have no subdomain to deactivate.',
    });
    assert.deepEqual(await run('claimSubdomain'), { __typename: 'MutationSuccess' });
    assert.equal(await hasSubdomain(), true);
    assert.deepEqual(await run('claimSubdomain'), {
      __typename: 'BadRequest',
      message: 'You already have a subdomain.',
    });
    assert.deepEqual(await run('unclaimSubdomain'), { __typename: 'MutationSuccess' });
    assert.equal(await hasSubdomain(), false);
    const [row] = await api.db.select({ hasSubdomain: users.hasSubdomain }).from(users).where(eq(users.id, writer.id));
    assert.equal(row?.hasSubdomain, false);
  });

  it('changes nobody else’s subdomain, and refuses visitors', async () => {
    const other = await insertUser(api.db, { hasSubdomain: true });
    const reader = await insertUser(api.db);
    const client = api.client();
    await signInAs(api, client, reader.id);
    await client.graphql(MUTATION('claimSubdomain'));
    const [row] = await api.db.select({ hasSubdomain: users.hasSubdomain }).from(users).where(eq(users.id, other.id));
    assert.equal(row?.hasSubdomain, true);
    const visitor = await api.client().graphql(MUTATION('unclaimSubdomain'));
    assert.equal(visitor.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
    const [still] = await api.db.select({ hasSubdomain: users.hasSubdomain }).from(users).where(eq(users.id, other.id));
    assert.equal(still?.hasSubdomain, true);
  });
});
