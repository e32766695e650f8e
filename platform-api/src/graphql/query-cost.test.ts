/**
 * Cost limits ("Cost"): list sizes count, through nesting, aliases and fragments, per
 * operation and per batch, and every operation the shell sends fits with room to spare. The
 * time budget stops a request that runs too long.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  isEnumType,
  isInputObjectType,
  Kind,
  parse,
  parseType,
  type OperationDefinitionNode,
  type TypeNode,
} from 'graphql';
import { insertPost, insertUser } from '../testing/fixtures.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { DEFAULT_COST_LIMITS, operationCost } from './query-cost.ts';
import { buildSchema } from './schema.ts';

const schema = buildSchema();
const cost = (query: string, variables?: Record<string, unknown>) => operationCost(schema, parse(query), variables);

const CARD = 'id title subtitle mediumUrl readingTime creator { id name username } collection { id name slug }';
const feed = (limit: number | null, alias = 'feed') =>
  `${alias}: staffPicksFeed(paging: { limit: ${limit === null ? 'null' : limit} }) { items { post { ${CARD} } } pagingInfo { next { limit to } } }`;

/** The documents of the shell's pages (the `.graphql` files beside them), every fragment in one document. */
function shellOperations() {
  const root = path.join(import.meta.dirname, '..', '..', '..', 'shell-host', 'src');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.graphql'));
  return parse(files.map((file) => readFileSync(path.join(root, file), 'utf8')).join('\n'));
}

/** Variables at their most expensive: every page as large as it may be. */
function largestVariables(operation: OperationDefinitionNode) {
  const valueFor = (type: TypeNode): unknown => {
    if (type.kind === Kind.NON_NULL_TYPE) return valueFor(type.type);
    if (type.kind === Kind.LIST_TYPE) return [valueFor(type.type)];
    if (type.name.value === 'PagingInput') return { limit: 1000 };
    if (type.name.value === 'Int') return 1000;
    if (type.name.value === 'Boolean') return true;
    // An input object: each of its fields at its largest too.
    const named = schema.getType(type.name.value);
    if (isEnumType(named)) return named.getValues()[0]?.value;
    if (isInputObjectType(named))
      return Object.fromEntries(
        Object.values(named.getFields()).map((field) => [field.name, valueFor(parseType(String(field.type)))]),
      );
    return 'x';
  };
  return Object.fromEntries(
    (operation.variableDefinitions ?? []).map((definition) => [
      definition.variable.name.value,
      valueFor(definition.type),
    ]),
  );
}

describe('query cost', () => {
  it('multiplies by page sizes through nesting, aliases and fragments', () => {
    const small = cost(`{ ${feed(1)} }`);
    const full = cost(`{ ${feed(25)} }`);
    // A page field costs 40 (its own query) plus its page size times one item.
    assert.equal(full - 40, 25 * (small - 40), `${full} vs ${small}`);
    // Asking for more than the resolvers serve costs what they serve; no limit is the default page.
    assert.equal(cost(`{ ${feed(1000)} }`), full);
    assert.equal(cost(`{ ${feed(null)} }`), cost(`{ ${feed(10)} }`));
    // The page size may come from a variable.
    assert.equal(
      cost('query Q($p: PagingInput) { feed: staffPicksFeed(paging: $p) { items { post { id } } } }', {
        p: { limit: 25 },
      }),
      cost('{ feed: staffPicksFeed(paging: { limit: 25 }) { items { post { id } } } }'),
    );
    // Aliases count every time; so do fragments.
    assert.equal(cost(`{ ${feed(25, 'a')} ${feed(25, 'b')} }`), 2 * full);
    assert.ok(cost(`{ ...F ...F } fragment F on Query { ${feed(25)} }`) >= full);
    assert.equal(
      cost(`{ ...A ...B } fragment A on Query { ${feed(25, 'a')} } fragment B on Query { ${feed(25, 'b')} }`),
      2 * full,
    );
    // A page nested in each item of a page multiplies.
    const nested = cost(
      '{ staffPicksFeed(paging: { limit: 25 }) { items { post { threadedPostResponses(paging: { limit: 25 }) { posts { id title } } } } } }',
    );
    assert.ok(nested > 25 * 25 * 2, String(nested));
  });

  it('lets every operation the shell sends through at its largest pages', () => {
    const document = shellOperations();
    const operations = document.definitions.filter(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    );
    assert.ok(operations.length >= 8, `found ${operations.length} operations`);
    const costs: [string, number][] = [];
    for (const operation of operations) {
      const value = operationCost(schema, document, largestVariables(operation), operation.name?.value);
      // A quarter of the limit stays free at the largest pages (the shell asks for 10 items, not 25).
      assert.ok(value <= DEFAULT_COST_LIMITS.perOperation * 0.75, `${operation.name?.value} costs ${value}`);
      costs.push([operation.name?.value ?? '', value]);
    }
    // These are the host's page queries: a page sends its own, at most two (a feed and a side list),
    // beside the surfaces' small ones. The two dearest with every other under 200 fit one batch.
    const sorted = costs.sort((a, b) => b[1] - a[1]);
    const batch = [...sorted.slice(0, 2), ...sorted.slice(2).filter(([, value]) => value < 200)];
    const total = batch.reduce((sum, [, value]) => sum + value, 0);
    assert.ok(total <= DEFAULT_COST_LIMITS.perRequest, `a page's largest batch costs ${total}: ${batch.join('; ')}`);
  });
});

