/**
 * Property test: random and malformed GraphQL variables, raw GraphQL bodies, search requests and
 * telemetry payloads never get a 5xx answer and never take the server down (the next request
 * still works). Strings include every code point, NUL among them, since PostgreSQL refuses NUL.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { insertPost, insertUser, tagPost } from './testing/fixtures.ts';
import { startTestApi, type TestApi } from './testing/test-api.ts';

/** Runs per property; PROPERTY_RUNS=1000 for a longer hunt. */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 100);
const CREDENTIALS = { 'x-algolia-application-id': 'INKPOTDEV', 'x-algolia-api-key': 'inkpot-search-only-key' };
const INDEXES = ['inkpot_post', 'inkpot_user', 'inkpot_collection', 'inkpot_tag'];

let api: TestApi;

before(async () => {
  api = await startTestApi();
  const writer = await insertUser(api.db, { name: 'Iris Writer', username: 'iris' });
  const post = await insertPost(api.db, { title: 'Inside the Machine', creatorId: writer.id });
  await tagPost(api.db, post.id, 'machine-learning', 'Machine Learning');
});

after(async () => {
  await api.close();
});

const text = fc.string({ unit: 'binary', maxLength: 30 });
const json = fc.jsonValue({ stringUnit: 'binary', maxDepth: 4 });
/** Mostly a value of the right type (so requests get past validation), sometimes any JSON. */
const orAnything = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 6, arbitrary }, { weight: 1, arbitrary: json });
const timestamp = fc.oneof(
  fc.integer({ min: 0, max: 2 ** 53 }),
  fc.double(),
  fc.constantFrom(Date.parse('2026-11-21T11:00:00Z'), '2026-11-21T11:00:00Z', 'yesterday'),
);

async function assertNoServerError(response: Response, what: unknown) {
  const body = await response.text();
  assert.ok(response.status < 500, `${response.status} for ${JSON.stringify(what)}: ${body.slice(0, 300)}`);
}

/** The server still answers normally after the random inputs. */
async function assertStillServing() {
  const health = await fetch(`${api.url}/_/health`);
  assert.equal(health.status, 200);
  const search = await fetch(`${api.url}/1/indexes/*/queries`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', ...CREDENTIALS },
    body: JSON.stringify({ requests: [{ indexName: 'inkpot_post', query: 'ins' }] }),
  });
  assert.equal(search.status, 200);
  const result = await api.client().graphql('query { isLoggedIn }');
  assert.ok(result.status < 500);
}

const OPERATIONS: { query: string; variables: fc.Arbitrary<Record<string, unknown>> }[] = [
  {
    query: 'mutation LogClientEvents($events: String!) { logClientEvents(events: $events) }',
    variables: fc.record({
      events: fc.oneof(
        text,
        json,
        fc
          .array(fc.record({ name: orAnything(text), data: json, timestamp }, { requiredKeys: [] }), { maxLength: 5 })
          .map((events) => JSON.stringify(events)),
      ),
    }),
  },
  {
    query:
      'mutation SearchClickEventMutation($input: SearchClickInput!) { searchClickEvent(input: $input) { success } }',
    variables: fc.record({
      input: orAnything(
        fc.record(
          {
            queryId: orAnything(fc.oneof(text, fc.stringMatching(/^[0-9a-f]{32}$/))),
            indexName: orAnything(fc.oneof(text, fc.constantFrom(...INDEXES))),
            objectIds: orAnything(fc.array(text, { maxLength: 25 })),
            positions: orAnything(fc.array(fc.integer({ min: -3, max: 2 ** 31 }), { maxLength: 25 })),
          },
          { requiredKeys: [] },
        ),
      ),
    }),
  },
  {
    query: 'mutation LogGateExposure($input: GateExposureInput!) { logGateExposure(input: $input) { success } }',
    variables: fc.record({
      input: orAnything(
        fc.record({ gateId: orAnything(text), postId: orAnything(text), publicationId: orAnything(text) }),
      ),
    }),
  },
  {
    query:
      'mutation LogExperimentExposure($input: ExperimentExposureInput!) { logExperimentExposure(input: $input) { success } }',
    variables: fc.record({ input: json }),
  },
  {
    query:
      'query UserSearchQuery($id: ID, $username: String) { userResult(id: $id, username: $username) { __typename } }',
    variables: fc.record({ id: orAnything(text), username: orAnything(text) }, { requiredKeys: [] }),
  },
  {
    query: 'query TopicCacheController($tagSlug: String!) { tagFromSlug(tagSlug: $tagSlug) { id } }',
    variables: fc.record({ tagSlug: orAnything(text) }),
  },
];

