import type { FeatureFlags, ViewerState } from '@inkpot/shared-contracts';

/** The page breakpoints: below `sm` is a small screen; `md` is the medium breakpoint. */
export const SMALL_SCREEN_MAX_WIDTH = 551;
export const MEDIUM_BREAKPOINT = 728;

/**
 * The product leaves the cool-down after a dismissal unsaid. A week: a reader who closed the card
 * is not asked again on every visit, but is asked again on a later one.
 */
export const ONE_TAP_COOL_DOWN_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The routes one-tap may show on (home, post, post under user, post under
 * collection, user, sequence library, sequence post, collection home), by their names in the
 * route table (shared-contracts/src/routes/route-table.ts).
 */
export const ONE_TAP_ROUTES: ReadonlySet<string> = new Set([
  'home',
  'post',
  'userPost',
  'collectionPost',
  'userProfile',
  'sequence',
  'sequencePost',
  'collection',
]);

/** Microblog sites: a reader coming from one on a narrow screen is not interrupted. */
const MICROBLOG_HOSTS = ['t.co', 'twitter.com', 'x.com', 'threads.net', 'threads.com', 'bsky.app'];

export interface OneTapFacts {
  viewer: ViewerState['status'];
  flags: FeatureFlags;
  /** The page is on a host other than the main one (a writer's or publication's own domain). */
  onSubdomain: boolean;
  viewportWidth: number;
  /** When the reader last dismissed one-tap (ms since the epoch), null if never (or unreadable). */
  hiddenAt: number | null;
  now: number;
  routeName: string | null;
  /** Where the reader came from: the previous page, else the document's referrer; null if unknown. */
  referrer: string | null;
  /** An account picker is configured (the edge offers none in a deployment without Google). */
  hasPicker: boolean;
}

/** Why one-tap is not shown; null when it may be. Each is one of the conditions for one-tap. */
export type OneTapBlock =
  | 'signed-in'
  | 'loading'
  | 'flag-off'
  | 'subdomain-flag-off'
  | 'small-screen'
  | 'cooling-down'
  | 'route'
  | 'microblog-referrer'
  | 'no-picker';

export function isMicroblogReferrer(referrer: string | null): boolean {
  if (!referrer) return false;
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return false;
  }
  return MICROBLOG_HOSTS.some((microblog) => host === microblog || host.endsWith(`.${microblog}`));
}

/** The page's host is not the main app's host. */
export function isOnSubdomain(hostname: string, appOrigin: string): boolean {
  try {
    return hostname.toLowerCase() !== new URL(appOrigin).hostname.toLowerCase();
  } catch {
    return false;
  }
}

export const isCoolingDown = (hiddenAt: number | null, now: number): boolean =>
  hiddenAt !== null && now - hiddenAt < ONE_TAP_COOL_DOWN_MS;

/** The first condition for one-tap that fails, or null when one-tap may show. */
export function oneTapBlock(facts: OneTapFacts): OneTapBlock | null {
  if (facts.viewer === 'signed-in') return 'signed-in';
  if (facts.viewer === 'loading') return 'loading';
  if (facts.flags.enable_google_one_tap !== true) return 'flag-off';
  if (facts.onSubdomain && facts.flags.enable_google_one_tap_on_subdomains !== true) return 'subdomain-flag-off';
  if (facts.viewportWidth <= SMALL_SCREEN_MAX_WIDTH) return 'small-screen';
  if (isCoolingDown(facts.hiddenAt, facts.now)) return 'cooling-down';
  if (!facts.routeName || !ONE_TAP_ROUTES.has(facts.routeName)) return 'route';
  if (isMicroblogReferrer(facts.referrer) && facts.viewportWidth < MEDIUM_BREAKPOINT) return 'microblog-referrer';
  if (!facts.hasPicker) return 'no-picker';
  return null;
}

export const shouldShowOneTap = (facts: OneTapFacts): boolean => oneTapBlock(facts) === null;
