import { z } from 'zod/mini';
import type { HeadEntity } from '../../page-contract/document-head.ts';
import { edgeGraphqlQuery } from '../api/api-graphql.ts';
import { oncePerFailure } from '../observability/failure-log.ts';

/** Whether a post page exists for the viewer, the state the cache rules read, and what the head says of it. */
export type PostStatus =
  | { kind: 'found'; isPublished: boolean; isSuspended: boolean; head?: Extract<HeadEntity, { kind: 'post' }> }
  | { kind: 'not-found' }
  | { kind: 'failed' };

export type PostStatusLookup = (postId: string, cookieHeader: string | undefined) => Promise<PostStatus>;

/** The "PostCacheController" query, with the fields the edge needs. */
export const EDGE_POST_STATUS_QUERY = /* GraphQL */ `
  query EdgePostStatus($id: ID!) {
    postResult(id: $id) {
      __typename
      ... on Post {
        id
        isPublished
        isSuspended
        title
        subtitle
        mediumUrl
        creator {
          name
        }
      }
    }
  }
`;

const answerSchema = z.object({
  data: z.object({
    postResult: z.union([
      z.object({
        __typename: z.literal('Post'),
        isPublished: z.boolean(),
        isSuspended: z.boolean(),
        title: z.string(),
        subtitle: z.string(),
        mediumUrl: z.string(),
        creator: z.object({ name: z.string() }),
      }),
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
        ? {
            kind: 'found',
            isPublished: postResult.isPublished,
            isSuspended: postResult.isSuspended,
            head: {
              kind: 'post',
              title: postResult.title,
              subtitle: postResult.subtitle,
              authorName: postResult.creator.name,
              path: postResult.mediumUrl,
            },
          }
        : { kind: 'not-found' };
    } catch (error) {
      log.failed(error);
      return { kind: 'failed' };
    }
  };
}
