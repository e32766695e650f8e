import { RESPONSES_PAGE_SIZE } from './post-responses.tsx';
import { PostResponsesDocument } from './__generated__/post-responses.generated.ts';

/** A response as PostResponses asks for it (tests only). */
export function responseFixture(id: string, name: string, text: string) {
  return {
    __typename: 'Post' as const,
    id,
    title: text,
    firstPublishedAt: '2026-11-18T12:00:00.000Z',
    creator: { __typename: 'User' as const, id: `u-${id}`, name, username: name.toLowerCase().replace(' ', '_') },
  };
}

/** The API's answer to PostResponses for the story `postId`: one page, `next` its cursor, `to` the page asked. */
export function responsesMock(
  postId: string,
  posts: ReturnType<typeof responseFixture>[],
  { next = null, to }: { next?: string | null; to?: string } = {},
) {
  return {
    request: {
      query: PostResponsesDocument,
      variables: { id: postId, paging: to ? { limit: RESPONSES_PAGE_SIZE, to } : { limit: RESPONSES_PAGE_SIZE } },
    },
    result: {
      data: {
        post: {
          __typename: 'Post',
          id: postId,
          threadedPostResponses: {
            __typename: 'ThreadedResponses',
            posts,
            pagingInfo: {
              __typename: 'PagingInfo',
              next: next ? { __typename: 'PagingNext', limit: RESPONSES_PAGE_SIZE, to: next } : null,
            },
          },
        },
      },
    },
  };
}