const filterTokens = fc
  .array(
    fc.constantFrom(
      'creatorId',
      'collectionId',
      'tagSlug',
      'postCount',
      'latestPublishedAt',
      'userId',
      ':',
      'AND',
      'OR',
      'NOT',
      'TO',
      '(',
      ')',
      '>=',
      '<',
      '!=',
      '"a b"',
      "'",
      '5',
      '-3',
      '1e999',
      'u1',
      '\\',
      '%',
    ),
    { maxLength: 12 },
  )
  .chain((tokens) => fc.constantFrom(tokens.join(' '), tokens.join('')));
const filters = fc.oneof(
  fc.constantFrom(
    'creatorId:u1',
    'tagSlug:machine-learning AND (creatorId:a OR creatorId:"b c")',
    'NOT collectionId:c1',
    'postCount >= 1',
    'latestPublishedAt:0 TO 99999999999999',
    'userId:u1 OR userId:u2',
  ),
  filterTokens,
);
const facetEntry = fc.oneof(
  fc
    .tuple(fc.constantFrom('creatorId', 'tagSlug', 'collectionId', 'userId', 'postCount', 'x'), text)
    .map(([key, value]) => `${key}:${value}`),
  filterTokens,
);

const searchParams = fc.record(
  {
    query: orAnything(text),
    hitsPerPage: orAnything(fc.integer({ min: 0, max: 120 })),
    page: orAnything(fc.integer({ min: 0, max: 2000 })),
    filters: orAnything(filters),
    facetFilters: orAnything(fc.array(fc.oneof(facetEntry, fc.array(facetEntry, { maxLength: 3 })), { maxLength: 4 })),
    numericFilters: orAnything(fc.array(filters, { maxLength: 3 })),
    attributesToRetrieve: orAnything(fc.array(fc.constantFrom('*', 'title', 'postId', 'name', 'secret'))),
    clickAnalytics: orAnything(fc.boolean()),
    analyticsTags: orAnything(fc.array(text, { maxLength: 3 })),
  },
  { requiredKeys: [] },
);

const searchRequest = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .tuple(orAnything(fc.oneof(fc.constantFrom(...INDEXES), text)), searchParams)
      .map(([indexName, params]) => ({ indexName, ...params })),
  },
  {
    weight: 2,
    arbitrary: fc.tuple(fc.constantFrom(...INDEXES), searchParams, text).map(([indexName, params, extra]) => ({
      indexName,
      params:
        new URLSearchParams(
          Object.entries(params).map(([key, value]) => [
            key,
            typeof value === 'string' ? value : JSON.stringify(value),
          ]),
        ).toString() + extra,
    })),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      indexName: fc.constantFrom(...INDEXES),
      type: fc.constantFrom('default', 'facet', 'other'),
    }),
  },
  { weight: 1, arbitrary: json },
);

