import { useQuery } from '@apollo/client/react';
import { buildRouteLink, type RouteDefinition, type RoutingMode, type ViewerState } from '@inkpot/shared-contracts';
import { Link } from '../../routing/link.tsx';
import { useEntityHead } from '../../routing/page-head.ts';
import { useShell, pageQuery, type PageProps, type PageQuery } from '../../routing/page-props.ts';
import { FollowButtonSlot } from './follow-button-slot.tsx';
import { NewsletterButtonSlot } from './newsletter-button-slot.tsx';
import { FriendBadgeSlot } from '../account/membership-slots.tsx';
import { countLabel } from '../formats.ts';
import { useDateFormats } from '../use-date-formats.ts';
import { NotFoundScreen } from '../status/not-found-page.tsx';
import { Avatar, LoadError, LoadingPlaceholder, PageStyles, SignInPrompt } from '../page-parts.tsx';
import { FollowersList, FollowingList, peopleQuery } from './people-lists.tsx';
import { appendFeedPage, FeedSection } from '../story/story-card.tsx';
import type { PagingInput } from '../../__generated__/schema-types.ts';
import {
  ProfilePageDocument,
  type ProfilePageQuery,
  type ProfilePageQueryVariables,
} from './__generated__/profile-page.generated.ts';

export const PROFILE_PAGE_SIZE = 10;

export type ProfileRef = { username: string } | { id: string };

/**
 * Whose profile a route shows: `/@{username}` (also filled in on a user's custom domain),
 * `/u/{userId}`, or the signed-in reader's own for `/me` and `/me/about`.
 */
export function profileRefOf(
  params: Readonly<Record<string, string>>,
  viewer: ViewerState,
): ProfileRef | 'loading' | 'sign-in' {
  if (params.username) return { username: params.username.replace(/^@/, '') };
  if (params.userId) return { id: params.userId };
  if (viewer.status === 'signed-in') return { id: viewer.viewer.id };
  return viewer.status === 'loading' ? 'loading' : 'sign-in';
}

function variablesOf(ref: ProfileRef): ProfilePageQueryVariables {
  return { ...ref, paging: { limit: PROFILE_PAGE_SIZE } };
}

export function queries(params: Readonly<Record<string, string>>, route?: RouteDefinition): ReadonlyArray<PageQuery> {
  // Without a username or id the profile is the viewer's, which the params do not name.
  const ref = profileRefOf(params, { status: 'loading' });
  if (typeof ref === 'string') return [];
  const view = route?.page ? profileViewOf(route.page) : 'user-profile';
  const people = view === 'user-followers' ? 'followers' : view === 'user-following' ? 'following' : null;
  return [pageQuery(ProfilePageDocument, variablesOf(ref)), ...(people ? [peopleQuery(people, ref)] : [])];
}

type ProfileUser = NonNullable<ProfilePageQuery['user']>;
type ProfileView = 'user-profile' | 'user-about' | 'user-followers' | 'user-following';

function profileViewOf(page: string): ProfileView {
  return page === 'user-about' || page === 'user-followers' || page === 'user-following' ? page : 'user-profile';
}

function ProfileHeader({ user, mode, isOwn }: { user: ProfileUser; mode: RoutingMode; isOwn: boolean }) {
  const link = { mode: mode.kind };
  return (
    <header className="ink-profile__header">
      <Avatar name={user.name} size="large" />
      <div>
        <h1 className="ink-profile__name">
          {user.name}
          {user.membership?.tier === 'FRIEND' && user.membership.friendSince && (
            <>
              {' '}
              <FriendBadgeSlot member={{ id: user.id, name: user.name, friendSince: user.membership.friendSince }} />
            </>
          )}
        </h1>
        <p className="ink-profile__counts">
          <Link to={buildRouteLink('userFollowers', { username: user.username }, link)}>
            {countLabel(user.socialStats.followerCount, 'Follower', 'Followers')}
          </Link>
          <Link to={buildRouteLink('userFollowing', { username: user.username }, link)}>
            {`${countLabel(user.socialStats.followingCount, 'Following', 'Following')}`}
          </Link>
        </p>
        {user.bio && <p className="ink-profile__bio">{user.bio}</p>}
        {/* The notifications remote's follow button. */}
        {/* Follow and the newsletter side by side; on one's own profile only the subscriber export. */}
        <div className="ink-profile__actions">
          {!isOwn && <FollowButtonSlot className="ink-profile__follow" target={{ type: 'user', id: user.id }} />}
          <NewsletterButtonSlot writerId={user.id} />
        </div>
      </div>
    </header>
  );
}

