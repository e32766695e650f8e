import { z } from 'zod/mini';
import { edgeGraphqlQuery } from './api-graphql.ts';
import { oncePerFailure } from './failure-log.ts';

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
  const log = oncePerFailure(
    logger,
    (message) => `[edge] Post lookup failed (${message}); serving post pages uncached.`,
  );
  return async function lookup(postId, cookieHeader) {
    try {
      const { postResult } = await edgeGraphqlQuery(
        apiUrl,
        { name: 'EdgePostStatus', query: EDGE_POST_STATUS_QUERY, variables: { id: postId } },
        answerSchema,
        cookieHeader,
      );
      log.succeeded();
      return postResult.__typename === 'Post'
        ? { kind: 'found', isPublished: postResult.isPublished, isSuspended: postResult.isSuspended }
        : { kind: 'not-found' };
    } catch (error) {
      log.failed(error);
      return { kind: 'failed' };
    }
  };
}
