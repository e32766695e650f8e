import { useQuery } from '@apollo/client/react';
import { useShell, pageQuery, type PageProps, type PageQuery } from '../../routing/page-props.ts';
import { NotFoundScreen } from '../status/not-found-page.tsx';
import { PageLoadState, PageStyles } from '../page-parts.tsx';
import { publicationSlugOf, withMoreLatestPosts } from './publication-home-page.tsx';
import { FeedSection } from '../story/story-card.tsx';
import type { PagingInput } from '../../__generated__/schema-types.ts';
import { PublicationFrameDocument } from './__generated__/publication-frame.generated.ts';
import {
  PublicationLatestDocument,
  type PublicationLatestQueryVariables,
} from './__generated__/publication-latest-page.generated.ts';

export const PUBLICATION_LATEST_PAGE_SIZE = 10;

function variablesOf(slug: string): PublicationLatestQueryVariables {
  return { slug, paging: { limit: PUBLICATION_LATEST_PAGE_SIZE } };
}

/** The stories and the publication layout's navigation bar, so neither waits after the click. */
export function queries(params: Readonly<Record<string, string>>): ReadonlyArray<PageQuery> {
  const slug = publicationSlugOf(params, { kind: 'default' });
  return slug
    ? [pageQuery(PublicationLatestDocument, variablesOf(slug)), pageQuery(PublicationFrameDocument, { slug })]
    : [];
}

function PublicationLatest({ slug }: { slug: string }) {
  const { services } = useShell();
  const { data, loading, fetchMore, refetch } = useQuery(PublicationLatestDocument, {
    client: services.apollo,
    variables: variablesOf(slug),
  });
  if (!data) {
    return (
      <PageLoadState
        loading={loading}
        label="Loading stories"
        message="The stories could not be loaded."
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
        <h1 className="ink-page-title ink-page-title--lead">Latest stories</h1>
        <p className="ink-muted ink-page-intro">Stories in {publication.name}, newest first.</p>
      </header>
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

/** Page `publication-latest` (`/{collectionSlug}/latest`, inside the publication layout): its stories, newest first. */
export default function PublicationLatestPage({ params, mode }: PageProps) {
  const slug = publicationSlugOf(params, mode);
  return (
    <div className="ink-pages">
      <PageStyles />
      {slug ? <PublicationLatest key={slug} slug={slug} /> : <NotFoundScreen />}
    </div>
  );
}
