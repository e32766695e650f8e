import { useQuery } from '@apollo/client/react';
import { buildRouteLink } from '@inkpot/shared-contracts';
import { Link } from '../../routing/link.tsx';
import { pageQuery, useShell, type PageProps, type PageQuery } from '../../routing/page-props.ts';
import { NewsletterButtonSlot } from '../people/newsletter-button-slot.tsx';
import { NotFoundScreen } from '../status/not-found-page.tsx';
import { PageLoadState, PageStyles } from '../page-parts.tsx';
import { publicationSlugOf } from './publication-home-page.tsx';
import { StoryList } from '../story/story-card.tsx';
import { PublicationFrameDocument } from './__generated__/publication-frame.generated.ts';
import {
  PublicationNewsletterDocument,
  type PublicationNewsletterQueryVariables,
} from './__generated__/publication-newsletter-page.generated.ts';

/** How many of its latest stories the newsletter page shows (the rest are on its Latest page). */
export const NEWSLETTER_LATEST_STORIES = 5;

function variablesOf(slug: string): PublicationNewsletterQueryVariables {
  return { slug, paging: { limit: NEWSLETTER_LATEST_STORIES } };
}

/** The publication, its newsletter and stories, and the publication bar's publication. */
export function queries(params: Readonly<Record<string, string>>): ReadonlyArray<PageQuery> {
  const slug = publicationSlugOf(params, { kind: 'default' });
  return slug
    ? [pageQuery(PublicationNewsletterDocument, variablesOf(slug)), pageQuery(PublicationFrameDocument, { slug })]
    : [];
}

/**
 * Which newsletter an address names: `/newsletter` is the publication's own; under
 * `/newsletters/{newsletterSlug}` a publication's one newsletter is named by its id, and any other
 * name is no newsletter of it.
 */
export function isNewsletterAddressed(newsletterId: string, params: Readonly<Record<string, string>>): boolean {
  return params.newsletterSlug === undefined || params.newsletterSlug === newsletterId;
}

function PublicationNewsletter({ slug, params }: { slug: string; params: Readonly<Record<string, string>> }) {
  const { services, mode } = useShell();
  const { data, loading, refetch } = useQuery(PublicationNewsletterDocument, {
    client: services.apollo,
    variables: variablesOf(slug),
  });
  if (!data) {
    return (
      <PageLoadState
        loading={loading}
        label="Loading the newsletter"
        message="The newsletter could not be loaded."
        onRetry={() => void refetch()}
      />
    );
  }
  const publication = data.collectionByDomainOrSlug;
  if (!publication) return <NotFoundScreen />;
  const { newsletter } = publication;
  if (newsletter && !isNewsletterAddressed(newsletter.id, params)) return <NotFoundScreen />;
  if (!newsletter && params.newsletterSlug !== undefined) return <NotFoundScreen />;
  const latest = buildRouteLink('collectionLatest', { collectionSlug: publication.slug }, { mode: mode.kind });
  return (
    <div className="ink-inset ink-newsletter-landing">
      <header className="ink-newsletter-landing__header">
        <p className="ink-muted">Newsletter</p>
        <h1 className="ink-page-title ink-page-title--lead">{publication.name}</h1>
        {publication.description && <p className="ink-page-intro">{publication.description}</p>}
        {newsletter ? (
          <>
            <p className="ink-muted">Get the stories of {publication.name} by email as they are published.</p>
            {/* The notifications remote's newsletter button, as on a writer's profile. */}
            <NewsletterButtonSlot collectionId={publication.id} />
          </>
        ) : (
          <p className="ink-empty">{publication.name} has no newsletter yet.</p>
        )}
      </header>
      <section aria-labelledby="newsletter-latest">
        <h2 id="newsletter-latest" className="ink-section-title">
          Latest from {publication.name}
        </h2>
        <StoryList
          feed={publication.latestPosts}
          label={`Latest stories in ${publication.name}`}
          empty={`${publication.name} hasn’t published any stories yet.`}
        />
        {publication.latestPosts.pagingInfo.next && (
          <p>
            <Link to={latest}>See all stories</Link>
          </p>
        )}
      </section>
    </div>
  );
}

/**
 * Page `publication-newsletter-landing` (`/{collectionSlug}/newsletter` and
 * `/{collectionSlug}/newsletters/{newsletterSlug}`, inside the publication layout): the publication's
 * name and description, the Subscribe control (the notifications remote's newsletter button), and
 * its latest stories. Public.
 */
export default function PublicationNewsletterPage({ params, mode }: PageProps) {
  const slug = publicationSlugOf(params, mode);
  return (
    <div className="ink-pages">
      <PageStyles />
      {slug ? <PublicationNewsletter key={slug} slug={slug} params={params} /> : <NotFoundScreen />}
    </div>
  );
}
