import { type ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { postIdFromSlug, type RouteDefinition, type ViewerState } from '@inkpot/shared-contracts';
import { Link } from '../../routing/link.tsx';
import { useEntityHead } from '../../routing/page-head.ts';
import { useShell, pageQuery, type PageProps, type PageQuery } from '../../routing/page-props.ts';
import { countLabel } from '../formats.ts';
import { NotFoundScreen } from '../status/not-found-page.tsx';
import {
  Avatar,
  LoadError,
  LoadingPlaceholder,
  PageStyles,
  SignInPrompt,
  useShellBus,
  useToastRetry,
} from '../page-parts.tsx';
import PlaceholderPage from '../status/placeholder-page.tsx';
import { StoryCard, writerUrl } from '../story/story-card.tsx';
import {
  FollowListDocument,
  ListPageDocument,
  RemoveFromListDocument,
  UnfollowListDocument,
  type ListPageQuery,
} from './__generated__/list-page.generated.ts';

/** Stories shown on a list's page (the API's page size limit). */
export const LIST_PAGE_SIZE = 25;

/** The sign-in modal's entry point for a visitor who wanted to follow a list. */
export const FOLLOW_LIST_ENTRY_POINT = 'follow_list';

/** The URL slug of the predefined reading list (`/me/list/reading-list`, `/@{username}/list/reading-list`). */
export const READING_LIST_SLUG = 'reading-list';

/** The API's id of a reader's predefined reading list, whether or not they have saved a story yet. */
export const readingListId = (userId: string) => `predefined:${userId}:READING_LIST`;

/**
 * The list id of `/@{username}/list/{catalogSlugId}` and `/me/list/{catalogSlugId}`: the slug's last
 * hex segment, or the parameter as it is. `reading-list` is the viewer's own reading list (on their
 * own profile's path, or under /me); nobody else's can be seen.
 */
export function listIdOf(params: Readonly<Record<string, string>>, viewer?: ViewerState): string | null {
  const value = params.catalogSlugId;
  if (!value) return null;
  if (value.toLowerCase() === READING_LIST_SLUG) {
    if (viewer?.status !== 'signed-in') return null;
    const own = !params.username || params.username.replace(/^@/, '').toLowerCase() === viewer.viewer.username;
    return own ? readingListId(viewer.viewer.id) : null;
  }
  return postIdFromSlug(value) ?? value;
}

/** `/me/lists/saved` shares the page identifier `your-catalog` and is not built yet. */
const servesList = (route?: Pick<RouteDefinition, 'name'>) => route?.name !== 'savedList';

export function queries(params: Readonly<Record<string, string>>, route?: RouteDefinition): ReadonlyArray<PageQuery> {
  // The reading list's id needs the viewer, which the params do not name.
  const id = servesList(route) ? listIdOf(params) : null;
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
 * Follow / Following for someone else's list: `followCatalog` /
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

/**
 * The owner takes a story out of their list: it leaves the list at once (optimistic) and comes
 * back when the API refuses (its reason as an error toast) or does not answer (retryable error).
 */
function RemoveFromListButton({
  list,
  item,
}: {
  list: Pick<ListCatalog, 'id' | 'name' | 'predefined'>;
  item: ListItem;
}) {
  const { services } = useShell();
  const bus = useShellBus();
  const retryKey = `list-remove-${list.id}-${item.catalogItemId}`;
  const [remove, { loading }] = useMutation(RemoveFromListDocument, {
    client: services.apollo,
    optimisticResponse: { removePostFromCatalog: { __typename: 'MutationSuccess' } },
    update: (cache, { data }) => {
      if (data?.removePostFromCatalog.__typename !== 'MutationSuccess') return;
      cache.modify<Record<string, unknown>>({
        id: cache.identify({ __typename: 'Catalog', id: list.id }),
        fields: {
          items: (items, { readField }) =>
            Array.isArray(items)
              ? items.filter((entry) => readField('catalogItemId', entry as never) !== item.catalogItemId)
              : items,
          itemCount: (count) => (typeof count === 'number' ? Math.max(0, count - 1) : count),
        },
      });
      if (list.predefined === 'READING_LIST')
        cache.modify<Record<string, unknown>>({
          id: cache.identify({ __typename: 'Post', id: item.post.id }),
          fields: { isInReadingList: () => false },
        });
    },
  });
  const run = async () => {
    const answer = (await remove({ variables: { postId: item.post.id, catalogId: list.id } }).catch(() => null))?.data
      ?.removePostFromCatalog;
    if (answer?.__typename === 'MutationSuccess')
      bus.publish('toast/show', { kind: 'message', message: `Removed from ${list.name}.` });
    else if (answer && 'message' in answer) bus.publish('toast/show', { kind: 'error', message: answer.message });
    else bus.publish('toast/show', { kind: 'retryable-error', retryKey });
  };
  useToastRetry(retryKey, () => void run());
  return (
    <button
      type="button"
      className="ink-button ink-list__remove"
      disabled={loading}
      aria-label={`Remove “${item.post.title}” from ${list.name}`}
      onClick={() => void run()}
    >
      Remove
    </button>
  );
}

type ListItem = ListCatalog['items'][number];

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
          {countLabel(list.itemCount, 'story', 'stories')} · {countLabel(list.followerCount, 'follower', 'followers')}
          {list.visibility === 'PRIVATE' && ' · Private'}
        </p>
        {!isOwn && list.visibility === 'PUBLIC' && <ListFollowButton list={list} />}
      </header>
      {list.items.length === 0 ? (
        <p className="ink-empty">This list has no stories yet.</p>
      ) : (
        <ul className="ink-list__items" aria-label="Stories in this list">
          {list.items.map((item) => (
            <li key={item.catalogItemId} className="ink-list__item">
              <StoryCard post={item.post} />
              {isOwn && <RemoveFromListButton list={list} item={item} />}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Pages `user-catalog` (`/@{username}/list/{catalogSlugId}`) and `your-catalog`
 * (`/me/list/{catalogSlugId}`): a reading list's name, owner, stories and Follow; its owner can take
 * stories out. `/me/lists/saved` (also `your-catalog`) is the placeholder.
 */
export default function ListPage(props: PageProps) {
  const { viewer } = useShell();
  if (!servesList(props.route)) return <PlaceholderPage {...props} />;
  const id = listIdOf(props.params, viewer);
  const isReadingList = props.params.catalogSlugId?.toLowerCase() === READING_LIST_SLUG;
  return (
    <div className="ink-pages">
      <PageStyles />
      {isReadingList && viewer.status === 'loading' ? (
        <div className="ink-inset">
          <LoadingPlaceholder label="Loading list" lines={4} />
        </div>
      ) : isReadingList && viewer.status === 'visitor' ? (
        <div className="ink-inset">
          <h1 className="ink-page-title">Reading list</h1>
          <SignInPrompt message="Sign in to see the stories you saved." />
        </div>
      ) : id ? (
        <ListView key={id} id={id} />
      ) : (
        <NotFoundScreen />
      )}
    </div>
  );
}
