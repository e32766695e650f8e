import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { buildRouteLink, postStatsLink } from '@inkpot/shared-contracts';
import { DEFAULT_STATS_DAYS } from '@inkpot/shared-contracts/story-stats';
import { Link } from '../../routing/link.tsx';
import { pageQuery, useShell, type PageProps, type PageQuery } from '../../routing/page-props.ts';
import { LoadError, LoadingPlaceholder, PageStyles, SignInPrompt } from '../page-parts.tsx';
import { StatsReport } from './stats-report.tsx';
import { postIdOf } from '../story/post-page.tsx';
import { StatsPageDocument } from './__generated__/stats-page.generated.ts';

/** The server renders the default period; the reader picks another in the browser. */
export function queries(params: Readonly<Record<string, string>>): ReadonlyArray<PageQuery> {
  return [pageQuery(StatsPageDocument, { days: DEFAULT_STATS_DAYS, postId: postIdOf(params) })];
}

/**
 * Pages `stats-homepage` (/me/stats) and `stats-post` (/me/stats/post/{postId}): the viewer's views
 * and reads per day over 7, 30 (first) or 90 days as a chart with its text alternative, the totals, and
 * (all stories) each story's figures linking to its own stats. What counts as a view and a read:
 * docs/host-pages.md#stats.
 */
export default function StatsPage({ params }: PageProps) {
  const { services, viewer } = useShell();
  const signedIn = viewer.status === 'signed-in';
  const postId = postIdOf(params);
  // Held in the page, not the address: the address bar keeps only a few allowed query parameters.
  const [days, setDays] = useState<number>(DEFAULT_STATS_DAYS);
  const page = useQuery(StatsPageDocument, {
    client: services.apollo,
    variables: { days, postId },
    skip: !signedIn,
  });

  if (!signedIn) return <SignInPrompt message="Sign in to see the stats of your stories." />;
  const body = () => {
    if (page.error && !page.data)
      return <LoadError message="Your stats could not be loaded." onRetry={() => void page.refetch()} />;
    if (!page.data) return <LoadingPlaceholder label="Loading your stats" lines={6} />;
    const stats = page.data.viewer?.storyStats;
    if (!stats) return <p className="ink-empty">This story is not one of yours, so its stats are not yours to see.</p>;
    const story = postId ? stats.stories[0]?.post : null;
    return (
      <>
        {postId && (
          <p>
            <Link to={buildRouteLink('stats')}>All stories</Link>
            {story && (
              <>
                {' · '}
                <Link to={story.mediumUrl}>{story.title || 'Untitled story'}</Link>
              </>
            )}
          </p>
        )}
        <StatsReport
          stats={stats}
          days={days}
          onDays={setDays}
          storyLink={postId ? null : (post) => postStatsLink(post.id)}
          empty={`None of your stories was viewed in these ${stats.days} days.`}
        />
      </>
    );
  };
  return (
    <div className="ink-pages">
      <PageStyles />
      <div className="ink-inset">
        <h1 className="ink-page-title">{postId ? 'Story stats' : 'Stats'}</h1>
        <p className="ink-stats__rule">
          A view is a visit to your story’s page by someone else; a read, a view that reached the end of the story with
          the page open at least 30 seconds.
        </p>
        {body()}
      </div>
    </div>
  );
}