function ProfileTabs({ user, view, mode }: { user: ProfileUser; view: ProfileView; mode: RoutingMode }) {
  const link = { mode: mode.kind };
  const tabs = [
    { view: 'user-profile', label: 'Home', href: buildRouteLink('userProfile', { username: user.username }, link) },
    { view: 'user-about', label: 'About', href: buildRouteLink('userAbout', { username: user.username }, link) },
  ] as const;
  return (
    <nav aria-label="Profile">
      <ul className="ink-tabs">
        {tabs.map((tab) => (
          <li key={tab.view}>
            <Link to={tab.href} aria-current={tab.view === view ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function About({ user, productName }: { user: ProfileUser; productName: string }) {
  const membership = user.membership;
  const formats = useDateFormats();
  return (
    <section aria-labelledby="profile-about-title">
      <h2 id="profile-about-title" className="ink-section-title">
        About
      </h2>
      <p>{user.bio || `${user.name} hasn’t written a bio yet.`}</p>
      {membership && (
        <p className="ink-muted">
          {membership.tier === 'FRIEND' && membership.friendSince
            ? `Friend of ${productName} since ${formats.month(membership.friendSince)}`
            : `${productName} member since ${formats.month(membership.memberSince)}`}
        </p>
      )}
    </section>
  );
}

/** A profile's followers, or the writers and publications they follow, each with a follow button. */
function Connections({
  user,
  profileRef,
  view,
}: {
  user: ProfileUser;
  profileRef: ProfileRef;
  view: 'user-followers' | 'user-following';
}) {
  const title =
    view === 'user-followers'
      ? countLabel(user.socialStats.followerCount, 'Follower', 'Followers')
      : `${countLabel(user.socialStats.followingCount, 'Following', 'Following')}`;
  return (
    <section aria-labelledby="profile-connections-title">
      <h2 id="profile-connections-title" className="ink-section-title">
        {title}
      </h2>
      {view === 'user-followers' ? (
        <FollowersList personRef={profileRef} label={`People who follow ${user.name}`} />
      ) : (
        <FollowingList personRef={profileRef} label={`Whom ${user.name} follows`} />
      )}
    </section>
  );
}

function Profile({ profileRef, view }: { profileRef: ProfileRef; view: ProfileView }) {
  const { services, viewer, mode, config } = useShell();
  const { data, loading, fetchMore, refetch } = useQuery(ProfilePageDocument, {
    client: services.apollo,
    variables: variablesOf(profileRef),
  });
  const named = data?.user;
  useEntityHead(named ? { kind: 'user', name: named.name, username: named.username, bio: named.bio } : null);
  if (!data) {
    return (
      <div className="ink-inset">
        {loading ? (
          <LoadingPlaceholder label="Loading profile" lines={4} />
        ) : (
          <LoadError message="This profile could not be loaded." onRetry={() => void refetch()} />
        )}
      </div>
    );
  }
  // The API answers null for a username or id that names nobody.
  const user = data.user;
  if (!user) return <NotFoundScreen />;

  const isOwn = viewer.status === 'signed-in' && viewer.viewer.id === user.id;
  const onShowMore = (paging: PagingInput) =>
    fetchMore({
      variables: { paging },
      updateQuery: (previous, { fetchMoreResult }) => {
        const [before, more] = [previous.user, fetchMoreResult.user];
        if (!before || !more) return previous;
        return { ...previous, user: { ...before, latestPosts: appendFeedPage(before.latestPosts, more.latestPosts) } };
      },
    });

  return (
    <div className="ink-inset">
      <ProfileHeader user={user} mode={mode} isOwn={isOwn} />
      <ProfileTabs user={user} view={view} mode={mode} />
      {view === 'user-profile' && (
        <FeedSection
          feed={user.latestPosts}
          loading={loading}
          label={`Stories by ${user.name}`}
          errorText="The stories could not be loaded."
          onRetry={() => void refetch()}
          onShowMore={onShowMore}
          empty={`${user.name} hasn’t published any stories yet.`}
        />
      )}
      {view === 'user-about' && <About user={user} productName={config.productName} />}
      {(view === 'user-followers' || view === 'user-following') && (
        <Connections user={user} profileRef={profileRef} view={view} />
      )}
    </div>
  );
}

/** Pages `user-profile`, `user-about`, `user-followers` and `user-following` (two columns). */
export default function ProfilePage({ params, page }: PageProps) {
  const { viewer } = useShell();
  const profileRef = profileRefOf(params, viewer);
  return (
    <div className="ink-pages">
      <PageStyles />
      {profileRef === 'loading' && (
        <div className="ink-inset">
          <LoadingPlaceholder label="Loading profile" />
        </div>
      )}
      {profileRef === 'sign-in' && (
        <div className="ink-inset">
          <h1 className="ink-page-title">Your profile</h1>
          <SignInPrompt message="Sign in to see your profile." />
        </div>
      )}
      {typeof profileRef === 'object' && (
        <Profile
          key={'id' in profileRef ? profileRef.id : profileRef.username}
          profileRef={profileRef}
          view={profileViewOf(page)}
        />
      )}
    </div>
  );
}
