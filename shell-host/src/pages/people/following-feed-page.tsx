import { useQuery } from '@apollo/client/react';
import { buildRouteLink, profileUrl, publicationUrl } from '@inkpot/shared-contracts';
import type { ReactNode } from 'react';
import { Link } from '../../routing/link.tsx';
import { pageQuery, useShell, type PageProps, type PageQuery } from '../../routing/page-props.ts';
import { FollowButtonSlot } from './follow-button-slot.tsx';
import { NotFoundScreen } from '../status/not-found-page.tsx';
import { Avatar, LoadError, LoadingPlaceholder, PageStyles, SignInPrompt } from '../page-parts.tsx';
import PlaceholderPage, { pageTitle } from '../status/placeholder-page.tsx';
import { appendFeedPage, FeedSection } from '../story/story-card.tsx';
import type { FollowedEntityType, PagingInput } from '../../__generated__/schema-types.ts';
import {
  FollowingFeedEntitiesDocument,
  FollowingFeedPageDocument,
  FollowingFeedPublicationDocument,
  FollowingFeedWriterDocument,
  type FollowingFeedPageQueryVariables,
} from './__generated__/following-feed-page.generated.ts';

export const FOLLOWING_FEED_PAGE_SIZE = 10;

/**
 * What a following-feed address asks for: every followed writer and publication
 * (`/me/following-feed/writers`, the sidebar's Following), one of them (`writers/{id}`,
 * `publications/{id}`), or the followed topics; null for any other kind (not found).
 */
export type FollowingFeedView =
  { kind: 'all' } | { kind: 'one'; entityType: FollowedEntityType; entityId: string } | { kind: 'topics' };

const ENTITY_TYPES: Readonly<Record<string, FollowedEntityType>> = { writers: 'USER', publications: 'COLLECTION' };

export function followingFeedView(params: Readonly<Record<string, string>>): FollowingFeedView | null {
  const name = params.entityName?.toLowerCase() ?? '';
  const id = params.entityId;
  if (!id) {
    if (name === 'writers') return { kind: 'all' };
    return name === 'topics' ? { kind: 'topics' } : null;
  }
  const entityType = ENTITY_TYPES[name];
  return entityType ? { kind: 'one', entityType, entityId: id } : null;
}

/** Where a view's feed opens. */
export function followingFeedUrl(
  view: { kind: 'all' } | { kind: 'one'; entityType: FollowedEntityType; entityId: string },
) {
  if (view.kind === 'all') return buildRouteLink('followingFeed', { entityName: 'writers' });
  const entityName = view.entityType === 'USER' ? 'writers' : 'publications';
  return buildRouteLink('followingFeedEntity', { entityName, entityId: view.entityId });
}

function feedVariables(view: FollowingFeedView): FollowingFeedPageQueryVariables {
  const paging = { limit: FOLLOWING_FEED_PAGE_SIZE };
  return view.kind === 'one'
    ? { filter: { entityType: view.entityType, entityId: view.entityId }, paging }
    : { paging };
}

function entityQuery(view: { entityType: FollowedEntityType; entityId: string }): PageQuery {
  return view.entityType === 'USER'
    ? pageQuery(FollowingFeedWriterDocument, { id: view.entityId })
    : pageQuery(FollowingFeedPublicationDocument, { id: view.entityId });
}

export function queries(params: Readonly<Record<string, string>>): ReadonlyArray<PageQuery> {
  const view = followingFeedView(params);
  if (!view || view.kind === 'topics') return [];
  return [
    pageQuery(FollowingFeedPageDocument, feedVariables(view)),
    pageQuery(FollowingFeedEntitiesDocument, {}),
    ...(view.kind === 'one' ? [entityQuery(view)] : []),
  ];
}

