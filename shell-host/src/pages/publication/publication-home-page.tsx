import { useQuery } from '@apollo/client/react';
import type { RoutingMode } from '@inkpot/shared-contracts';
import { useShell, pageQuery, type PageProps, type PageQuery } from '../../routing/page-props.ts';
import { countLabel } from '../formats.ts';
import { NotFoundScreen } from '../status/not-found-page.tsx';
import { PageLoadState, PageStyles } from '../page-parts.tsx';
import { FollowButtonSlot } from '../people/follow-button-slot.tsx';
import { appendFeedPage, FeedSection } from '../story/story-card.tsx';
import type { PagingInput } from '../../__generated__/schema-types.ts';
import type { StoryList_feedFragment } from '../story/__generated__/story-card.generated.ts';
import { PublicationFrameDocument } from './__generated__/publication-frame.generated.ts';
import {
  PublicationHomeDocument,
  type PublicationHomeQueryVariables,
} from './__generated__/publication-home-page.generated.ts';

export const PUBLICATION_PAGE_SIZE = 10;

/**
 * The publication a route names: its slug (`/{collectionSlug}`, also filled in on the
 * publication's custom domain). `/c/{collectionId}` never reaches the page: the edge and the
 * publication layout replace it with the slug URL.
 */
export function publicationSlugOf(params: Readonly<Record<string, string>>, mode: RoutingMode): string | null {
  const slug =
    params.collectionSlug ?? params.publicationSlug ?? (mode.kind === 'collection' ? mode.collectionSlug : undefined);
  return slug || null;
}

/** A publication page's query with the next page of its latest stories appended (`fetchMore`'s updateQuery). */
export function withMoreLatestPosts<
  Q extends { collectionByDomainOrSlug: { latestPosts: StoryList_feedFragment } | null },
>(previous: Q, { fetchMoreResult }: { fetchMoreResult: Q }): Q {
  const [before, more] = [previous.collectionByDomainOrSlug, fetchMoreResult.collectionByDomainOrSlug];
  if (!before || !more) return previous;
  return {
    ...previous,
    collectionByDomainOrSlug: { ...before, latestPosts: appendFeedPage(before.latestPosts, more.latestPosts) },
  };
}

function variablesOf(slug: string): PublicationHomeQueryVariables {
  return { slug, paging: { limit: PUBLICATION_PAGE_SIZE } };
}

/** The page's stories and the publication layout's navigation bar, so neither waits after the click. */
export function queries(params: Readonly<Record<string, string>>): ReadonlyArray<PageQuery> {
  const slug = publicationSlugOf(params, { kind: 'default' });
  return slug
    ? [pageQuery(PublicationHomeDocument, variablesOf(slug)), pageQuery(PublicationFrameDocument, { slug })]
    : [];
}

function PublicationHome({ slug }: { slug: string }) {
  const { services } = useShell();
  const { data, loading, fetchMore, refetch } = useQuery(PublicationHomeDocument, {
    client: services.apollo,
    variables: variablesOf(slug),
  });
  if (!data) {
    return (
      <PageLoadState
        loading={loading}
        label="Loading publication"
        message="This publication could not be loaded."
        onRetry={() => void refetch()}
      />
    );
  }
  const publication = data.collectionByDomainOrSlug;
  if (!publication) return <NotFoundScreen />;

  const onShowMore = (paging: PagingInput) => fetchMore({ variables: { paging }, updateQuery: withMoreLatestPosts });

  return (
    <div className="ink-inset">
      <header>
        <h1 className="ink-page-title">{publication.name}</h1>
        {publication.description && <p className="ink-muted">{publication.description}</p>}
        <p className="ink-muted">{countLabel(publication.subscriberCount, 'Follower', 'Followers')}</p>
        <FollowButtonSlot target={{ type: 'collection', id: publication.id }} />
      </header>
      <h2 className="ink-section-title">Latest stories</h2>
      <FeedSection
        feed={publication.latestPosts}
        loading={loading}
        label={`Latest stories in ${publication.name}`}
        errorText="The stories could not be loaded."
        onRetry={() => void refetch()}
        onShowMore={onShowMore}
        empty={`${publication.name} hasn’t published any stories yet.`}
      />
    </div>
  );
}

/** Page `publication-profile`: the publication's latest stories (inside the publication layout). */
export default function PublicationHomePage({ params, mode }: PageProps) {
  const slug = publicationSlugOf(params, mode);
  return (
    <div className="ink-pages">
      <PageStyles />
      {slug ? <PublicationHome slug={slug} /> : <NotFoundScreen />}
    </div>
  );
}