/** Structurally valid requests with random values: these must all be answered 200. */
const FACETS = {
  inkpot_post: ['creatorId', 'collectionId', 'tagSlug'],
  inkpot_user: ['userId'],
  inkpot_collection: ['collectionId'],
  inkpot_tag: ['tagSlug'],
} as const;
const NUMERIC: Record<string, string | undefined> = { inkpot_post: 'latestPublishedAt', inkpot_tag: 'postCount' };
const wellFormedSearchRequest = fc
  .constantFrom(...(Object.keys(FACETS) as (keyof typeof FACETS)[]))
  .chain((indexName) =>
    fc.record(
      {
        indexName: fc.constant(indexName),
        query: text,
        hitsPerPage: fc.integer({ min: 0, max: 60 }),
        page: fc.integer({ min: 0, max: 1100 }),
        facetFilters: fc.array(
          fc.array(
            fc.tuple(fc.constantFrom(...FACETS[indexName]), text).map(([key, value]) => `${key}:${value}`),
            { minLength: 1, maxLength: 3 },
          ),
          { maxLength: 3 },
        ),
        numericFilters: NUMERIC[indexName]
          ? fc.array(
              fc
                .tuple(fc.constantFrom('<', '<=', '=', '!=', '>=', '>'), fc.integer({ min: -(2 ** 53), max: 2 ** 53 }))
                .map(([operator, value]) => `${NUMERIC[indexName]}${operator}${value}`),
              { maxLength: 2 },
            )
          : fc.constant([]),
        clickAnalytics: fc.boolean(),
        analyticsTags: fc.array(text, { maxLength: 2 }),
      },
      { requiredKeys: ['indexName'] },
    ),
  );

const searchBody = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .record({ requests: fc.array(searchRequest, { minLength: 1, maxLength: 3 }) })
      .map((body) => JSON.stringify(body)),
  },
  { weight: 1, arbitrary: json.map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: text },
);

const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('application/json', 'text/plain') },
  { weight: 1, arbitrary: fc.constantFrom('application/x-www-form-urlencoded', 'text/html') },
);

