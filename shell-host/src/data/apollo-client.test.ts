/** @jest-environment node */
import { ApolloLink } from '@apollo/client';
import { parse } from 'graphql';
import type { FormattedExecutionResult } from 'graphql';
import { Observable, type Subscriber } from 'rxjs';
import { createApolloClient, operationNames, resultsInTasksOfTheirOwn, withShellHeaders } from './apollo-client.ts';

describe('shell GraphQL requests', () => {
  it('names every operation of a batch', () => {
    expect(
      operationNames(JSON.stringify([{ operationName: 'ViewerQuery' }, { operationName: 'VariantFlagsQuery' }])),
    ).toBe('ViewerQuery,VariantFlagsQuery');
    expect(operationNames('{not json')).toBe('');
  });

  it('sends the GraphQL headers, computed at request time', async () => {
    const baseFetch = jest.fn<Promise<Response>, Parameters<typeof fetch>>(() => Promise.resolve(new Response('[]')));
    let path = '/';
    const fetchWithHeaders = withShellHeaders(
      {
        appVersion: '1.2.3',
        xsrf: () => 'token-1',
        currentPage: () => ({ path, routeMetric: path === '/' ? 'home' : null }),
      },
      baseFetch,
    );
    path = '/search?q=ink';
    await fetchWithHeaders('/_/graphql', {
      method: 'POST',
      body: JSON.stringify([{ operationName: 'UserSearchQuery' }]),
    });
    const headers = new Headers(baseFetch.mock.calls[0]?.[1]?.headers);
    expect(headers.get('graphql-operation')).toBe('UserSearchQuery');
    expect(headers.get('inkpot-frontend-app')).toBe('lite/1.2.3');
    expect(headers.get('inkpot-route-metric')).toBe('unidentified');
    expect(headers.get('inkpot-path')).toBe('/search?q=ink');
    expect(headers.get('x-xsrf-token')).toBe('token-1');
  });

  it('batches operations issued together into one POST, and keeps partial data with errors', async () => {
    const bodies: unknown[] = [];
    const fetchMock = jest.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as Array<{ operationName: string }>;
      bodies.push(body);
      return new Response(
        JSON.stringify(
          body.map((operation) =>
            operation.operationName === 'A'
              ? { data: { a: 1 } }
              : { data: { b: null }, errors: [{ message: 'b failed', path: ['b'] }] },
          ),
        ),
        { headers: { 'content-type': 'application/json' } },
      );
    });
    const realFetch = global.fetch;
    global.fetch = fetchMock as typeof fetch;
    try {
      const client = createApolloClient('http://localhost/_/graphql', {
        appVersion: 'test',
        xsrf: () => null,
        currentPage: () => ({ path: '/', routeMetric: 'home' }),
      });
      const [a, b] = await Promise.all([
        client.query({
          query: parse(`
            query A {
              a
            }
          `),
        }),
        client.query({
          query: parse(`
            query B {
              b
            }
          `),
        }),
      ]);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(bodies[0]).toHaveLength(2);
      expect(a.data).toEqual({ a: 1 });
      expect(b.data).toEqual({ b: null });
      expect(b.error?.message).toContain('b failed');
    } finally {
      global.fetch = realFetch;
    }
  });

  describe('a failure on the way', () => {
    const answer = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    const unreachable = () => answer({ error: 'The Inkpot API is not reachable. Please try again.' }, 502);

    /** A page's client whose fetch gives the answers in turn, the last one from then on. */
    function clientAnswering(...answers: Array<() => Response | Promise<Response>>) {
      const fetchMock = jest.fn(async () => {
        const next = answers.length > 1 ? answers.shift() : answers[0];
        if (!next) throw new Error('no answer given');
        return next();
      });
      global.fetch = fetchMock as typeof fetch;
      const client = createApolloClient(
        'http://localhost/_/graphql',
        { appVersion: 'test', xsrf: () => null, currentPage: () => ({ path: '/', routeMetric: 'home' }) },
        { retryDelayMs: 1 },
      );
      return { client, fetchMock };
    }
    const realFetch = global.fetch;
    afterEach(() => (global.fetch = realFetch));
    const query = parse('query A { a }');

    it.each([
      ['a 502 from the edge', unreachable],
      ['a 503', () => answer({}, 503)],
      [
        'a dropped connection',
        () => {
          throw new TypeError('Failed to fetch');
        },
      ],
    ])('asks a query once more after %s', async (_, failure) => {
      const { client, fetchMock } = clientAnswering(failure, () => answer([{ data: { a: 1 } }]));
      const result = await client.query({ query });
      expect(result.data).toEqual({ a: 1 });
      expect(result.error).toBeUndefined();
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });

    it('asks once more only: a second failure is the page error it was', async () => {
      const { client, fetchMock } = clientAnswering(unreachable);
      const result = await client.query({ query, errorPolicy: 'all' });
      expect(result.error?.message).toContain('502');
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });

    it.each([
      ["the API's own 500", () => answer({ errors: [{ message: 'boom' }] }, 500)],
      ["the edge's 504 (after its timeout)", () => answer({}, 504)],
      ['a 429', () => answer({}, 429)],
    ])('is not asked again after %s', async (_, failure) => {
      const { client, fetchMock } = clientAnswering(failure, () => answer([{ data: { a: 1 } }]));
      const result = await client.query({ query, errorPolicy: 'all' });
      expect(result.error).toBeDefined();
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('never sends a mutation twice', async () => {
      const { client, fetchMock } = clientAnswering(unreachable, () => answer([{ data: { follow: true } }]));
      const result = await client.mutate({ mutation: parse('mutation Follow { follow }'), errorPolicy: 'all' });
      expect(result.error?.message).toContain('502');
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });
  });

  describe('results of one response', () => {
    it('reach the page one task each, in order, errors too', async () => {
      // A batch's answers: both operations' results in the same task.
      const answers = {
        A: (observer: Subscriber<FormattedExecutionResult>) => {
          observer.next({ data: { a: 1 } });
          observer.complete();
        },
        B: (observer: Subscriber<FormattedExecutionResult>) => {
          observer.next({ data: { b: 1 } });
          observer.error(new Error('B failed'));
        },
      };
      const network = new ApolloLink(
        (operation) => new Observable((observer) => answers[operation.operationName as 'A' | 'B'](observer)),
      );
      const link = ApolloLink.from([resultsInTasksOfTheirOwn(), network]);
      // What the page sees, with '|' where a task ended (microtasks run at the end of each).
      const seen: string[] = [];
      let endMarked = false;
      const see = (what: string) => {
        seen.push(what);
        if (endMarked) return;
        endMarked = true;
        queueMicrotask(() => {
          seen.push('|');
          endMarked = false;
        });
      };
      for (const name of ['A', 'B'] as const)
        ApolloLink.execute(link, { query: parse(`query ${name} { ${name.toLowerCase()} }`) }, {
          client: {},
        } as never).subscribe({
          next: (result) => see(`${name} ${JSON.stringify(result.data)}`),
          error: (error: Error) => see(`${name} ${error.message}`),
          complete: () => see(`${name} complete`),
        });
      expect(seen).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(seen).toEqual(['A {"a":1}', 'A complete', '|', 'B {"b":1}', '|', 'B B failed', '|']);
    });
  });
});
