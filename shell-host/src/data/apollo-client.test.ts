/** @jest-environment node */
import { parse } from 'graphql';
import { createApolloClient, operationNames, withShellHeaders } from './apollo-client.ts';

describe('shell GraphQL requests', () => {
  it('names every operation of a batch', () => {
    expect(
      operationNames(JSON.stringify([{ operationName: 'ViewerQuery' }, { operationName: 'VariantFlagsQuery' }])),
    ).toBe('ViewerQuery,VariantFlagsQuery');
    expect(operationNames('{not json')).toBe('');
  });

  it('sends the spec 03 §7.1 headers, computed at request time', async () => {
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
});
