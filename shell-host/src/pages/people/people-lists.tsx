import { useQuery } from '@apollo/client/react';
import { profileUrl, publicationUrl } from '@inkpot/shared-contracts';
import { useState } from 'react';
import { Link } from '../../routing/link.tsx';
import { pageQuery, useShell, type PageQuery } from '../../routing/page-props.ts';
import { FollowButtonSlot } from './follow-button-slot.tsx';
import { Avatar, LoadError, LoadingPlaceholder } from '../page-parts.tsx';
import {
  PeopleFollowersDocument,
  PeopleFollowingDocument,
  type PeopleFollowersQuery,
  type PeopleFollowingQuery,
} from './__generated__/people-lists.generated.ts';

/** Whose list: a username (a profile's path) or an id (the viewer's own /me/following). */
export type PeopleRef = { username: string } | { id: string };

export type PeopleListKind = 'followers' | 'following';

/** The first page's query of a person's followers or following. */
export function peopleQuery(kind: PeopleListKind, ref: PeopleRef): PageQuery {
  return kind === 'followers'
    ? pageQuery(PeopleFollowersDocument, { ...ref, after: null })
    : pageQuery(PeopleFollowingDocument, { ...ref, after: null });
}

type Person = NonNullable<PeopleFollowingQuery['user']>['followingConnection']['nodes'][number];
type Node = { __typename?: string; id: string };
type Page<N extends Node = Person> = { nodes: N[]; pageInfo: { hasNextPage: boolean; endCursor?: string | null } };
/** A page of a people list: writers (and, in a following list, publications). */
export type PeoplePage = Page;

/** The next page appended, leaving out anyone already shown (a follow between pages moves the list). */
export function appendPeople<N extends Node, P extends Page<N>>(previous: P, more: P): P {
  const key = (node: N) => `${node.__typename ?? ''}:${node.id}`;
  const seen = new Set(previous.nodes.map(key));
  return { ...more, nodes: [...previous.nodes, ...more.nodes.filter((node) => !seen.has(key(node)))] };
}

/** Followers (a person's or a publication's) are people: each is a User. */
export const asPeople = (page: NonNullable<PeopleFollowersQuery['user']>['followersConnection']): PeoplePage => ({
  ...page,
  nodes: page.nodes.map((node) => ({ ...node, __typename: 'User' as const })),
});

function PersonItem({ person, showKind }: { person: Person; showKind: boolean }) {
  const { viewer } = useShell();
  const isWriter = person.__typename === 'User';
  const href = isWriter
    ? profileUrl({ id: person.id, username: person.username })
    : publicationUrl({ id: person.id, slug: person.slug });
  const about = isWriter ? person.bio : person.description;
  const isViewer = isWriter && viewer.status === 'signed-in' && viewer.viewer.id === person.id;
  return (
    <li className="ink-person" data-testid="person" data-entity-id={person.id}>
      <Link to={href} tabIndex={-1} aria-hidden="true">
        <Avatar name={person.name} />
      </Link>
      <div>
        <h2 className="ink-person__name">
          <Link to={href}>{person.name}</Link>
        </h2>
        {showKind && <p className="ink-person__kind">{isWriter ? 'Writer' : 'Publication'}</p>}
        {about && <p className="ink-person__bio">{about}</p>}
      </div>
      {/* The notifications remote's follow button, as on profiles; none for the viewer themself. */}
      {!isViewer && (
        <FollowButtonSlot
          className="ink-person__follow"
          target={{ type: isWriter ? 'user' : 'collection', id: person.id }}
        />
      )}
    </li>
  );
}

interface PeopleListProps {
  kind: PeopleListKind;
  people: PeoplePage;
  label: string;
  empty: string;
  onShowMore: (after: string) => Promise<{ error?: unknown }>;
}

/**
 * A people list: each person or publication with its follow button, and 'Show more' while there is
 * more (a failed page says so with Retry). The profiles' lists and a publication's followers use it.
 */
export function PeopleList({ kind, people, label, empty, onShowMore }: PeopleListProps) {
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  if (people.nodes.length === 0) return <p className="ink-empty">{empty}</p>;
  const showMore = () => {
    const after = people.pageInfo.endCursor;
    if (!after) return;
    setLoadingMore(true);
    setMoreFailed(false);
    onShowMore(after)
      .then((result) => setMoreFailed(Boolean(result.error)))
      .catch(() => setMoreFailed(true))
      .finally(() => setLoadingMore(false));
  };
  return (
    <>
      <ul className="ink-people" aria-label={label}>
        {people.nodes.map((person) => (
          <PersonItem key={`${person.__typename}:${person.id}`} person={person} showKind={kind === 'following'} />
        ))}
      </ul>
      {moreFailed && <LoadError message="More could not be loaded." onRetry={showMore} />}
      {people.pageInfo.hasNextPage && !moreFailed && (
        <div className="ink-story-list__more">
          <button
            type="button"
            className="ink-button"
            onClick={showMore}
            disabled={loadingMore}
            aria-busy={loadingMore}
          >
            {loadingMore ? 'Loading…' : 'Show more'}
          </button>
        </div>
      )}
    </>
  );
}

/** Who follows a person, with a follow button each, 10 at a time with 'Show more'. */
export function FollowersList({ personRef, label }: { personRef: PeopleRef; label: string }) {
  const { services } = useShell();
  const { data, loading, refetch, fetchMore } = useQuery(PeopleFollowersDocument, {
    client: services.apollo,
    variables: { ...personRef, after: null },
  });
  const user = data?.user;
  if (!user) {
    return loading ? (
      <LoadingPlaceholder label="Loading followers" lines={4} />
    ) : (
      <LoadError message="The followers could not be loaded." onRetry={() => void refetch()} />
    );
  }
  return (
    <PeopleList
      kind="followers"
      people={asPeople(user.followersConnection)}
      label={label}
      empty={`Nobody follows ${user.name} yet.`}
      onShowMore={(after) =>
        fetchMore({
          variables: { after },
          updateQuery: (previous: PeopleFollowersQuery, { fetchMoreResult }) =>
            previous.user && fetchMoreResult.user
              ? {
                  ...previous,
                  user: {
                    ...previous.user,
                    followersConnection: appendPeople(
                      previous.user.followersConnection,
                      fetchMoreResult.user.followersConnection,
                    ),
                  },
                }
              : previous,
        })
      }
    />
  );
}

/** The writers and publications a person follows, with a follow button each, 10 at a time. */
export function FollowingList({ personRef, label, empty }: { personRef: PeopleRef; label: string; empty?: string }) {
  const { services } = useShell();
  const { data, loading, refetch, fetchMore } = useQuery(PeopleFollowingDocument, {
    client: services.apollo,
    variables: { ...personRef, after: null },
  });
  const user = data?.user;
  if (!user) {
    return loading ? (
      <LoadingPlaceholder label="Loading following" lines={4} />
    ) : (
      <LoadError message="The list could not be loaded." onRetry={() => void refetch()} />
    );
  }
  return (
    <PeopleList
      kind="following"
      people={user.followingConnection}
      label={label}
      empty={empty ?? `${user.name} does not follow anyone yet.`}
      onShowMore={(after) =>
        fetchMore({
          variables: { after },
          updateQuery: (previous: PeopleFollowingQuery, { fetchMoreResult }) =>
            previous.user && fetchMoreResult.user
              ? {
                  ...previous,
                  user: {
                    ...previous.user,
                    followingConnection: appendPeople(
                      previous.user.followingConnection,
                      fetchMoreResult.user.followingConnection,
                    ),
                  },
                }
              : previous,
        })
      }
    />
  );
}
