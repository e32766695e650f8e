import assert from 'node:assert/strict';
import { after, before, describe, it, type TestContext } from 'node:test';
import { loadApiConfig } from '../config.ts';
import { insertUser } from '../testing/fixtures.ts';
import { signInAs, startTestApi, type TestApi, type TestClient } from '../testing/test-api.ts';
import { TEST_SESSION_TTL_MS, TEST_SESSIONS_PATH, testAccountsOf } from './test-session-routes.ts';

const SECRET = 'test-session-secret-of-at-least-32-characters';
const ALLOWED = 'qa-bot@qa.inkpot.test';
/** One of the seed world's demo accounts (allowed by default outside production). */
const SEED_ACCOUNT = 'reader@demo.inkpot.test';

const mint = (client: TestClient, body: unknown, secret: string | null = SECRET) =>
  client.fetch(TEST_SESSIONS_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(secret !== null && { authorization: `Bearer ${secret}` }) },
    body: JSON.stringify(body),
  });

const isLoggedIn = async (client: TestClient) =>
  (await client.graphql<{ isLoggedIn: boolean }>('query { isLoggedIn }')).data?.isLoggedIn;

/** Console lines written while `run` runs (the route logs every mint and refusal). */
async function consoleLines(t: TestContext, run: () => Promise<void>): Promise<string[]> {
  const lines: string[] = [];
  t.mock.method(console, 'info', (...args: unknown[]) => lines.push(args.join(' ')));
  t.mock.method(console, 'warn', (...args: unknown[]) => lines.push(args.join(' ')));
  await run();
  t.mock.restoreAll();
  return lines;
}

async function withApi(env: Record<string, string>, run: (api: TestApi) => Promise<void>) {
  const api = await startTestApi({ env });
  try {
    await run(api);
  } finally {
    await api.close();
  }
}