describe('cost limits on the endpoint', () => {
  let api: TestApi;
  let slow: TestApi;
  before(async () => {
    [api, slow] = await Promise.all([startTestApi(), startTestApi({ costLimits: { timeBudgetMs: 1 } })]);
    const writer = await insertUser(api.db, { name: 'Ada Writer' });
    for (let n = 0; n < 3; n += 1) await insertPost(api.db, { title: `Story ${n}`, creatorId: writer.id });
  });
  after(async () => {
    await Promise.all([api.close(), slow.close()]);
  });

  const post = (target: TestApi, body: unknown) =>
    fetch(`${target.url}/_/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('refuses the probe: a batch of 20 operations of 15 aliased 25-item feeds, before running any', async () => {
    const aliased = Array.from({ length: 15 }, (_, n) => feed(25, `f${n}`)).join(' ');
    const started = performance.now();
    const response = await post(
      api,
      Array.from({ length: 20 }, () => ({ query: `{ ${aliased} }` })),
    );
    const elapsed = performance.now() - started;
    const text = await response.text();
    assert.equal(response.status, 400, text.slice(0, 300));
    assert.ok(text.length < 2000, `answered ${text.length} bytes`);
    assert.match(text, /QUERY_TOO_COSTLY/);
    assert.match(text, /a request may cost at most 3000/);
    // The probe froze the API for 11 s; refused unrun it answers at once (slack for a busy machine).
    assert.ok(elapsed < 8000, `took ${elapsed} ms`);
  });

  it('refuses one operation over the limit and runs the rest of its batch', async () => {
    const aliased = Array.from({ length: 3 }, (_, n) => feed(25, `f${n}`)).join(' ');
    const response = await post(api, [{ query: `{ ${aliased} }` }, { query: '{ isLoggedIn }' }]);
    assert.equal(response.status, 200);
    const [expensive, cheap] = (await response.json()) as Array<{
      data?: unknown;
      errors?: Array<{ message: string; extensions: { code: string } }>;
    }>;
    assert.equal(expensive?.errors?.[0]?.extensions.code, 'QUERY_TOO_COSTLY');
    assert.match(expensive?.errors?.[0]?.message ?? '', /an operation may cost at most 1000/);
    assert.equal(expensive?.data, undefined);
    assert.deepEqual(cheap, { data: { isLoggedIn: false } });
  });

  it('prices the same text again for other variables: a larger page is refused, a smaller one runs, each time', async () => {
    const aliased = Array.from(
      { length: 3 },
      (_, n) => `f${n}: staffPicksFeed(paging: { limit: $n }) { items { post { ${CARD} } } }`,
    ).join(' ');
    const query = `query Feeds($n: Int) { ${aliased} }`;
    for (const round of [1, 2]) {
      for (const [n, refused] of [
        [2, false],
        [25, true],
      ] as const) {
        const response = await post(api, { query, variables: { n } });
        const text = await response.text();
        assert.equal(/QUERY_TOO_COSTLY/.test(text), refused, `round ${round}, limit ${n}: ${text.slice(0, 200)}`);
      }
    }
  });

  it('refuses a batch of operations each under the limit when together they are over it', async () => {
    const one = { query: `{ ${feed(25, 'a')} }` };
    assert.ok(cost(one.query) <= DEFAULT_COST_LIMITS.perOperation);
    const count = Math.ceil(DEFAULT_COST_LIMITS.perRequest / cost(one.query)) + 1;
    assert.ok(count <= 20);
    const response = await post(
      api,
      Array.from({ length: count }, () => one),
    );
    assert.equal(response.status, 400);
    assert.match(await response.text(), /QUERY_TOO_COSTLY/);
    const fits = await post(api, [one, one]);
    assert.equal(fits.status, 200);
    const answers = (await fits.json()) as Array<{ data?: { a: { items: unknown[] } } }>;
    assert.equal(answers[1]?.data?.a.items.length, 0, 'no staff picks in this world, but the feed ran');
  });

  it('stops a request that runs past its time budget with a clear error', async () => {
    const response = await post(slow, {
      query:
        '{ webRecommendedFeed(paging: { limit: 5 }) { items { post { id creator { name latestPosts(paging: { limit: 5 }) { items { post { id } } } } } } } }',
    });
    const body = (await response.json()) as { errors?: Array<{ message: string; extensions?: { code?: string } }> };
    assert.ok(response.status < 500 || response.status === 503, String(response.status));
    assert.equal(body.errors?.[0]?.extensions?.code, 'TIME_BUDGET_EXCEEDED', JSON.stringify(body));
    assert.match(body.errors?.[0]?.message ?? '', /time budget of 1 ms/);
    // The API is still there.
    const health = await fetch(`${slow.url}/_/health`);
    assert.equal(health.status, 200);
  });
});
