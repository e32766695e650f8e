import type { RouteDefinition } from '@inkpot/shared-contracts';
import { useShell, pageQuery, type PageProps, type PageQuery } from '../../routing/page-props.ts';
import { PageStyles } from '../page-parts.tsx';
import PlaceholderPage from '../status/placeholder-page.tsx';
import { QueryFeedSection } from '../story/story-card.tsx';
import { TopStoriesDocument, type TopStoriesQueryVariables } from './__generated__/top-stories-page.generated.ts';

export const TOP_STORIES_PAGE_SIZE = 10;

/**
 * The routes of page `series` this page serves: the top stories (`/top-stories`, `/browse/top`).
 * The API records no reads or claps, so the top stories are the staff picks, in the order the
 * staff chose. A day's top stories, series and sequences are not built yet.
 */
const TOP_STORIES_ROUTES: ReadonlySet<string> = new Set(['topStories', 'browseTop']);

export const servesTopStories = (route: Pick<RouteDefinition, 'name'>) => TOP_STORIES_ROUTES.has(route.name);

const firstPage = { paging: { limit: TOP_STORIES_PAGE_SIZE } } satisfies TopStoriesQueryVariables;

export function queries(_params: Readonly<Record<string, string>>, route?: RouteDefinition): ReadonlyArray<PageQuery> {
  return !route || servesTopStories(route) ? [pageQuery(TopStoriesDocument, firstPage)] : [];
}

/** Page `series` at `/top-stories` and `/browse/top`: the staff picks, 10 at a time. */
export default function TopStoriesPage(props: PageProps) {
  const { config } = useShell();
  if (!servesTopStories(props.route)) return <PlaceholderPage {...props} />;
  return (
    <div className="ink-pages">
      <PageStyles />
      <div className="ink-inset">
        <header>
          <h1 className="ink-page-title ink-page-title--lead">Top stories</h1>
          <p className="ink-muted ink-page-intro">
            Stories the {config.productName} staff picked, in the order they chose them.
          </p>
        </header>
        <QueryFeedSection
          query={TopStoriesDocument}
          field="staffPicksFeed"
          firstPage={firstPage}
          label="Top stories"
          errorText="The top stories could not be loaded."
          empty="There are no top stories yet."
        />
      </div>
    </div>
  );
}