describe('the server never answers 5xx to random input', () => {
  it('GraphQL operations with random variables', async () => {
    const client = api.client();
    await fc.assert(
      fc.asyncProperty(
        fc
          .constantFrom(...OPERATIONS)
          .chain((operation) =>
            fc.tuple(
              fc.constant(operation.query),
              fc.oneof(operation.variables, fc.dictionary(text, json, { maxKeys: 4 })),
            ),
          ),
        async ([query, variables]) => {
          const result = await client.graphql(query, variables);
          assert.ok(result.status < 500, `${result.status} for ${query} ${JSON.stringify(variables)}`);
        },
      ),
      { numRuns: RUNS },
    );
    await assertStillServing();
  });

  it('raw GraphQL request bodies', async () => {
    const operationBody = fc.record(
      {
        query: orAnything(fc.oneof(text, fc.constantFrom(...OPERATIONS.map((operation) => operation.query)))),
        variables: json,
      },
      { requiredKeys: [] },
    );
    const body = fc.oneof(
      text,
      json.map((value) => JSON.stringify(value)),
      operationBody.map((value) => JSON.stringify(value)),
      fc.array(operationBody, { maxLength: 25 }).map((value) => JSON.stringify(value)),
    );
    await fc.assert(
      fc.asyncProperty(body, contentType, async (payload, type) => {
        const response = await fetch(`${api.url}/_/graphql`, {
          method: 'POST',
          headers: { 'content-type': type, 'x-xsrf-token': '1' },
          body: payload,
        });
        await assertNoServerError(response, payload);
      }),
      { numRuns: RUNS },
    );
    await assertStillServing();
  });

  it('well-formed search requests with random text and filter values', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(wellFormedSearchRequest, { minLength: 1, maxLength: 4 }), async (requests) => {
        const response = await fetch(`${api.url}/1/indexes/*/queries`, {
          method: 'POST',
          headers: { 'content-type': 'text/plain', ...CREDENTIALS },
          body: JSON.stringify({ requests }),
        });
        const body = await response.text();
        assert.equal(response.status, 200, `${JSON.stringify(requests)}: ${body.slice(0, 300)}`);
      }),
      { numRuns: RUNS },
    );
    await assertStillServing();
  });

  it('arbitrary search bodies', async () => {
    await fc.assert(
      fc.asyncProperty(searchBody, contentType, fc.boolean(), async (body, type, credentialsInQuery) => {
        const query = credentialsInQuery ? `?${new URLSearchParams(CREDENTIALS).toString()}` : '';
        const response = await fetch(`${api.url}/1/indexes/*/queries${query}`, {
          method: 'POST',
          headers: { 'content-type': type, ...(credentialsInQuery ? {} : CREDENTIALS) },
          body,
        });
        await assertNoServerError(response, body);
      }),
      { numRuns: RUNS * 2 },
    );
    await assertStillServing();
  });

  it('well-formed telemetry with random text and data', async () => {
    const now = () => api.clock.now.getTime();
    const recent = fc.integer({ min: 0, max: 47 * 3600 * 1000 });
    const client = api.client();
    const payload = fc.oneof(
      fc
        .array(
          fc.record({
            name: text,
            message: text,
            stack: fc.option(text),
            age: recent,
            extra: fc.dictionary(text, json),
          }),
          { maxLength: 5 },
        )
        .map((errors) => ({
          kind: 'errors' as const,
          body: errors.map(({ age, ...error }) => ({ ...error, timestamp: now() - age })),
        })),
      fc
        .record({
          client: fc.record({ name: text.filter(Boolean), version: text.filter(Boolean) }),
          events: fc.array(
            fc.record({ type: fc.constantFrom('fcp', 'lcp', 'inp', 'nav', 'page_preload'), data: json }),
          ),
        })
        .map((body) => ({ kind: 'performance' as const, body })),
      fc
        .array(fc.record({ name: text.filter(Boolean), data: fc.dictionary(text, json), age: recent }), {
          maxLength: 5,
        })
        .map((events) => ({
          kind: 'events' as const,
          body: events.map(({ age, ...event }) => ({ ...event, timestamp: now() - age })),
        })),
    );
    await fc.assert(
      fc.asyncProperty(payload, async ({ kind, body }) => {
        if (kind === 'events') {
          const result = await client.graphql(
            'mutation LogClientEvents($events: String!) { logClientEvents(events: $events) }',
            {
              events: JSON.stringify(body),
            },
          );
          assert.deepEqual(result.data, { logClientEvents: true }, JSON.stringify(result.errors));
          return;
        }
        const path = kind === 'errors' ? '/_/api/reports/errors' : '/_/clientele/reports/performance/';
        const response = await client.fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        assert.equal(response.status, 204, `${JSON.stringify(body)}: ${await response.text()}`);
      }),
      { numRuns: RUNS },
    );
    await assertStillServing();
  });

  it('arbitrary telemetry payloads', async () => {
    const errorReport = fc.record(
      {
        name: orAnything(text),
        message: orAnything(text),
        stack: orAnything(fc.option(text)),
        timestamp: orAnything(timestamp),
        fileName: orAnything(fc.option(text)),
        lineNumber: orAnything(fc.oneof(fc.integer(), fc.double())),
        extra: json,
      },
      { requiredKeys: [] },
    );
    const performanceReport = fc.record(
      {
        client: orAnything(fc.record({ name: orAnything(text), version: orAnything(text) }, { requiredKeys: [] })),
        events: orAnything(
          fc.array(
            fc.record(
              { type: orAnything(fc.oneof(fc.constantFrom('fcp', 'lcp', 'cls', 'ready', 'nav'), text)), data: json },
              { requiredKeys: [] },
            ),
            { maxLength: 6 },
          ),
        ),
      },
      { requiredKeys: [] },
    );
    const payload = fc.oneof(
      fc.tuple(fc.constant('/_/api/reports/errors'), orAnything(fc.array(errorReport, { maxLength: 4 }))),
      fc.tuple(fc.constant('/_/clientele/reports/performance/'), orAnything(performanceReport)),
    );
    await fc.assert(
      fc.asyncProperty(payload, contentType, fc.boolean(), async ([path, body], type, raw) => {
        const response = await fetch(`${api.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': type, 'x-xsrf-token': '1' },
          body: raw && typeof body === 'string' ? body : JSON.stringify(body),
        });
        await assertNoServerError(response, body);
      }),
      { numRuns: RUNS * 2 },
    );
    await assertStillServing();
  });
});