/** The feed's filters: all that the viewer follows, then each followed writer and publication. */
function FollowedFilters({ view }: { view: FollowingFeedView }) {
  const { services } = useShell();
  const { data } = useQuery(FollowingFeedEntitiesDocument, { client: services.apollo });
  const connection = data?.viewer?.viewerEdge.followedEntitiesConnection;
  if (!connection || connection.edges.length === 0) return null;
  const current = (entityId: string | null) =>
    (view.kind === 'one' ? view.entityId === entityId : entityId === null) ? ('page' as const) : undefined;
  return (
    <nav aria-label="Whose stories">
      <ul className="ink-tabs">
        <li>
          <Link to={followingFeedUrl({ kind: 'all' })} aria-current={current(null)}>
            Writers and publications
          </Link>
        </li>
        {connection.edges.map(({ node: { entity } }) => {
          const entityType: FollowedEntityType = entity.__typename === 'User' ? 'USER' : 'COLLECTION';
          return (
            <li key={`${entity.__typename}:${entity.id}`}>
              <Link
                to={followingFeedUrl({ kind: 'one', entityType, entityId: entity.id })}
                aria-current={current(entity.id)}
              >
                {entity.name || (entity.__typename === 'User' ? entity.username : entity.slug)}
              </Link>
            </li>
          );
        })}
        {connection.pageInfo.hasNextPage && (
          <li>
            <Link to={buildRouteLink('following')}>See all</Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

interface Entity {
  name: string;
  about: string;
  href: string;
}

/** The writer or publication a one-entity feed is about, from its query; null while it loads or when there is none. */
function useFeedEntity(view: { entityType: FollowedEntityType; entityId: string }) {
  const { services } = useShell();
  const isWriter = view.entityType === 'USER';
  const writer = useQuery(FollowingFeedWriterDocument, {
    client: services.apollo,
    variables: { id: view.entityId },
    skip: !isWriter,
  });
  const publication = useQuery(FollowingFeedPublicationDocument, {
    client: services.apollo,
    variables: { id: view.entityId },
    skip: isWriter,
  });
  if (isWriter) {
    const user = writer.data?.user;
    const entity: Entity | null = user
      ? {
          name: user.name || user.username,
          about: user.bio,
          href: profileUrl({ id: user.id, username: user.username }),
        }
      : null;
    return { entity, settled: writer.data !== undefined, loading: writer.loading, refetch: writer.refetch };
  }
  const collection = publication.data?.collection;
  const entity: Entity | null = collection
    ? {
        name: collection.name,
        about: collection.description,
        href: publicationUrl({ id: collection.id, slug: collection.slug }),
      }
    : null;
  return {
    entity,
    settled: publication.data !== undefined,
    loading: publication.loading,
    refetch: publication.refetch,
  };
}

function Feed({ view, label, empty }: { view: FollowingFeedView; label: string; empty: ReactNode }) {
  const { services } = useShell();
  const { data, loading, fetchMore, refetch } = useQuery(FollowingFeedPageDocument, {
    client: services.apollo,
    variables: feedVariables(view),
  });
  const onShowMore = (paging: PagingInput) =>
    fetchMore({
      variables: { paging },
      updateQuery: (previous, { fetchMoreResult }) => ({
        ...previous,
        followingFeed: appendFeedPage(previous.followingFeed, fetchMoreResult.followingFeed),
      }),
    });
  return (
    <FeedSection
      feed={data?.followingFeed}
      loading={loading}
      label={label}
      errorText="The stories could not be loaded."
      onRetry={() => void refetch()}
      onShowMore={onShowMore}
      empty={empty}
    />
  );
}

const SUGGESTIONS_EMPTY = (
  <>
    <p>Stories from the writers and publications you follow will appear here.</p>
    <p>
      <Link to={buildRouteLink('followingSuggestions')}>Find writers and publications to follow.</Link>
    </p>
  </>
);

function AllFeed() {
  return (
    <Feed
      view={{ kind: 'all' }}
      label="Stories from the writers and publications you follow"
      empty={SUGGESTIONS_EMPTY}
    />
  );
}

function EntityFeed({ view }: { view: { kind: 'one'; entityType: FollowedEntityType; entityId: string } }) {
  const { entity, settled, loading, refetch } = useFeedEntity(view);
  if (!entity) {
    if (settled) return <NotFoundScreen />;
    return loading ? (
      <LoadingPlaceholder label="Loading whose stories these are" lines={3} />
    ) : (
      <LoadError message="This feed could not be loaded." onRetry={() => void refetch()} />
    );
  }
  const isWriter = view.entityType === 'USER';
  return (
    <>
      <section className="ink-person" aria-label={entity.name}>
        <Link to={entity.href} tabIndex={-1} aria-hidden="true">
          <Avatar name={entity.name} />
        </Link>
        <div>
          <h2 className="ink-person__name">
            <Link to={entity.href}>{entity.name}</Link>
          </h2>
          <p className="ink-person__kind">{isWriter ? 'Writer' : 'Publication'}</p>
          {entity.about && <p className="ink-person__bio">{entity.about}</p>}
        </div>
        <FollowButtonSlot
          className="ink-person__follow"
          target={{ type: isWriter ? 'user' : 'collection', id: view.entityId }}
        />
      </section>
      <Feed
        view={view}
        label={`Stories from ${entity.name}`}
        empty={
          <>
            <p>There are no stories from {entity.name} here.</p>
            <p>
              This feed shows the stories of the writers and publications you follow.{' '}
              <Link to={entity.href}>See {isWriter ? 'their profile' : 'the publication'}</Link>
            </p>
          </>
        }
      />
    </>
  );
}

/**
 * Page `your-following-feed` (/me/following-feed/{entityName}, and /{entityId} for one): the stories
 * of the writers and publications the viewer follows, newest first, 10 a page with 'Show more',
 * filtered to one of them by its tab. Followed topics (`topics`) stay the placeholder: the API keeps
 * no topic follows.
 */
export default function FollowingFeedPage(props: PageProps) {
  const { viewer, config } = useShell();
  const view = followingFeedView(props.params);
  if (view?.kind === 'topics') return <PlaceholderPage {...props} />;
  return (
    <div className="ink-pages">
      <PageStyles />
      {view === null ? (
        <NotFoundScreen />
      ) : (
        <div className="ink-inset">
          <h1 className="ink-page-title ink-page-title--lead">
            {pageTitle('your-following-feed', config.productName)}
          </h1>
          {viewer.status === 'loading' && <LoadingPlaceholder label="Loading the stories you follow" />}
          {viewer.status === 'visitor' && (
            <SignInPrompt message="Sign in to read the stories of the writers and publications you follow." />
          )}
          {viewer.status === 'signed-in' && (
            <>
              <FollowedFilters view={view} />
              {view.kind === 'one' ? <EntityFeed key={view.entityId} view={view} /> : <AllFeed />}
            </>
          )}
        </div>
      )}
    </div>
  );
}
