import { useQuery } from '@apollo/client/react';
import { buildRouteLink, profileUrl, publicationUrl } from '@inkpot/shared-contracts';
import { useState } from 'react';
import { Link } from '../../routing/link.tsx';
import { useShell } from '../../routing/page-props.ts';
import { FollowButtonSlot } from '../people/follow-button-slot.tsx';
import { countLabel } from '../formats.ts';
import { Avatar, LoadError, LoadingPlaceholder, PageStyles, SignInPrompt } from '../page-parts.tsx';
import { pageTitle } from '../status/placeholder-page.tsx';
import {
  FollowingSuggestionsPageDocument,
  type FollowingSuggestionsPageQuery,
} from './__generated__/following-suggestions-page.generated.ts';

type SuggestionsData = FollowingSuggestionsPageQuery;
type Connection = NonNullable<SuggestionsData['viewer']>['viewerEdge']['followSuggestionsConnection'];
type Suggestion = Connection['edges'][number];

/** Appends a further page, leaving out what the list already holds (the ranking moves as the reader follows). */
export function appendSuggestions(previous: SuggestionsData, more: SuggestionsData): SuggestionsData {
  const before = previous.viewer;
  const page = more.viewer;
  if (!before || !page) return previous;
  const connection = before.viewerEdge.followSuggestionsConnection;
  const seen = new Set(connection.edges.map((edge) => `${edge.entity.__typename}:${edge.entity.id}`));
  const next = page.viewerEdge.followSuggestionsConnection;
  return {
    ...previous,
    viewer: {
      ...before,
      viewerEdge: {
        ...before.viewerEdge,
        followSuggestionsConnection: {
          ...next,
          edges: [
            ...connection.edges,
            ...next.edges.filter((edge) => !seen.has(`${edge.entity.__typename}:${edge.entity.id}`)),
          ],
        },
      },
    },
  };
}

/** Why a suggestion is there, when the writers the reader follows explain it. */
export function suggestionReason({ sharedFollowCount }: Pick<Suggestion, 'sharedFollowCount'>): string | null {
  if (sharedFollowCount === 0) return null;
  return `Followed by ${sharedFollowCount === 1 ? 'a writer' : `${sharedFollowCount} writers`} you follow`;
}

function SuggestionItem({ suggestion }: { suggestion: Suggestion }) {
  const { entity } = suggestion;
  const isWriter = entity.__typename === 'User';
  const href = isWriter
    ? profileUrl({ id: entity.id, username: entity.username })
    : publicationUrl({ id: entity.id, slug: entity.slug });
  const about = isWriter ? entity.bio : entity.description;
  const reason = suggestionReason(suggestion);
  return (
    <li className="ink-suggestion" data-testid="follow-suggestion" data-entity-id={entity.id}>
      <Link to={href} className="ink-suggestion__avatar" tabIndex={-1} aria-hidden="true">
        <Avatar name={entity.name} />
      </Link>
      <div className="ink-suggestion__text">
        <h2 className="ink-suggestion__name">
          <Link to={href}>{entity.name}</Link>
        </h2>
        <p className="ink-suggestion__kind">{isWriter ? 'Writer' : 'Publication'}</p>
        {about && <p className="ink-suggestion__bio">{about}</p>}
        {reason && <p className="ink-suggestion__reason">{reason}</p>}
      </div>
      {/* The notifications remote's follow button, as on profiles. */}
      <FollowButtonSlot
        className="ink-suggestion__follow"
        target={{ type: isWriter ? 'user' : 'collection', id: entity.id }}
      />
    </li>
  );
}

/** The viewer's own counts, from the cache a follow on this page updates. */
function AccountCounts({ user, username }: { user: NonNullable<SuggestionsData['user']>; username: string | null }) {
  const followers = countLabel(user.socialStats.followerCount, 'Follower', 'Followers');
  return (
    <p className="ink-suggestions__counts" data-testid="account-counts">
      <Link to={buildRouteLink('following')}>
        {countLabel(user.socialStats.followingCount, 'Following', 'Following')}
      </Link>
      {username ? (
        <Link to={buildRouteLink('userFollowers', { username })}>{followers}</Link>
      ) : (
        <span>{followers}</span>
      )}
    </p>
  );
}

