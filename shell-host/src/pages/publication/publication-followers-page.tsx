import { useQuery } from '@apollo/client/react';
import { pageQuery, useShell, type PageProps, type PageQuery } from '../../routing/page-props.ts';
import { NotFoundScreen } from '../status/not-found-page.tsx';
import { PageLoadState, PageStyles } from '../page-parts.tsx';
import { appendPeople, asPeople, PeopleList } from '../people/people-lists.tsx';
import { publicationSlugOf } from './publication-home-page.tsx';
import { PublicationFrameDocument } from './__generated__/publication-frame.generated.ts';
import {
  PublicationFollowersDocument,
  type PublicationFollowersQuery,
} from './__generated__/publication-followers-page.generated.ts';

/** The first page of followers and the publication bar's publication, so neither waits after the click. */
export function queries(params: Readonly<Record<string, string>>): ReadonlyArray<PageQuery> {
  const slug = publicationSlugOf(params, { kind: 'default' });
  return slug
    ? [pageQuery(PublicationFollowersDocument, { slug, after: null }), pageQuery(PublicationFrameDocument, { slug })]
    : [];
}

const followerCount = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'follower' : 'followers'}`;

function PublicationFollowers({ slug }: { slug: string }) {
  const { services } = useShell();
  const { data, loading, refetch, fetchMore } = useQuery(PublicationFollowersDocument, {
    client: services.apollo,
    variables: { slug, after: null },
  });
  if (!data) {
    return (
      <PageLoadState
        loading={loading}
        label="Loading followers"
        message="The followers could not be loaded."
        onRetry={() => void refetch()}
      />
    );
  }
  const publication = data.collectionByDomainOrSlug;
  if (!publication) return <NotFoundScreen />;
  return (
    <div className="ink-inset">
      <header>
        <h1 className="ink-page-title ink-page-title--lead">Followers</h1>
        <p className="ink-muted ink-page-intro">
          {followerCount(publication.subscriberCount)} of {publication.name}, most recent first.
        </p>
      </header>
      <PeopleList
        kind="followers"
        people={asPeople(publication.followersConnection)}
        label={`Followers of ${publication.name}`}
        empty={`Nobody follows ${publication.name} yet.`}
        onShowMore={(after) =>
          fetchMore({
            variables: { after },
            updateQuery: (previous: PublicationFollowersQuery, { fetchMoreResult }) =>
              previous.collectionByDomainOrSlug && fetchMoreResult.collectionByDomainOrSlug
                ? {
                    ...previous,
                    collectionByDomainOrSlug: {
                      ...previous.collectionByDomainOrSlug,
                      followersConnection: appendPeople(
                        previous.collectionByDomainOrSlug.followersConnection,
                        fetchMoreResult.collectionByDomainOrSlug.followersConnection,
                      ),
                    },
                  }
                : previous,
          })
        }
      />
    </div>
  );
}

/**
 * Page `publication-followers` (`/{collectionSlug}/followers`, inside the publication layout): who
 * follows the publication, most recent first, each with the follow button, 10 at a time with
 * 'Show more'. Public, like a person's followers.
 */
export default function PublicationFollowersPage({ params, mode }: PageProps) {
  const slug = publicationSlugOf(params, mode);
  return (
    <div className="ink-pages">
      <PageStyles />
      {slug ? <PublicationFollowers key={slug} slug={slug} /> : <NotFoundScreen />}
    </div>
  );
}
