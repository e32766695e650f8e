import { gql, type ApolloClient, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { buildRouteLink } from '@inkpot/shared-contracts';
import { Link } from '../routing/link.tsx';
import { useShell, type PageProps } from '../routing/page-props.ts';
import type {
  HomeFollowingFeedQuery,
  HomeFollowingFeedQueryVariables,
  HomeForYouFeedQuery,
  HomeForYouFeedQueryVariables,
  HomeStaffPicksQuery,
  HomeStaffPicksQueryVariables,
} from './__generated__/operations.ts';
import { PageStyles } from './page-parts.tsx';
import { FeedSection, QueryFeedSection, STORY_LIST_FEED } from './story-card.tsx';

export const FEED_PAGE_SIZE = 10;
export const ASIDE_STAFF_PICK_COUNT = 3;

export const HOME_FOR_YOU_FEED: TypedDocumentNode<HomeForYouFeedQuery, HomeForYouFeedQueryVariables> = gql`
  query HomeForYouFeed($paging: PagingInput) {
    webRecommendedFeed(paging: $paging) {
      ...StoryList_feed
    }
  }
  ${STORY_LIST_FEED}
`;

export const HOME_FOLLOWING_FEED: TypedDocumentNode<HomeFollowingFeedQuery, HomeFollowingFeedQueryVariables> = gql`
  query HomeFollowingFeed($paging: PagingInput) {
    followingFeed(paging: $paging) {
      ...StoryList_feed
    }
  }
  ${STORY_LIST_FEED}
`;

export const HOME_STAFF_PICKS: TypedDocumentNode<HomeStaffPicksQuery, HomeStaffPicksQueryVariables> = gql`
  query HomeStaffPicks($paging: PagingInput) {
    staffPicksFeed(paging: $paging) {
      ...StoryList_feed
    }
  }
  ${STORY_LIST_FEED}
`;

const firstPage = { paging: { limit: FEED_PAGE_SIZE } };
const asidePage = { paging: { limit: ASIDE_STAFF_PICK_COUNT } };

export type HomeFeed = 'for-you' | 'following';

/** The feed tab of the home page, from the allow-listed `feed` query parameter. */
export function homeFeedOf(search: string): HomeFeed {
  return new URLSearchParams(search).get('feed') === 'following' ? 'following' : 'for-you';
}

const FEED_TABS: ReadonlyArray<{ feed: HomeFeed; label: string; href: string }> = [
  { feed: 'for-you', label: 'For you', href: buildRouteLink('home') },
  { feed: 'following', label: 'Following', href: buildRouteLink('home', {}, { query: { feed: 'following' } }) },
];

export function preload(apollo: ApolloClient) {
  return Promise.all([
    apollo.query({ query: HOME_FOR_YOU_FEED, variables: firstPage }),
    apollo.query({ query: HOME_STAFF_PICKS, variables: asidePage }),
  ]);
}

function ForYouFeed() {
  return (
    <QueryFeedSection
      query={HOME_FOR_YOU_FEED}
      field="webRecommendedFeed"
      firstPage={firstPage}
      label="Stories for you"
      errorText="Your stories could not be loaded."
      empty="There are no stories to recommend yet. Check back soon."
    />
  );
}

function FollowingFeed() {
  return (
    <QueryFeedSection
      query={HOME_FOLLOWING_FEED}
      field="followingFeed"
      firstPage={firstPage}
      label="Stories from people you follow"
      errorText="The stories of the writers and publications you follow could not be loaded."
      empty={
        <>
          <p>Stories from the writers and publications you follow will appear here.</p>
          <p>
            <Link to={buildRouteLink('followingSuggestions')}>Find writers and publications to follow.</Link>
          </p>
        </>
      }
    />
  );
}

/** Page `home` (signed in, two columns): the 'For you' and 'Following' feeds. */
export default function HomePage({ location }: PageProps) {
  const feed = homeFeedOf(location.search);
  return (
    <div className="ink-pages">
      <PageStyles />
      <div className="ink-inset">
        <h1 className="ink-visually-hidden">Home</h1>
        <nav aria-label="Feeds">
          <ul className="ink-tabs">
            {FEED_TABS.map((tab) => (
              <li key={tab.feed}>
                <Link to={tab.href} aria-current={tab.feed === feed ? 'page' : undefined}>
                  {tab.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {feed === 'following' ? <FollowingFeed /> : <ForYouFeed />}
      </div>
    </div>
  );
}

/** The right column of the home page: staff picks. */
export function Aside() {
  const { services } = useShell();
  const { data, loading, refetch } = useQuery(HOME_STAFF_PICKS, { client: services.apollo, variables: asidePage });
  return (
    <section className="ink-pages ink-aside" aria-labelledby="home-staff-picks-title">
      <PageStyles />
      <h2 id="home-staff-picks-title" className="ink-aside__title">
        Staff Picks
      </h2>
      <FeedSection
        feed={data?.staffPicksFeed}
        loading={loading}
        label="Staff Picks"
        errorText="Staff picks could not be loaded."
        onRetry={() => void refetch()}
        empty="No staff picks yet."
        compact
        headingLevel={3}
      />
    </section>
  );
}
