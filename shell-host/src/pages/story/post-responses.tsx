import { type ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useShell } from '../../routing/page-props.ts';
import { useDateFormats } from '../use-date-formats.ts';
import { Avatar, LoadError, LoadingPlaceholder, useShellBus } from '../page-parts.tsx';
import { Link } from '../../routing/link.tsx';
import { writerUrl } from './story-card.tsx';
import { ResponseComposer } from './response-composer.tsx';
import {
  HideResponseDocument,
  PostResponsesDocument,
  type PostResponsesQuery,
} from './__generated__/post-responses.generated.ts';

/** Responses shown at a time; 'Show more responses' asks for the next page. */
export const RESPONSES_PAGE_SIZE = 10;

type ResponsesPage = NonNullable<PostResponsesQuery['post']>['threadedPostResponses'];

/** Two pages of responses as one list (the next page's cursor from the later one). */
export function appendResponses(previous: PostResponsesQuery, more: PostResponsesQuery): PostResponsesQuery {
  if (!previous.post || !more.post) return previous;
  const seen = new Set(previous.post.threadedPostResponses.posts.map((response) => response.id));
  const page: ResponsesPage = {
    ...more.post.threadedPostResponses,
    posts: [
      ...previous.post.threadedPostResponses.posts,
      ...more.post.threadedPostResponses.posts.filter((response) => !seen.has(response.id)),
    ],
  };
  return { ...previous, post: { ...previous.post, threadedPostResponses: page } };
}

/** A hidden response leaves the story's list and its count, in the one cache. */
function removeResponse(cache: ApolloCache, parentPostId: string, responseId: string) {
  const parent = cache.identify({ __typename: 'Post', id: parentPostId });
  const response = cache.identify({ __typename: 'Post', id: responseId });
  if (!parent || !response) return;
  cache.modify<Record<string, unknown>>({
    id: parent,
    fields: {
      threadedPostResponses(page) {
        const value = page as { posts?: ReadonlyArray<{ __ref: string }> } | undefined;
        return value?.posts ? { ...value, posts: value.posts.filter((post) => post.__ref !== response) } : page;
      },
      responsesCount: (count) => (typeof count === 'number' ? Math.max(0, count - 1) : count),
    },
  });
}

/**
 * The story's responses, newest first (the `post` query, paged), under the box to write one. The
 * story's author may hide one: it leaves the list at once, and the toast's Undo (the notifications
 * remote) brings it back. With no responses (`count` 0) the list is not asked for.
 */
export function PostResponses({ postId, isAuthor, count }: { postId: string; isAuthor: boolean; count: number }) {
  const { services } = useShell();
  const bus = useShellBus();
  const { data, loading, refetch, fetchMore } = useQuery(PostResponsesDocument, {
    client: services.apollo,
    variables: { id: postId, paging: { limit: RESPONSES_PAGE_SIZE } },
    notifyOnNetworkStatusChange: true,
    skip: count === 0,
  });
  const [hide] = useMutation(HideResponseDocument, { client: services.apollo });
  const formats = useDateFormats();
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const page = data?.post?.threadedPostResponses;

  const next = page?.pagingInfo.next?.to;
  const showMore = () => {
    setLoadingMore(true);
    setMoreFailed(false);
    void fetchMore({
      variables: { paging: { limit: RESPONSES_PAGE_SIZE, to: next } },
      updateQuery: (previous, { fetchMoreResult }) => appendResponses(previous, fetchMoreResult),
    })
      .then((result) => setMoreFailed(Boolean(result.error)))
      .catch(() => setMoreFailed(true))
      .finally(() => setLoadingMore(false));
  };

  const hideResponse = async (responseId: string) => {
    const result = await hide({
      variables: { parentPostId: postId, postResponseId: responseId },
      update: (cache, { data: answer }) => {
        if (answer?.hidePostResponseOnParentPost.__typename === 'MutationSuccess') {
          removeResponse(cache, postId, responseId);
        }
      },
    }).catch(() => null);
    const answer = result?.data?.hidePostResponseOnParentPost;
    if (answer?.__typename === 'MutationSuccess') {
      bus.publish('toast/show', { kind: 'hide-response', parent: { type: 'post', id: postId }, responseId });
    } else {
      bus.publish('toast/show', {
        kind: 'error',
        ...(answer && 'message' in answer ? { message: answer.message } : {}),
      });
    }
  };

  const list = !page
    ? count > 0 &&
      (loading ? (
        <LoadingPlaceholder label="Loading responses" lines={2} />
      ) : (
        <LoadError message="Responses could not be loaded." onRetry={() => void refetch().catch(() => {})} />
      ))
    : page.posts.length > 0 && (
        <ul className="ink-responses__list">
          {page.posts.map((response) => (
            <li key={response.id} className="ink-response">
              <p className="ink-response__byline">
                <Avatar name={response.creator.name} size="small" />
                <Link to={writerUrl(response.creator)}>{response.creator.name}</Link>
                {response.firstPublishedAt && (
                  <time dateTime={response.firstPublishedAt}>{formats.day(response.firstPublishedAt)}</time>
                )}
              </p>
              <p className="ink-response__text">{response.title}</p>
              {isAuthor && (
                <button
                  type="button"
                  className="ink-button ink-response__hide"
                  aria-label={`Hide the response by ${response.creator.name}`}
                  onClick={() => void hideResponse(response.id)}
                >
                  Hide
                </button>
              )}
            </li>
          ))}
        </ul>
      );

  return (
    <section className="ink-responses" aria-labelledby="responses-title">
      <h2 id="responses-title" className="ink-responses__title">
        Responses
      </h2>
      <ResponseComposer postId={postId} />
      {list}
      {moreFailed && <LoadError message="More responses could not be loaded." onRetry={showMore} />}
      {next && (
        <button type="button" className="ink-button" onClick={showMore} disabled={loadingMore}>
          {loadingMore ? 'Loading…' : 'Show more responses'}
        </button>
      )}
    </section>
  );
}
