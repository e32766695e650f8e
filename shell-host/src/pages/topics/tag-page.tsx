import { useQuery } from '@apollo/client/react';
import { buildRouteLink, type RouteDefinition } from '@inkpot/shared-contracts';
import { Link } from '../../routing/link.tsx';
import { useEntityHead } from '../../routing/page-head.ts';
import { useShell, pageQuery, type PageProps, type PageQuery } from '../../routing/page-props.ts';
import { countLabel } from '../formats.ts';
import { NotFoundScreen } from '../status/not-found-page.tsx';
import { PageLoadState, PageStyles } from '../page-parts.tsx';
import PlaceholderPage from '../status/placeholder-page.tsx';
import { appendFeedPage, FeedSection } from '../story/story-card.tsx';
import type { PagingInput } from '../../__generated__/schema-types.ts';
import { TagPageDocument, type TagPageQueryVariables } from './__generated__/tag-page.generated.ts';

export const TAG_PAGE_SIZE = 10;

/**
 * The routes of page `topic-portal` this page serves: the topic's stories, newest first
 * (`/tag/{tagSlug}` and its `/latest`). Its top writers are not built yet.
 */
const TAG_STORY_ROUTES: ReadonlySet<string> = new Set(['tagPosts', 'tagLatest']);

export const servesTagStories = (route: Pick<RouteDefinition, 'name'>) => TAG_STORY_ROUTES.has(route.name);

function variablesOf(tagSlug: string): TagPageQueryVariables {
  return { tagSlug, paging: { limit: TAG_PAGE_SIZE } };
}

export function queries(params: Readonly<Record<string, string>>, route?: RouteDefinition): ReadonlyArray<PageQuery> {
  const slug = params.tagSlug;
  return slug && (!route || servesTagStories(route)) ? [pageQuery(TagPageDocument, variablesOf(slug))] : [];
}

function TagStories({ slug }: { slug: string }) {
  const { services } = useShell();
  const { data, loading, fetchMore, refetch } = useQuery(TagPageDocument, {
    client: services.apollo,
    variables: variablesOf(slug),
  });
  const tag = data?.tagFromSlug;
  useEntityHead(tag ? { kind: 'tag', slug: tag.slug, displayTitle: tag.displayTitle } : null);

  if (!data) {
    return (
      <PageLoadState
        loading={loading}
        label="Loading topic"
        message="This topic could not be loaded."
        onRetry={() => void refetch()}
      />
    );
  }
  if (!tag) return <NotFoundScreen />;

  const onShowMore = (paging: PagingInput) =>
    fetchMore({
      variables: { paging },
      updateQuery: (previous, { fetchMoreResult }) => ({
        ...previous,
        tagFeed: appendFeedPage(previous.tagFeed, fetchMoreResult.tagFeed),
      }),
    });

  return (
    <div className="ink-inset">
      <header className="ink-topic__header">
        <p className="ink-topic__eyebrow">
          <Link to={buildRouteLink('exploreTopics')}>Topic</Link>
        </p>
        <h1 className="ink-page-title ink-topic__title">{tag.displayTitle}</h1>
        <p className="ink-muted">{countLabel(tag.postCount, 'story', 'stories')}</p>
      </header>
      <h2 className="ink-section-title">Latest stories</h2>
      <FeedSection
        feed={data.tagFeed}
        loading={loading}
        label={`Latest stories in ${tag.displayTitle}`}
        errorText="The stories could not be loaded."
        onRetry={() => void refetch()}
        onShowMore={onShowMore}
        omitTagSlug={tag.slug}
        empty={`There are no stories in ${tag.displayTitle} yet.`}
      />
    </div>
  );
}

/** Page `topic-portal` (`/tag/{tagSlug}`, `/tag/{tagSlug}/latest`): a topic's name and its stories, newest first. */
export default function TagPage(props: PageProps) {
  const slug = props.params.tagSlug;
  if (!servesTagStories(props.route)) return <PlaceholderPage {...props} />;
  return (
    <div className="ink-pages">
      <PageStyles />
      {slug ? <TagStories key={slug} slug={slug} /> : <NotFoundScreen />}
    </div>
  );
}