function Suggestions({ viewerId, username }: { viewerId: string; username: string | null }) {
  const { services } = useShell();
  const { data, loading, error, refetch, fetchMore } = useQuery(FollowingSuggestionsPageDocument, {
    client: services.apollo,
    variables: { userId: viewerId },
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const connection = data?.viewer?.viewerEdge.followSuggestionsConnection;

  if (!connection) {
    if (loading) return <LoadingPlaceholder label="Loading suggestions" lines={4} />;
    return (
      <LoadError
        message="Suggestions of writers and publications to follow could not be loaded."
        onRetry={() => void refetch().catch(() => {})}
      />
    );
  }

  const showMore = () => {
    setLoadingMore(true);
    setMoreFailed(false);
    void fetchMore({
      variables: { after: connection.pageInfo.endCursor },
      updateQuery: (previous, { fetchMoreResult }) => appendSuggestions(previous, fetchMoreResult),
    })
      .then((result) => setMoreFailed(Boolean(result.error)))
      .catch(() => setMoreFailed(true))
      .finally(() => setLoadingMore(false));
  };

  return (
    <>
      {data.user && <AccountCounts user={data.user} username={username} />}
      {error && !loading && <LoadError message="Some suggestions could not be loaded." />}
      {connection.edges.length === 0 ? (
        <div className="ink-empty">
          <p>There is no one new to suggest right now: you follow every writer and publication we could find.</p>
          <p>
            <Link to={buildRouteLink('home')}>Back to your stories</Link>
          </p>
        </div>
      ) : (
        <ul className="ink-suggestions" aria-label="Suggestions">
          {connection.edges.map((suggestion) => (
            <SuggestionItem key={`${suggestion.entity.__typename}:${suggestion.entity.id}`} suggestion={suggestion} />
          ))}
        </ul>
      )}
      {moreFailed && <LoadError message="More suggestions could not be loaded." onRetry={showMore} />}
      {connection.pageInfo.hasNextPage && !moreFailed && (
        <div className="ink-story-list__more">
          <button type="button" className="ink-button" onClick={showMore} disabled={loadingMore}>
            {loadingMore ? 'Loading…' : 'Show more'}
          </button>
        </div>
      )}
    </>
  );
}

/**
 * Page `customize-suggestions` (/me/following/suggestions, two columns): writers and
 * publications to follow, each with the notifications remote's follow button.
 */
export default function FollowingSuggestionsPage() {
  const { viewer, config } = useShell();
  return (
    <div className="ink-pages">
      <PageStyles />
      <div className="ink-inset">
        <h1 className="ink-page-title">{pageTitle('customize-suggestions', config.productName)}</h1>
        <p className="ink-muted">Writers and publications you might like to follow.</p>
        {viewer.status === 'loading' && <LoadingPlaceholder label="Loading suggestions" />}
        {viewer.status === 'visitor' && (
          <SignInPrompt message="Sign in to see writers and publications you might want to follow." />
        )}
        {viewer.status === 'signed-in' && <Suggestions viewerId={viewer.viewer.id} username={viewer.viewer.username} />}
      </div>
    </div>
  );
}

/** The right column: how the list is made, and where the reader's follows and mutes are kept. */
export function Aside() {
  return (
    <section className="ink-pages ink-aside" aria-labelledby="suggestions-aside-title">
      <PageStyles />
      <h2 id="suggestions-aside-title" className="ink-aside__title">
        How suggestions are chosen
      </h2>
      <p className="ink-muted ink-aside__text">
        Writers and publications that the writers you follow also follow come first, then the most followed. Those you
        follow or muted are never suggested.
      </p>
      <ul className="ink-aside__links">
        <li>
          <Link to={buildRouteLink('following')}>Writers and publications you follow</Link>
        </li>
        <li>
          <Link to={buildRouteLink('mutedSettings')}>Muted writers and publications</Link>
        </li>
      </ul>
    </section>
  );
}
