import { type ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { postIdFromSlug } from '@inkpot/shared-contracts';
import { Link } from '../routing/link.tsx';
import { useEntityHead } from '../routing/page-head.ts';
import { useShell, pageQuery, type PageProps, type PageQuery } from '../routing/page-props.ts';
import { countLabel } from './formats.ts';
import { NotFoundScreen } from './not-found-page.tsx';
import { Avatar, LoadError, LoadingPlaceholder, PageStyles, useShellBus, useToastRetry } from './page-parts.tsx';
import { StoryCard, writerUrl } from './story-card.tsx';
import {
  FollowListDocument,
  ListPageDocument,
  UnfollowListDocument,
  type ListPageQuery,
} from './__generated__/list-page.generated.ts';

/** Stories shown on a list's page (the API's page size limit). */
export const LIST_PAGE_SIZE = 25;

/** The sign-in modal's entry point for a visitor who wanted to follow a list. */
export const FOLLOW_LIST_ENTRY_POINT = 'follow_list';

/** The list id of `/@{username}/list/{catalogSlugId}`: the slug's last hex segment, or the parameter as it is. */
export function listIdOf(params: Readonly<Record<string, string>>): string | null {
  const value = params.catalogSlugId;
  if (!value) return null;
  return postIdFromSlug(value) ?? value;
}

export function queries(params: Readonly<Record<string, string>>): ReadonlyArray<PageQuery> {
  const id = listIdOf(params);
  return id ? [pageQuery(ListPageDocument, { id, limit: LIST_PAGE_SIZE })] : [];
}

type ListCatalog = Extract<ListPageQuery['catalogById'], { __typename: 'Catalog' }>;

/** A follow or unfollow the API accepted: the list's edge and follower count in the one cache. */
function setListFollowed(cache: ApolloCache, list: Pick<ListCatalog, 'id' | 'viewerEdge'>, following: boolean) {
  cache.modify<Record<string, unknown>>({
    id: cache.identify({ __typename: 'CatalogViewerEdge', id: list.viewerEdge.id }),
    fields: { isFollowing: () => following },
  });
  cache.modify<Record<string, unknown>>({
    id: cache.identify({ __typename: 'Catalog', id: list.id }),
    fields: {
      followerCount: (count) => (typeof count === 'number' ? Math.max(0, count + (following ? 1 : -1)) : count),
    },
  });
}

/**
 * Follow / Following for someone else's list (spec 02 §4.6 follow-list): `followCatalog` /
 * `unfollowCatalog`, then the list's edge and count move in the one cache and the follow-list toast
 * shows (an unfollow says so plainly); a refusal shows the API's reason, and no answer the
 * retryable-error toast, whose Retry tries the same again. Visitors get the sign-in modal.
 */
export function ListFollowButton({ list }: { list: Pick<ListCatalog, 'id' | 'name' | 'viewerEdge'> }) {
  const { services, viewer } = useShell();
  const bus = useShellBus();
  const following = list.viewerEdge.isFollowing;
  const retryKey = `list-follow-${list.id}`;
  const [follow, followState] = useMutation(FollowListDocument, {
    client: services.apollo,
    update: (cache, { data }) => {
      if (data?.followCatalog.__typename === 'MutationSuccess') setListFollowed(cache, list, true);
    },
  });
  const [unfollow, unfollowState] = useMutation(UnfollowListDocument, {
    client: services.apollo,
    update: (cache, { data }) => {
      if (data?.unfollowCatalog.__typename === 'MutationSuccess') setListFollowed(cache, list, false);
    },
  });

  const toggle = async () => {
    if (viewer.status !== 'signed-in') {
      bus.publish('auth/open', {
        operation: 'login',
        entryPoint: FOLLOW_LIST_ENTRY_POINT,
        redirect: window.location.href,
      });
      return;
    }
    const variables = { id: list.id };
    const answer = following
      ? (await unfollow({ variables }).catch(() => null))?.data?.unfollowCatalog
      : (await follow({ variables }).catch(() => null))?.data?.followCatalog;
    if (answer?.__typename === 'MutationSuccess') {
      bus.publish(
        'toast/show',
        following
          ? { kind: 'message', message: `You unfollowed the list ${list.name}.` }
          : { kind: 'follow-list', listName: list.name },
      );
      return;
    }
    // A refusal says why; no answer at all can be tried again from the toast.
    if (answer && 'message' in answer) bus.publish('toast/show', { kind: 'error', message: answer.message });
    else bus.publish('toast/show', { kind: 'retryable-error', retryKey });
  };
  useToastRetry(retryKey, () => void toggle());

  return (
    <button
      type="button"
      className={following ? 'ink-button ink-list__follow' : 'ink-button ink-button--primary ink-list__follow'}
      aria-pressed={following}
      disabled={followState.loading || unfollowState.loading}
      onClick={() => void toggle()}
    >
      {following ? 'Following' : 'Follow'}
    </button>
  );
}

function ListView({ id }: { id: string }) {
  const { services, viewer } = useShell();
  const { data, loading, refetch } = useQuery(ListPageDocument, {
    client: services.apollo,
    variables: { id, limit: LIST_PAGE_SIZE },
  });
  const result = data?.catalogById;
  const list = result?.__typename === 'Catalog' ? result : null;
  useEntityHead(list && { kind: 'list', name: list.name, ownerName: list.creator.name });

  if (!result) {
    return (
      <div className="ink-inset">
        {loading ? (
          <LoadingPlaceholder label="Loading list" lines={4} />
        ) : (
          <LoadError message="This list could not be loaded." onRetry={() => void refetch()} />
        )}
      </div>
    );
  }
  if (!list) return <NotFoundScreen />;
  const isOwn = viewer.status === 'signed-in' && viewer.viewer.id === list.creator.id;
  return (
    <div className="ink-inset">
      <header className="ink-list__header">
        <p className="ink-list__owner">
          <Avatar name={list.creator.name} size="small" />
          <Link to={writerUrl(list.creator)}>{list.creator.name}</Link>
        </p>
        <h1 className="ink-page-title ink-list__title">{list.name}</h1>
        <p className="ink-muted">
          {countLabel(list.items.length, 'story', 'stories')} ·{' '}
          {countLabel(list.followerCount, 'follower', 'followers')}
          {list.visibility === 'PRIVATE' && ' · Private'}
        </p>
        {!isOwn && list.visibility === 'PUBLIC' && <ListFollowButton list={list} />}
      </header>
      {list.items.length === 0 ? (
        <p className="ink-empty">This list has no stories yet.</p>
      ) : (
        <ul className="ink-list__items" aria-label="Stories in this list">
          {list.items.map((item) => (
            <li key={item.catalogItemId}>
              <StoryCard post={item.post} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Page `user-catalog` (`/@{username}/list/{catalogSlugId}`): a reading list's name, owner, stories and Follow. */
export default function ListPage({ params }: PageProps) {
  const id = listIdOf(params);
  return (
    <div className="ink-pages">
      <PageStyles />
      {id ? <ListView key={id} id={id} /> : <NotFoundScreen />}
    </div>
  );
}
