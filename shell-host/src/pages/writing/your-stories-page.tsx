import { useQuery } from '@apollo/client/react';
import { buildRouteLink } from '@inkpot/shared-contracts';
import { useState } from 'react';
import { Link } from '../../routing/link.tsx';
import { pageQuery, useShell, type PageProps, type PageQuery } from '../../routing/page-props.ts';
import type { YourStoriesFilter } from '../../__generated__/schema-types.ts';
import { LoadingPlaceholder, PageLoadState, PageStyles, SignInPrompt } from '../page-parts.tsx';
import { WritingStyles } from '../story/story-body.tsx';
import { useDateFormats } from '../use-date-formats.ts';
import { YourStoriesPageDocument, type YourStoriesPageQuery } from './__generated__/your-stories-page.generated.ts';

export const YOUR_STORIES_PAGE_SIZE = 20;

/** The tabs, in order: what each is called, its `filterBy` in the path, and the API's filter. */
export const YOUR_STORIES_TABS = [
  { tab: 'drafts', label: 'Drafts', filter: 'DRAFTS' },
  { tab: 'published', label: 'Published', filter: 'PUBLISHED' },
  { tab: 'deleted', label: 'Deleted', filter: 'DELETED' },
] as const satisfies readonly { tab: string; label: string; filter: YourStoriesFilter }[];

export type YourStoriesTab = (typeof YOUR_STORIES_TABS)[number]['tab'];

/** Other names a link may use for a tab (`public` is the published tab). */
const TAB_ALIASES: Readonly<Record<string, YourStoriesTab>> = { public: 'published', trash: 'deleted' };

const tabNamed = (name: string | null | undefined): YourStoriesTab | null => {
  if (!name) return null;
  const value = name.toLowerCase();
  return YOUR_STORIES_TABS.find((entry) => entry.tab === value)?.tab ?? TAB_ALIASES[value] ?? null;
};

/**
 * The open tab: the path's `/me/stories/{filterBy}`, else `?tab=` (the undelete toast sends
 * `/me/stories/deleted?tab=deleted`), else drafts.
 */
export function yourStoriesTabOf(filterBy: string | undefined, search: string): YourStoriesTab {
  return tabNamed(filterBy) ?? tabNamed(new URLSearchParams(search).get('tab')) ?? 'drafts';
}

const filterOf = (tab: YourStoriesTab): YourStoriesFilter =>
  YOUR_STORIES_TABS.find((entry) => entry.tab === tab)?.filter ?? 'DRAFTS';

const variablesOf = (tab: YourStoriesTab) => ({ filter: filterOf(tab), paging: { limit: YOUR_STORIES_PAGE_SIZE } });

export function queries(params: Readonly<Record<string, string>>): ReadonlyArray<PageQuery> {
  return [pageQuery(YourStoriesPageDocument, variablesOf(yourStoriesTabOf(params.filterBy, '')))];
}

type StoryItem = YourStoriesPageQuery['yourStories']['items'][number]['post'];

const EMPTY: Record<YourStoriesTab, string> = {
  drafts: 'You have no drafts. Every story you start is kept here until you publish it.',
  published: 'You have not published a story yet.',
  deleted: 'Nothing in the trash. Deleted stories stay here for 14 days, and can be restored until then.',
};

function StoryRow({ story, tab }: { story: StoryItem; tab: YourStoriesTab }) {
  const formats = useDateFormats();
  const title = story.title.trim() || 'Untitled story';
  const editLink = buildRouteLink('postEdit', { postId: story.id });
  const when =
    tab === 'published' && story.latestPublishedAt
      ? `Published ${formats.day(story.latestPublishedAt)}`
      : `Last edited ${formats.day(story.updatedAt)}`;
  return (
    <li className="ink-your-story">
      <h3 className="ink-your-story__title">
        <Link to={tab === 'drafts' ? editLink : story.mediumUrl}>{title}</Link>
      </h3>
      <p className="ink-muted">
        {when} · {Math.max(1, Math.round(story.readingTime))} min read{story.isLocked ? ' · Member-only' : ''}
      </p>
      <p className="ink-your-story__actions">
        {tab !== 'deleted' && (
          <Link to={editLink} aria-label={`Edit ${title}`}>
            Edit
          </Link>
        )}
        {tab === 'published' && <Link to={story.mediumUrl}>View</Link>}
        {tab === 'deleted' && <Link to={story.mediumUrl}>Open to restore</Link>}
      </p>
    </li>
  );
}

