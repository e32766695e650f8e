import { useQuery } from '@apollo/client/react';
import { buildRouteLink } from '@inkpot/shared-contracts';
import { Link } from '../../routing/link.tsx';
import { useShell, pageQuery, type PageProps, type PageQuery } from '../../routing/page-props.ts';
import { PageStyles } from '../page-parts.tsx';
import { FeedSection, QueryFeedSection } from '../story/story-card.tsx';
import {
  HomeFollowingFeedDocument,
  HomeForYouFeedDocument,
  HomeStaffPicksDocument,
} from './__generated__/home-page.generated.ts';

export const FEED_PAGE_SIZE = 10;
export const ASIDE_STAFF_PICK_COUNT = 3;

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

export function queries(): ReadonlyArray<PageQuery> {
  return [pageQuery(HomeForYouFeedDocument, firstPage), pageQuery(HomeStaffPicksDocument, asidePage)];
}

function ForYouFeed() {
  return (
    <QueryFeedSection
      query={HomeForYouFeedDocument}
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
      query={HomeFollowingFeedDocument}
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
  const { data, loading, refetch } = useQuery(HomeStaffPicksDocument, {
    client: services.apollo,
    variables: asidePage,
  });
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
