/**
 * What the API tells browsers: CORS for the configured origins only, security headers, and the
 * `__Host-` session cookie in production.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Response } from 'express';
import { startSession } from '../auth/sessions.ts';
import { loadApiConfig } from '../config.ts';
import { insertUser } from '../testing/fixtures.ts';
import { signInAs, startTestApi, type TestApi } from '../testing/test-api.ts';
import { corsOrigins } from './browser-security.ts';

const PUBLIC_ORIGIN = 'http://localhost:3000';
const VIEWER_QUERY = JSON.stringify({ query: '{ viewer { id } }' });

let api: TestApi;
let production: TestApi;

before(async () => {
  [api, production] = await Promise.all([
    startTestApi({ env: { PUBLIC_URL: `${PUBLIC_ORIGIN}/` } }),
    startTestApi({ env: { INKPOT_ENVIRONMENT: 'production', PUBLIC_URL: 'https://inkpot.example' } }),
  ]);
});

after(async () => {
  await Promise.all([api.close(), production.close()]);
});

/** A signed-in reader's GraphQL request sent from a page of `origin`, as a browser would send it. */
async function graphqlFrom(origin: string) {
  const client = api.client();
  await signInAs(api, client, (await insertUser(api.db)).id);
  return client.fetch('/_/graphql', {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: VIEWER_QUERY,
  });
}

describe('CORS', () => {
  it('lets the public origin read answers with credentials', async () => {
    const response = await graphqlFrom(PUBLIC_ORIGIN);
    assert.equal(response.headers.get('access-control-allow-origin'), PUBLIC_ORIGIN);
    assert.equal(response.headers.get('access-control-allow-credentials'), 'true');
    assert.match(response.headers.get('vary') ?? '', /Origin/);
  });

  for (const origin of [
    'http://localhost:3001',
    'null',
    'https://evil.example',
    'http://localhost:3000.evil.example',
  ]) {
    it(`gives a page of ${origin} no CORS headers, so it cannot read the answer`, async () => {
      const response = await graphqlFrom(origin);
      assert.equal(response.headers.get('access-control-allow-origin'), null);
      assert.equal(response.headers.get('access-control-allow-credentials'), null);

      const preflight = await api.client().fetch('/_/graphql', {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type, x-xsrf-token',
        },
      });
      assert.equal(preflight.headers.get('access-control-allow-origin'), null);
    });
  }

  it('answers the preflight of the public origin', async () => {
    const preflight = await api.client().fetch('/_/graphql', {
      method: 'OPTIONS',
      headers: {
        origin: PUBLIC_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, x-xsrf-token',
      },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), PUBLIC_ORIGIN);
    assert.equal(preflight.headers.get('access-control-allow-headers'), 'content-type, x-xsrf-token');
  });

  it('reads the allow-list from CORS_ORIGINS (exact origins only), else the origin of PUBLIC_URL', () => {
    assert.deepEqual(
      [...corsOrigins(loadApiConfig({ PUBLIC_URL: 'https://inkpot.example/app' }))],
      ['https://inkpot.example'],
    );
    const listed = loadApiConfig({ CORS_ORIGINS: 'https://inkpot.example, https://www.inkpot.example' });
    assert.deepEqual([...corsOrigins(listed)], ['https://inkpot.example', 'https://www.inkpot.example']);
    for (const bad of ['null', '*', 'https://inkpot.example/', 'https://*.inkpot.example', 'inkpot.example'])
      assert.throws(() => loadApiConfig({ CORS_ORIGINS: bad }), /CORS_ORIGINS/, bad);
  });
});

describe('security headers', () => {
  it('sends nosniff, a referrer policy and no framing; HSTS and a no-content policy only in production', async () => {
    const development = await api.client().fetch('/_/api/session');
    assert.equal(development.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(development.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
    assert.equal(development.headers.get('x-frame-options'), 'DENY');
    assert.equal(development.headers.get('strict-transport-security'), null);

    const live = await production.client().fetch('/_/api/session');
    assert.equal(live.headers.get('strict-transport-security'), 'max-age=31536000; includeSubDomains');
    assert.equal(live.headers.get('content-security-policy'), "default-src 'none';frame-ancestors 'none'");
  });
});

describe('session cookie', () => {
  async function viewerOf(target: TestApi, cookieName: string) {
    const client = target.client();
    const user = await insertUser(target.db);
    await signInAs(target, client, user.id);
    const raw = client.cookies.get('inkpot_sid') ?? '';
    client.cookies.clear();
    client.cookies.set(cookieName, raw);
    const session = (await (await client.fetch('/_/api/session')).json()) as { viewer: { status: string } };
    return session.viewer.status;
  }

  it('is read as __Host-inkpot_sid in production, never under its plain name there', async () => {
    assert.equal(await viewerOf(production, '__Host-inkpot_sid'), 'signed-in');
    assert.equal(await viewerOf(production, 'inkpot_sid'), 'visitor');
  });

  it('is set as __Host-inkpot_sid (Secure, Path=/, no Domain) in production', async () => {
    const set: Array<{ name: string; options: Record<string, unknown> }> = [];
    const res = {
      cookie: (name: string, _value: string, options: Record<string, unknown>) => set.push({ name, options }),
    } as unknown as Response;
    await startSession(production.db, res, (await insertUser(production.db)).id, new Date(), true);
    assert.equal(set.length, 1);
    assert.equal(set[0]?.name, '__Host-inkpot_sid');
    assert.equal(set[0]?.options.secure, true);
    assert.equal(set[0]?.options.path, '/');
    assert.equal(set[0]?.options.domain, undefined);
  });

  it('keeps its plain name in development, where the page is served over http', async () => {
    assert.equal(await viewerOf(api, 'inkpot_sid'), 'signed-in');
    assert.equal(await viewerOf(api, '__Host-inkpot_sid'), 'visitor');
  });
});
