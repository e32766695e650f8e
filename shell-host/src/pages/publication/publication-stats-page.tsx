import { useQuery } from '@apollo/client/react';
import { DEFAULT_STATS_DAYS } from '@inkpot/shared-contracts/story-stats';
import type { RouteDefinition } from '@inkpot/shared-contracts';
import { useState } from 'react';
import { pageQuery, useShell, type PageProps, type PageQuery } from '../../routing/page-props.ts';
import { NotFoundScreen } from '../status/not-found-page.tsx';
import { LoadingPlaceholder, PageLoadState, PageStyles, SignInPrompt } from '../page-parts.tsx';
import PlaceholderPage from '../status/placeholder-page.tsx';
import { publicationSlugOf } from './publication-home-page.tsx';
import { StatsReport } from '../stats/stats-report.tsx';
import { PublicationFrameDocument } from './__generated__/publication-frame.generated.ts';
import { PublicationStatsDocument } from './__generated__/publication-stats-page.generated.ts';

/** A newsletter's own stats (emails sent and opened) are not kept: that route stays the placeholder. */
const NEWSLETTER_STATS_ROUTE = 'collectionNewsletterStats';

/** The default period and the publication bar's publication; another period is picked in the browser. */
export function queries(params: Readonly<Record<string, string>>, route: RouteDefinition): ReadonlyArray<PageQuery> {
  const slug = publicationSlugOf(params, { kind: 'default' });
  if (!slug || route.name === NEWSLETTER_STATS_ROUTE) return [];
  return [
    pageQuery(PublicationStatsDocument, { slug, days: DEFAULT_STATS_DAYS }),
    pageQuery(PublicationFrameDocument, { slug }),
  ];
}

function PublicationStats({ slug }: { slug: string }) {
  const { services } = useShell();
  // Held in the page, not the address: the address bar keeps only a few allowed query parameters.
  const [days, setDays] = useState<number>(DEFAULT_STATS_DAYS);
  const { data, loading, refetch } = useQuery(PublicationStatsDocument, {
    client: services.apollo,
    variables: { slug, days },
  });
  if (!data) {
    return (
      <PageLoadState
        loading={loading}
        label="Loading the stats"
        message="The stats could not be loaded."
        onRetry={() => void refetch()}
      />
    );
  }
  const publication = data.collectionByDomainOrSlug;
  // Only its OWNER and EDITORs see its stats; to anyone else the page does not exist.
  if (!publication?.storyStats) return <NotFoundScreen />;
  return (
    <div className="ink-inset">
      <h1 className="ink-page-title">Stats</h1>
      <p className="ink-stats__rule">
        Views and reads of the stories in {publication.name}. A view is a visit to a story’s page by someone other than
        its writer; a read, a view that reached the end of the story with the page open at least 30 seconds.
      </p>
      <StatsReport
        stats={publication.storyStats}
        days={days}
        onDays={setDays}
        storyLink={(post) => post.mediumUrl}
        empty={`None of the stories in ${publication.name} was viewed in these ${publication.storyStats.days} days.`}
      />
    </div>
  );
}

/**
 * Page `publication-stats` (`/{collectionSlug}/stats`, `/stats/overview`, `/stats/stories`, inside
 * the publication layout): the views and reads of the publication's stories over 7, 30 (first) or
 * 90 days, per day as a chart with its text alternative and per story, for its OWNER and EDITORs.
 * Visitors are asked to sign in; anyone else gets the not-found page. A newsletter's stats
 * (`/newsletters/{newsletterSlug}/stats`) stay the placeholder.
 */
export default function PublicationStatsPage(props: PageProps) {
  const { viewer } = useShell();
  const slug = publicationSlugOf(props.params, props.mode);
  if (props.route.name === NEWSLETTER_STATS_ROUTE) return <PlaceholderPage {...props} />;
  let body;
  if (!slug) body = <NotFoundScreen />;
  else if (viewer.status === 'visitor')
    body = (
      <div className="ink-inset">
        <SignInPrompt message="Sign in to see the stats of this publication." />
      </div>
    );
  else if (viewer.status === 'loading')
    body = (
      <div className="ink-inset">
        <LoadingPlaceholder label="Loading the stats" lines={4} />
      </div>
    );
  else body = <PublicationStats key={slug} slug={slug} />;
  return (
    <div className="ink-pages">
      <PageStyles />
      {body}
    </div>
  );
}
