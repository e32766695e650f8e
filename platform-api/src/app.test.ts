import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { UNSENT_ANSWER } from './app.ts';
import { postIndexOf } from './search/post-index.ts';
import { startTestApi, type TestApi } from './testing/test-api.ts';

const post = (api: TestApi, body: unknown) =>
  fetch(`${api.url}/_/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('GraphQL endpoint hardening', () => {
  let api: TestApi;
  let production: TestApi;
  before(async () => {
    [api, production] = await Promise.all([
      startTestApi(),
      startTestApi({ env: { INKPOT_ENVIRONMENT: 'production' } }),
    ]);
  });
  after(async () => {
    await Promise.all([api.close(), production.close()]);
  });

  it('answers a batch of 20 operations in one response', async () => {
    const response = await post(
      api,
      Array.from({ length: 20 }, () => ({ query: '{ isLoggedIn }' })),
    );
    assert.equal(response.status, 200);
    const body = (await response.json()) as unknown[];
    assert.equal(body.length, 20);
    assert.deepEqual(body[19], { data: { isLoggedIn: false } });
  });

  it('refuses a 21st operation in a batch with a clear error', async () => {
    const response = await post(
      api,
      Array.from({ length: 21 }, () => ({ query: '{ isLoggedIn }' })),
    );
    assert.ok(response.status >= 400 && response.status < 500, `status ${response.status}`);
    assert.match(JSON.stringify(await response.json()), /20/);
  });

  it('refuses queries nested past the depth limit', async () => {
    const deep = `{ viewer { viewerEdge { followedEntitiesConnection { edges { node { entity { ... on User { latestPosts { items { post { creator { latestPosts { items { post { id } } } } } } } } } } } } } } }`;
    const body = (await (await post(api, { query: deep })).json()) as { errors?: Array<{ message: string }> };
    assert.ok(
      body.errors?.some((error) => /depth/i.test(error.message)),
      JSON.stringify(body),
    );
  });

  it('refuses bodies over the size limit with 413', async () => {
    const response = await post(api, { query: `{ isLoggedIn } # ${'x'.repeat(300 * 1024)}` });
    assert.equal(response.status, 413);
  });

  it('answers malformed GraphQL with an error message, never a 5xx', async () => {
    const response = await post(api, { query: '{ viewer { ' });
    // GraphQL over HTTP answers application/json requests with 200 and the errors in the body.
    assert.ok(response.status < 500, `status ${response.status}`);
    const body = (await response.json()) as { errors: Array<{ message: string }> };
    assert.match(body.errors[0]?.message ?? '', /Syntax Error/);
  });

  it('answers malformed GET parameters with 400 naming the parameter, never a 5xx', async () => {
    const get = (params: string) =>
      fetch(`${api.url}/_/graphql?query=${encodeURIComponent('{ isLoggedIn }')}&${params}`);
    for (const [params, named] of [
      ['variables={', /"variables" parameter is not valid JSON/],
      ['extensions={', /"extensions" parameter is not valid JSON/],
      ['variables=[', /"variables" parameter is not valid JSON/],
      ['variables=[1]', /"variables" parameter must be a JSON object/],
      ['extensions=null', /"extensions" parameter must be a JSON object/],
      ['variables={}&variables={}', /"variables" parameter is given 2 times/],
    ] as const) {
      const response = await get(params);
      assert.equal(response.status, 400, params);
      const body = (await response.json()) as { errors: { message: string }[] };
      assert.match(body.errors[0]?.message ?? '', named, params);
    }
    for (const params of ['variables=%7B%7D', 'variables=null', 'extensions=%7B%7D', 'x=1']) {
      const response = await get(params);
      assert.equal(response.status, 200, params);
      assert.deepEqual(await response.json(), { data: { isLoggedIn: false } });
    }
  });

  it('turns introspection and field suggestions off in production', async () => {
    const introspection = (await (await post(production, { query: '{ __schema { types { name } } }' })).json()) as {
      errors?: Array<{ message: string }>;
    };
    assert.ok(introspection.errors?.some((error) => /introspection is disabled/i.test(error.message)));
    const typo = (await (await post(production, { query: '{ isLogedIn }' })).json()) as {
      errors: Array<{ message: string }>;
    };
    assert.doesNotMatch(typo.errors[0]?.message ?? '', /Did you mean/);
    const devTypo = (await (await post(api, { query: '{ isLogedIn }' })).json()) as {
      errors: Array<{ message: string }>;
    };
    assert.match(devTypo.errors[0]?.message ?? '', /Did you mean/);
  });
});

describe('a GraphQL answer Node refuses to send', () => {
  it('becomes an error in GraphQL shape, not a request left open', async () => {
    // As Node does for a header it finds invalid: the first writeHead throws.
    const api = await startTestApi({
      inFront: (_req, res, next) => {
        const writeHead = res.writeHead.bind(res);
        res.writeHead = (() => {
          res.writeHead = writeHead;
          throw new TypeError('Invalid character in header content ["ETag"]');
        }) as unknown as typeof res.writeHead;
        next();
      },
    });
    try {
      const response = await fetch(`${api.url}/_/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
        signal: AbortSignal.timeout(5000),
      });
      assert.equal(response.status, 500);
      assert.deepEqual(await response.json(), {
        errors: [{ message: UNSENT_ANSWER, extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
      });
    } finally {
      await api.close();
    }
  });
});

describe('health', () => {
  it('is live at once, and ready only with every migration applied and the story index built, naming what is not', async () => {
    const api = await startTestApi();
    try {
      const live = await fetch(`${api.url}/_/health/live`);
      assert.equal(live.status, 200);
      assert.deepEqual(await live.json(), { ok: true, service: 'api' });

      type Readiness = { ready: boolean; parts: { name: string; ok: boolean; detail: string }[] };
      const building = await fetch(`${api.url}/_/health/ready`);
      assert.equal(building.status, 503);
      const before = (await building.json()) as Readiness;
      assert.equal(before.ready, false);
      assert.deepEqual(
        before.parts.find((part) => part.name === 'story index'),
        { name: 'story index', ok: false, detail: 'building', required: true },
      );
      assert.match(
        before.parts.find((part) => part.name === 'database')?.detail ?? '',
        /^(\d+) of \1 migrations applied$/,
      );

      await postIndexOf(api.db).ready();
      const ready = await fetch(`${api.url}/_/health/ready`);
      assert.equal(ready.status, 200);
      const after = (await ready.json()) as Readiness;
      assert.equal(after.ready, true);
      assert.match(after.parts.find((part) => part.name === 'story index')?.detail ?? '', /^\d+ stories$/);
    } finally {
      await api.close();
    }
  });
});
