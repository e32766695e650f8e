import { z } from 'zod/mini';
import { SESSION_TIMEOUT_MS } from './session.ts';

/** Whether a post page exists for the viewer, and the state the cache rules read. */
export type PostStatus =
  { kind: 'found'; isPublished: boolean; isSuspended: boolean } | { kind: 'not-found' } | { kind: 'failed' };

export type PostStatusLookup = (postId: string, cookieHeader: string | undefined) => Promise<PostStatus>;

/** The query of spec 03 §7.2 "PostCacheController", with the fields the edge needs. */
export const EDGE_POST_STATUS_QUERY = /* GraphQL */ `
  query EdgePostStatus($id: ID!) {
    postResult(id: $id) {
      __typename
      ... on Post {
        id
        isPublished
        isSuspended
      }
    }
  }
`;

const answerSchema = z.object({
  data: z.object({
    postResult: z.union([
      z.object({ __typename: z.literal('Post'), isPublished: z.boolean(), isSuspended: z.boolean() }),
      z.object({ __typename: z.literal('NotFound') }),
    ]),
  }),
});

/**
 * Asks the API, as the reader (their cookies), whether a post exists for them. A slow or failed
 * answer must not fail the page: after the session timeout, or on any failure, it is `failed`.
 */
export function apiPostStatusLookup(apiUrl: string, logger: Pick<Console, 'error'> = console): PostStatusLookup {
  let lastFailure = '';
  return async function lookup(postId, cookieHeader) {
    try {
      const response = await fetch(new URL('/_/graphql', apiUrl), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'graphql-operation': 'EdgePostStatus',
          ...(cookieHeader ? { cookie: cookieHeader } : {}),
        },
        body: JSON.stringify({
          operationName: 'EdgePostStatus',
          query: EDGE_POST_STATUS_QUERY,
          variables: { id: postId },
        }),
        signal: AbortSignal.timeout(SESSION_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const parsed = answerSchema.safeParse(await response.json());
      if (!parsed.success) throw new Error('the API answered postResult in an unknown shape');
      lastFailure = '';
      const result = parsed.data.data.postResult;
      return result.__typename === 'Post'
        ? { kind: 'found', isPublished: result.isPublished, isSuspended: result.isSuspended }
        : { kind: 'not-found' };
    } catch (error) {
      const message = String(error);
      // Logged once per kind of failure, not once per page view.
      if (message !== lastFailure) logger.error(`[edge] Post lookup failed (${message}); serving post pages uncached.`);
      lastFailure = message;
      return { kind: 'failed' };
    }
  };
}
