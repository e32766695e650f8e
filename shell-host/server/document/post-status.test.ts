/** @jest-environment node */
import { apiPostStatusLookup } from './post-status.ts';
import { SESSION_TIMEOUT_MS } from '../api/session.ts';
import { sendJson, startFakeApi } from '../testing/fake-api.ts';

describe('post lookup', () => {
  it("asks postResult as the reader and reads the post's state", async () => {
    const api = await startFakeApi((request, res) => {
      const { variables } = JSON.parse(request.body) as { variables: { id: string } };
      if (variables.id === 'draft1')
        sendJson(res, 200, {
          data: {
            postResult: {
              __typename: 'Post',
              id: 'draft1',
              isPublished: false,
              isSuspended: false,
              title: 'Draft',
              subtitle: '',
              mediumUrl: '/@ann/draft-draft1',
              creator: { name: 'Ann' },
            },
          },
        });
      else sendJson(res, 200, { data: { postResult: { __typename: 'NotFound' } } });
    });
    try {
      const lookup = apiPostStatusLookup(api.url);
      expect(await lookup('draft1', 'inkpot_sid=s')).toEqual({
        kind: 'found',
        isPublished: false,
        isSuspended: false,
        head: { kind: 'post', title: 'Draft', subtitle: '', authorName: 'Ann', path: '/@ann/draft-draft1' },
      });
      expect(await lookup('gone', undefined)).toEqual({ kind: 'not-found' });
      const [first, second] = api.requests;
      expect(first).toMatchObject({ method: 'POST', url: '/_/graphql' });
      expect(first?.headers.cookie).toBe('inkpot_sid=s');
      expect(second?.headers.cookie).toBeUndefined();
      expect(JSON.parse(first?.body ?? '{}')).toMatchObject({
        operationName: 'EdgePostStatus',
        variables: { id: 'draft1' },
      });
    } finally {
      await api.close();
    }
  });

  it('fails, logged once per kind, on an error, an unknown answer or a slow API', async () => {
    let answer: 'error' | 'odd' | 'slow' = 'error';
    const api = await startFakeApi((_request, res) => {
      if (answer === 'error') sendJson(res, 500, { error: 'boom' });
      else if (answer === 'odd') sendJson(res, 200, { data: null, errors: [{ message: 'nope' }] });
      else
        setTimeout(
          () => sendJson(res, 200, { data: { postResult: { __typename: 'NotFound' } } }),
          SESSION_TIMEOUT_MS + 400,
        );
    });
    const logger = { error: jest.fn() };
    try {
      const lookup = apiPostStatusLookup(api.url, logger);
      expect(await lookup('a1', undefined)).toEqual({ kind: 'failed' });
      expect(await lookup('b2', undefined)).toEqual({ kind: 'failed' });
      answer = 'odd';
      expect(await lookup('a1', undefined)).toEqual({ kind: 'failed' });
      answer = 'slow';
      const started = Date.now();
      expect(await lookup('a1', undefined)).toEqual({ kind: 'failed' });
      expect(Date.now() - started).toBeLessThan(SESSION_TIMEOUT_MS + 300);
      expect(logger.error).toHaveBeenCalledTimes(3);
      expect(logger.error.mock.calls[0][0]).toMatch(
        /Post lookup failed \(Error: HTTP 500\); serving post pages uncached/,
      );
    } finally {
      await api.close();
    }
  });
});