describe('POST /_/api/test-sessions (staging, TEST_SESSION_SECRET and TEST_ACCOUNTS set)', () => {
  let api: TestApi;
  let userId: string;
  before(async () => {
    api = await startTestApi({
      env: {
        INKPOT_ENVIRONMENT: 'staging',
        TEST_SESSION_SECRET: SECRET,
        TEST_ACCOUNTS: ` ${ALLOWED}, other@qa.inkpot.test`,
      },
    });
    userId = (await insertUser(api.db, { email: ALLOWED })).id;
    await insertUser(api.db, { email: 'stranger@qa.inkpot.test' });
  });
  after(() => api.close());

  it('signs an allowed account in with the session cookie a sign-in sets, good for GraphQL', async (t) => {
    const client = api.client();
    assert.equal(await isLoggedIn(client), false);
    let response: Response | undefined;
    const lines = await consoleLines(t, async () => {
      response = await mint(client, { email: ALLOWED.toUpperCase() });
    });
    assert.equal(response?.status, 200);
    const body = (await response?.json()) as { userId: string; email: string; xsrf: string; expiresAt: string };
    assert.equal(body.userId, userId);
    assert.equal(body.email, ALLOWED);
    assert.equal(body.expiresAt, new Date(api.clock.now.getTime() + TEST_SESSION_TTL_MS).toISOString());
    assert.equal(response?.headers.get('cache-control'), 'no-store, private');
    // Staging's session cookie: __Host- prefixed, Secure, HttpOnly, an hour long.
    const cookie = response?.headers.getSetCookie().find((line) => line.startsWith('__Host-inkpot_sid='));
    assert.ok(cookie, 'the session cookie is set');
    assert.match(cookie, /; HttpOnly/);
    assert.match(cookie, /; Secure/);
    assert.match(cookie, /; Path=\//);
    assert.equal(await isLoggedIn(client), true);
    // Mutations take the session's xsrf token, as after a reader's sign-in.
    const session = (await (await client.fetch('/_/api/session')).json()) as {
      xsrf: string;
      viewer: { status: string };
    };
    assert.equal(session.viewer.status, 'signed-in');
    assert.equal(session.xsrf, body.xsrf);
    // Logged once, naming the account and never the secret.
    assert.equal(lines.length, 1, lines.join('\n'));
    assert.match(lines[0] ?? '', /test session minted for qa-bot@qa\.inkpot\.test \(user [^)]+\).* expires /);
    assert.ok(!lines.some((line) => line.includes(SECRET)));
  });

  it('lasts an hour', async () => {
    const client = api.client();
    assert.equal((await mint(client, { email: ALLOWED })).status, 200);
    api.clock.advance(TEST_SESSION_TTL_MS - 60_000);
    assert.equal(await isLoggedIn(client), true);
    api.clock.advance(2 * 60_000);
    assert.equal(await isLoggedIn(client), false);
  });

  it('replaces the session the browser had (a fresh id)', async () => {
    const client = api.client();
    const other = await insertUser(api.db);
    await signInAs(api, client, other.id);
    const before = [...client.cookies.entries()];
    assert.equal((await mint(client, { email: ALLOWED })).status, 200);
    const old = api.client();
    for (const [name, value] of before) old.cookies.set(name, value);
    assert.equal(await isLoggedIn(old), false, 'the earlier session ended');
  });

  it('refuses a wrong or missing secret (401), and logs the refusal without the secret', async (t) => {
    const client = api.client();
    const responses: Response[] = [];
    const lines = await consoleLines(t, async () => {
      responses.push(await mint(client, { email: ALLOWED }, `${SECRET}x`));
      responses.push(await mint(client, { email: ALLOWED }, 'short'));
      responses.push(await mint(client, { email: ALLOWED }, null));
      responses.push(
        await client.fetch(TEST_SESSIONS_PATH, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Basic ${btoa(`qa:${SECRET}`)}` },
          body: JSON.stringify({ email: ALLOWED }),
        }),
      );
    });
    for (const response of responses) {
      assert.equal(response.status, 401);
      assert.match(((await response.json()) as { error: string }).error, /Authorization: Bearer/);
      assert.equal(response.headers.get('www-authenticate'), 'Bearer realm="test-sessions"');
    }
    assert.equal(await isLoggedIn(client), false);
    assert.equal(lines.length, 4);
    assert.ok(lines.every((line) => /test session refused \(401, (wrong secret|no bearer secret)\)/.test(line)));
    assert.ok(!lines.some((line) => line.includes(SECRET)));
  });

  it('refuses an account off the allow-list (403), even one that exists', async () => {
    const client = api.client();
    for (const email of ['stranger@qa.inkpot.test', SEED_ACCOUNT]) {
      const response = await mint(client, { email });
      assert.equal(response.status, 403, email);
      assert.match(((await response.json()) as { error: string }).error, /is not a test account here/);
    }
    assert.equal(await isLoggedIn(client), false);
  });

  it('refuses an allowed address that has no account (403)', async () => {
    const response = await mint(api.client(), { email: 'other@qa.inkpot.test' });
    assert.equal(response.status, 403);
    assert.match(((await response.json()) as { error: string }).error, /No account has the address/);
  });

  it('answers bad input with a 400 that says what to send', async () => {
    const client = api.client();
    for (const [body, message] of [
      [{}, /JSON body with the account's address/],
      [{ email: 42 }, /JSON body with the account's address/],
      [{ email: 'not an address' }, /Not an email address: "not an address"/],
    ] as const) {
      const response = await mint(client, body);
      assert.equal(response.status, 400, JSON.stringify(body));
      assert.match(((await response.json()) as { error: string }).error, message);
    }
    const get = await client.fetch(TEST_SESSIONS_PATH, { headers: { authorization: `Bearer ${SECRET}` } });
    assert.equal(get.status, 405);
    assert.equal(get.headers.get('allow'), 'POST');
  });
});

describe('POST /_/api/test-sessions: when it answers at all', () => {
  it('is not there (404) without TEST_SESSION_SECRET, whatever is sent', async () => {
    await withApi({ INKPOT_ENVIRONMENT: 'staging' }, async (api) => {
      await insertUser(api.db, { email: SEED_ACCOUNT });
      const response = await mint(api.client(), { email: SEED_ACCOUNT });
      assert.equal(response.status, 404);
      assert.deepEqual(await response.json(), { error: 'Not found.' });
    });
  });

  it('is not there (404) in production without TEST_SESSIONS_IN_PRODUCTION, even with the secret', async () => {
    await withApi(
      { INKPOT_ENVIRONMENT: 'production', TEST_SESSION_SECRET: SECRET, TEST_ACCOUNTS: ALLOWED },
      async (api) => {
        await insertUser(api.db, { email: ALLOWED });
        const response = await mint(api.client(), { email: ALLOWED });
        assert.equal(response.status, 404);
      },
    );
  });

  it('mints in production with TEST_SESSIONS_IN_PRODUCTION=1, for TEST_ACCOUNTS only', async () => {
    await withApi(
      {
        INKPOT_ENVIRONMENT: 'production',
        TEST_SESSION_SECRET: SECRET,
        TEST_SESSIONS_IN_PRODUCTION: '1',
        TEST_ACCOUNTS: ALLOWED,
      },
      async (api) => {
        await insertUser(api.db, { email: ALLOWED });
        await insertUser(api.db, { email: SEED_ACCOUNT });
        const client = api.client();
        assert.equal((await mint(client, { email: SEED_ACCOUNT })).status, 403);
        assert.equal((await mint(client, { email: ALLOWED })).status, 200);
        assert.equal(await isLoggedIn(client), true);
      },
    );
  });

  it("allows the seed world's accounts by default in staging, and none by default in production", () => {
    const staging = testAccountsOf(loadApiConfig({ INKPOT_ENVIRONMENT: 'staging', TEST_SESSION_SECRET: SECRET }));
    assert.ok(staging.has(SEED_ACCOUNT));
    assert.ok(staging.has('member@demo.inkpot.test'));
    assert.ok([...staging].some((email) => email.endsWith('@writers.inkpot.test')));
    assert.ok(!staging.has('someone@inkpot.example'));
    const production = testAccountsOf(
      loadApiConfig({
        INKPOT_ENVIRONMENT: 'production',
        TEST_SESSION_SECRET: SECRET,
        TEST_SESSIONS_IN_PRODUCTION: '1',
      }),
    );
    assert.equal(production.size, 0);
  });

  it('signs a seed account in by default in staging', async () => {
    await withApi({ INKPOT_ENVIRONMENT: 'staging', TEST_SESSION_SECRET: SECRET }, async (api) => {
      await insertUser(api.db, { email: SEED_ACCOUNT });
      const client = api.client();
      assert.equal((await mint(client, { email: SEED_ACCOUNT })).status, 200);
      assert.equal(await isLoggedIn(client), true);
    });
  });

  it('limits the requests of one address (429 with Retry-After), refused ones included', async () => {
    const api = await startTestApi({
      env: { TEST_SESSION_SECRET: SECRET, TEST_ACCOUNTS: ALLOWED },
      rateLimits: { 'test-session:ip': { points: 2, duration: 600 } },
    });
    try {
      await insertUser(api.db, { email: ALLOWED });
      const client = api.client({ ip: '203.0.113.9' });
      assert.equal((await mint(client, { email: ALLOWED }, 'wrong')).status, 401);
      assert.equal((await mint(client, { email: ALLOWED })).status, 200);
      const limited = await mint(client, { email: ALLOWED });
      assert.equal(limited.status, 429);
      assert.ok(Number(limited.headers.get('retry-after')) > 0);
      // Another address has its own allowance.
      assert.equal((await mint(api.client({ ip: '203.0.113.10' }), { email: ALLOWED })).status, 200);
    } finally {
      await api.close();
    }
  });
});

describe('the test-session settings', () => {
  it('refuse a short secret and an allow-list entry that is not an address, naming the setting', () => {
    assert.throws(() => loadApiConfig({ TEST_SESSION_SECRET: 'too-short' }), /TEST_SESSION_SECRET: .*at least 32/);
    assert.throws(
      () => loadApiConfig({ TEST_ACCOUNTS: 'qa@inkpot.test, nobody' }),
      /TEST_ACCOUNTS: not an email address: nobody/,
    );
    assert.throws(() => loadApiConfig({ TEST_SESSIONS_IN_PRODUCTION: 'yes' }), /TEST_SESSIONS_IN_PRODUCTION/);
  });

  it('read the allow-list as lower-case addresses', () => {
    assert.deepEqual(loadApiConfig({ TEST_ACCOUNTS: 'QA@Inkpot.test,, b@inkpot.test ' }).TEST_ACCOUNTS, [
      'qa@inkpot.test',
      'b@inkpot.test',
    ]);
  });
});
