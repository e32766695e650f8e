import { useQuery } from '@apollo/client/react';
import { buildRouteLink, tagLink, type RoutingModeKind } from '@inkpot/shared-contracts';
import { Link } from '../../routing/link.tsx';
import { useShell, pageQuery, type PageProps, type PageQuery } from '../../routing/page-props.ts';
import { NotFoundScreen } from '../status/not-found-page.tsx';
import { PageLoadState, PageStyles } from '../page-parts.tsx';
import { publicationSlugOf, withMoreLatestPosts } from './publication-home-page.tsx';
import { FeedSection } from '../story/story-card.tsx';
import type { PagingInput } from '../../__generated__/schema-types.ts';
import { PublicationFrameDocument } from './__generated__/publication-frame.generated.ts';
import {
  PublicationTaggedDocument,
  type PublicationTaggedQueryVariables,
} from './__generated__/publication-tagged-page.generated.ts';

export const PUBLICATION_TAGGED_PAGE_SIZE = 10;

function variablesOf(slug: string, tagSlug: string): PublicationTaggedQueryVariables {
  return { slug, tagSlug, paging: { limit: PUBLICATION_TAGGED_PAGE_SIZE } };
}

/** The tagged stories and the publication layout's navigation bar, so neither waits after the click. */
export function queries(params: Readonly<Record<string, string>>): ReadonlyArray<PageQuery> {
  const slug = publicationSlugOf(params, { kind: 'default' });
  const tagSlug = params.tagSlug;
  return slug && tagSlug
    ? [pageQuery(PublicationTaggedDocument, variablesOf(slug, tagSlug)), pageQuery(PublicationFrameDocument, { slug })]
    : [];
}

function PublicationTagged({ slug, tagSlug, mode }: { slug: string; tagSlug: string; mode: RoutingModeKind }) {
  const { services } = useShell();
  const { data, loading, fetchMore, refetch } = useQuery(PublicationTaggedDocument, {
    client: services.apollo,
    variables: variablesOf(slug, tagSlug),
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
  // An unknown tag is named by its address and simply has no stories here.
  const tag = data.tagFromSlug;
  const tagTitle = tag?.displayTitle ?? tagSlug;
  const home = buildRouteLink('collection', { collectionSlug: publication.slug }, { mode });

  const onShowMore = (paging: PagingInput) => fetchMore({ variables: { paging }, updateQuery: withMoreLatestPosts });

  return (
    <div className="ink-inset">
      <header>
        <h1 className="ink-page-title ink-page-title--lead">
          {tagTitle} in {publication.name}
        </h1>
        <p className="ink-muted ink-page-intro">
          Stories in {publication.name} tagged {tagTitle}, newest first.
        </p>
        <p className="ink-muted">
          {tag && (
            <>
              <Link to={tagLink(tag.slug)}>All stories tagged {tag.displayTitle}</Link>
              <span aria-hidden="true"> · </span>
            </>
          )}
          <Link to={home}>Back to {publication.name}</Link>
        </p>
      </header>
      <FeedSection
        feed={publication.latestPosts}
        loading={loading}
        label={`${tagTitle} in ${publication.name}`}
        errorText="The stories could not be loaded."
        onRetry={() => void refetch()}
        onShowMore={onShowMore}
        empty={`${publication.name} hasn’t published any stories tagged ${tagTitle} yet.`}
      />
    </div>
  );
}

/**
 * Page `publication-tagged` (`/{collectionSlug}/tagged/{tagSlug}`, `/tagged/{tagSlug}` on the
 * publication's own domain, and a feature page's `/{featureSlug}/tagged/{tagSlug}`, inside the
 * publication layout): the publication's stories carrying the tag, newest first.
 */
export default function PublicationTaggedPage({ params, mode }: PageProps) {
  const slug = publicationSlugOf(params, mode);
  const tagSlug = params.tagSlug;
  return (
    <div className="ink-pages">
      <PageStyles />
      {slug && tagSlug ? (
        <PublicationTagged key={`${slug}/${tagSlug}`} slug={slug} tagSlug={tagSlug} mode={mode.kind} />
      ) : (
        <NotFoundScreen />
      )}
    </div>
  );
}
