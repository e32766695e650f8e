import type { ApolloClient } from '@apollo/client';
import type { Observable } from 'rxjs';
import type { RemoteBus } from '../bus/event-bus.ts';
import type { FeatureFlags, ShellConfig } from '../config/shell-config.ts';
import type { ShellLocation, ViewerState } from '../events/state.ts';
import type { RouteName, RouteParams } from '../routes/routes.ts';
import type { RemoteName } from '../remotes.ts';

export interface ShellNavigation {
  /** Client-side navigation owned by the host; external URLs get a full page load. */
  navigate(to: string, options?: { replace?: boolean }): void;
  buildLink(name: RouteName, params?: RouteParams, query?: Readonly<Record<string, string>>): string;
  location$: Observable<ShellLocation>;
  /**
   * The query string the page was loaded with, before the host dropped the parameters off the
   * allow-list (normalise-url.ts): for parameters meant for one remote once, such as the sign-in
   * page's operation and redirect or an expired email link's signInError.
   */
  initialSearch?: string;
}

export interface Telemetry {
  track(name: string, data?: Readonly<Record<string, unknown>>): void;
  reportError(error: unknown, extra?: Readonly<Record<string, unknown>>): void;
}

/** Places inside a remote's UI that the host fills with another remote's parcel. */
export type SlotName = 'search';

export interface SlotHandle {
  unmount(): void;
}

export interface Slots {
  /** Asks the host to mount whatever belongs in `name` into `element`. */
  fill(name: SlotName, element: HTMLElement): SlotHandle;
}

/** The page's session, read when it is needed: the host may learn the xsrf token after load. */
export interface SessionAccess {
  /** The session's xsrf token (sign-out at `/m/signout/{xsrf}`), null when the page has none. */
  xsrf(): string | null;
}

/** What a parcel placed on a publication page is about (the host's publication frame). */
export interface PublicationContext {
  /** The publication's slug, or its custom domain. */
  domainOrSlug: string;
}

/** The one props object every parcel receives at mount (besides single-spa's own). */
export interface MountProps {
  contractVersion: string;
  remote: { name: RemoteName; version: string };
  bus: RemoteBus;
  apollo: ApolloClient;
  navigation: ShellNavigation;
  viewer$: Observable<ViewerState>;
  flags: FeatureFlags;
  config: ShellConfig;
  telemetry: Telemetry;
  slots: Slots;
  /** Contract 1.1: the session (the navigation remote's sign-out reads the xsrf token at click time). */
  session: SessionAccess;
  /** Contract 1.1: set only for parcels the host places on a publication page. */
  publication?: PublicationContext;
}

/** What the search page shows: the query, the category, and the publication it is scoped to. */
export interface SearchPageRequest {
  /** The trimmed `q` parameter; empty when there is none. */
  q: string;
  category: 'users' | 'tags' | 'posts' | 'publications' | 'lists';
  /** Set on `/{collectionSlug}/search[/{category}]`. */
  collectionSlug?: string;
}

/** The search remote's `search-results` parcel, placed by the host's search page: mount props plus the request. */
export interface SearchResultsProps extends MountProps {
  searchPage: SearchPageRequest;
}

/** Whom a follow button follows: a writer or a publication. */
export interface FollowTarget {
  type: 'user' | 'collection';
  id: string;
}

/** The notifications remote's `follow-button` parcel: mount props plus its target. */
export interface FollowButtonProps extends MountProps {
  followTarget: FollowTarget;
}

/** The story a post page's menu acts on (its writer and publication are read by the parcel). */
export interface PostMenuTarget {
  id: string;
}

/**
 * Contract 1.2: the notifications remote's `post-menu` parcel, placed by the host's post page
 * (mute and unmute the story's writer or publication).
 */
export interface PostMenuProps extends MountProps {
  post: PostMenuTarget;
}

/**
 * Contract 1.3: the notifications remote's `newsletter-button` parcel, placed by the host's
 * profile page: subscribe to or unsubscribe from the writer's newsletter, or, on one's own
 * profile, have the subscriber list emailed. Contract 1.5: or a publication's newsletter, on its
 * newsletter page (`collection` instead of `writer`).
 */
export type NewsletterButtonProps = MountProps & NewsletterOf;

/** Whose newsletter the button is for: a writer's or a publication's. */
export type NewsletterOf =
  { writer: { id: string }; collection?: never } | { collection: { id: string }; writer?: never };

/** The membership remote's `member-star` parcel: the member-only marker of one story and its popover. */
export interface MemberStarProps extends MountProps {
  story: { id: string; creatorId: string };
}

/** The membership remote's `friend-badge` parcel: a Friend's badge and its popover. */
export interface FriendBadgeProps extends MountProps {
  member: { id: string; name: string; friendSince: string };
}

/** A page a remote renders for a route (REMOTE_PAGES): mount props plus the matched route. */
export interface RemotePageProps extends MountProps {
  page: { id: string; params: Readonly<Record<string, string>> };
}