function StoriesTab({ tab }: { tab: YourStoriesTab }) {
  const { services } = useShell();
  const [loadingMore, setLoadingMore] = useState(false);
  const { data, loading, refetch, fetchMore } = useQuery(YourStoriesPageDocument, {
    client: services.apollo,
    variables: variablesOf(tab),
    // A story saved or published a moment ago shows here: the list is asked for on every visit.
    fetchPolicy: 'cache-and-network',
  });
  const counts = data?.yourStoryCounts;
  const countOf = (entry: YourStoriesTab) => (counts ? counts[entry] : null);
  const next = data?.yourStories.pagingInfo.next;
  return (
    <>
      <nav className="ink-tabs" aria-label="Your stories">
        {YOUR_STORIES_TABS.map((entry) => (
          <Link
            key={entry.tab}
            className="ink-tab"
            to={buildRouteLink('yourStoriesFiltered', { filterBy: entry.tab })}
            aria-current={entry.tab === tab ? 'page' : undefined}
          >
            {entry.label}
            {countOf(entry.tab) !== null && <span className="ink-tab__count"> {countOf(entry.tab)}</span>}
          </Link>
        ))}
      </nav>
      {!data ? (
        <PageLoadState
          loading={loading}
          label="Loading your stories"
          message="Your stories could not be loaded."
          onRetry={() => void refetch()}
        />
      ) : data.yourStories.items.length === 0 ? (
        <p className="ink-empty">{EMPTY[tab]}</p>
      ) : (
        <ul className="ink-your-stories" aria-label={YOUR_STORIES_TABS.find((entry) => entry.tab === tab)?.label}>
          {data.yourStories.items.map(({ post }) => (
            <StoryRow key={post.id} story={post} tab={tab} />
          ))}
        </ul>
      )}
      {next && (
        <p>
          <button
            type="button"
            className="ink-button"
            disabled={loadingMore}
            onClick={() => {
              setLoadingMore(true);
              void fetchMore({
                variables: { paging: { limit: next.limit, to: next.to } },
                updateQuery: (previous, { fetchMoreResult }) => {
                  const seen = new Set(previous.yourStories.items.map((item) => item.post.id));
                  return {
                    ...fetchMoreResult,
                    yourStories: {
                      ...fetchMoreResult.yourStories,
                      items: [
                        ...previous.yourStories.items,
                        ...fetchMoreResult.yourStories.items.filter((item) => !seen.has(item.post.id)),
                      ],
                    },
                  };
                },
              }).finally(() => setLoadingMore(false));
            }}
          >
            Show more
          </button>
        </p>
      )}
    </>
  );
}

/**
 * Page `your-stories` (/me/stories, /me/stories/{filterBy}): the viewer's stories in three tabs,
 * drafts, published and deleted, each linking to its editor or to the story. Visitors are asked
 * to sign in.
 */
export default function YourStoriesPage({ params, location }: PageProps) {
  const { viewer } = useShell();
  const tab = yourStoriesTabOf(params.filterBy, location.search);
  return (
    <div className="ink-pages">
      <PageStyles />
      <WritingStyles />
      <div className="ink-inset">
        <header className="ink-your-stories__header">
          <h1 className="ink-page-title">Your stories</h1>
          {viewer.status === 'signed-in' && (
            <Link className="ink-button ink-button--primary" to={buildRouteLink('newStory')}>
              Write a story
            </Link>
          )}
        </header>
        {viewer.status === 'loading' ? (
          <LoadingPlaceholder label="Loading your stories" />
        ) : viewer.status === 'visitor' ? (
          <SignInPrompt message="Sign in to see your stories." />
        ) : (
          <StoriesTab tab={tab} />
        )}
      </div>
    </div>
  );
}
