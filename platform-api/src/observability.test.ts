/**
 * What an operator reads of the API: one access line per request with its request id and no
 * secrets, and /metrics (requests, statements, rate-limit refusals, remote outcomes, the story index).
 */
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { apiMetrics, statementKind } from './api-metrics.ts';
import { createLogger } from './environment.ts';
import { postIndexOf } from './search/post-index.ts';
import { startTestApi, type TestApi } from './testing/test-api.ts';

const SEND = /* GraphQL */ `
  mutation SendAcctAuthEmail($input: SendAcctAuthEmailInput!) {
    sendAcctAuthEmail(input: $input) {
      __typename
    }
  }
`;

/** The value of the sample `name` whose labels include `labels`. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | null {
  const line = text
    .split('\n')
    .find(
      (candidate) =>
        (candidate.startsWith(`${name}{`) || candidate.startsWith(`${name} `)) &&
        Object.entries(labels).every(([label, value]) => candidate.includes(`${label}="${value}"`)),
    );
  return line ? Number(line.split(' ').at(-1)) : null;
}

describe('the API, as an operator sees it', () => {
  let api: TestApi;
  const lines: Record<string, unknown>[] = [];
  const metrics = apiMetrics();
  before(async () => {
    const destination = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    api = await startTestApi({
      log: createLogger('api', { destination }),
      metrics,
      rateLimits: { 'auth-email:ip': { points: 1, duration: 60 } },
    });
    metrics.watchStoryIndex(postIndexOf(api.db));
  });
  after(() => api.close());

  it('answers with the request id the edge sent and logs the request under it, without the email or cookie', async () => {
    const client = api.client({ ip: '203.0.113.40' });
    client.cookies.set('inkpot_sid', 'secret-session-id');
    const response = await client.fetch('/_/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': '1', 'x-request-id': 'edge-0000-4242' },
      body: JSON.stringify({
        query: SEND,
        variables: {
          input: {
            email: 'reader.secret@example.com',
            operation: 'login',
            redirect: null,
            fullName: null,
            captchaValue: null,
            type: 'LOGIN_CODE',
          },
        },
      }),
    });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('x-request-id'), 'edge-0000-4242');
    const access = lines.find((line) => line.reqId === 'edge-0000-4242' && line.route === '/_/graphql');
    assert.ok(access, JSON.stringify(lines));
    assert.equal(access.status, 200);
    assert.equal(access.method, 'POST');
    const written = JSON.stringify(lines);
    assert.ok(!written.includes('reader.secret@example.com'));
    assert.ok(!written.includes('secret-session-id'));
  });

  it('counts requests, statements, rate-limit refusals and remote outcomes at /metrics', async () => {
    const client = api.client({ ip: '203.0.113.41' });
    for (const email of ['one@example.com', 'two@example.com'])
      await client.graphql(SEND, {
        input: { email, operation: 'login', redirect: null, fullName: null, captchaValue: null, type: 'LOGIN_CODE' },
      });
    const events = [
      { name: 'remote.failed', data: { remote: 'search', version: '9.9.9' }, timestamp: new Date().toISOString() },
    ];
    const logged = await client.graphql('mutation ($events: String!) { logClientEvents(events: $events) }', {
      events: JSON.stringify(events),
    });
    assert.equal(logged.errors, undefined, JSON.stringify(logged.errors));
    await postIndexOf(api.db).ready();

    const response = await api.client().fetch('/metrics');
    assert.equal(response.status, 200);
    const text = await response.text();
    assert.ok((sample(text, 'http_request_duration_seconds_count', { route: '/_/graphql', status: '200' }) ?? 0) >= 3);
    // One address, one mail a minute: the second is refused.
    assert.equal(sample(text, 'inkpot_rate_limit_refusals_total', { limit: 'auth-email:ip' }), 1);
    // Unsigned: anyone may post it, so it is counted apart from outcomes of pages the edge served.
    assert.equal(
      sample(text, 'inkpot_remote_load_total', { remote: 'search', outcome: 'failed', trusted: 'false' }),
      1,
    );
    assert.ok((sample(text, 'inkpot_db_statement_duration_seconds_count', { kind: 'select' }) ?? 0) > 0);
    assert.equal(sample(text, 'inkpot_db_statements_in_flight'), 0);
    assert.equal(sample(text, 'inkpot_story_index_stories'), postIndexOf(api.db).size);
    assert.ok((sample(text, 'inkpot_story_index_age_seconds') ?? -1) >= 0);
    assert.ok(text.includes('process_resident_memory_bytes'));
  });
});

describe('statement kinds', () => {
  it('are the statement’s first keyword, through a WITH', () => {
    assert.equal(statementKind('select 1'), 'select');
    assert.equal(statementKind('  INSERT into x values (1)'), 'insert');
    assert.equal(statementKind('with changed as (select 1) update posts set x = 1'), 'update');
    assert.equal(statementKind('create extension pg_trgm'), 'other');
  });
});
