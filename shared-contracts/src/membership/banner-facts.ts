/**
 * The banner area's facts as the edge preloads them, and what the host and the membership remote
 * both derive from them: which banner applies (the rules of `select-banner.ts`), the page the
 * payment banner goes by, dismissals from the server and from localStorage, and the height of the
 * banner box (one number for the host's reservation and the remote's banner).
 */
import type { ViewerState } from '../events/state.ts';
import type { BannerFacts } from './banner-facts-schema.ts';
import type { BannerPage } from './banner-page.ts';
import type { DismissedAt } from './dismissal-store.ts';
import {
  bannerCandidates,
  type BannerVariant,
  type BannerViewer,
  type MembershipStatus,
  type PaymentMethod,
} from './select-banner.ts';

/** The event banner's flag; the Friend upsell's flag (mfe-membership README). */
export const EVENT_BANNER_FLAG = 'enable_event_banner';
export const FRIEND_UPSELL_FLAG = 'enable_friend_upsell_banner';

/**
 * The banner's box: one line of 48 px on wide screens, three lines (85 px) below 728 px. Every
 * banner's words fit these (the remote's e2e checks each seed account's banner at 1280 and
 * 375 px), so the host can hold the box from the first paint and nothing moves when it fills.
 */
export const BANNER_HEIGHT_PX = { wide: 48, narrow: 85 } as const;
export const BANNER_NARROW_MAX_WIDTH_PX = 727;

/** CSS giving `selector` the banner's height at both widths. */
export const bannerHeightCss = (selector: string) =>
  `${selector}{min-height:${BANNER_HEIGHT_PX.wide}px}` +
  `@media (max-width:${BANNER_NARROW_MAX_WIDTH_PX}px){${selector}{min-height:${BANNER_HEIGHT_PX.narrow}px}}`;

/**
 * Payment banners are "flagged": a dismissal is also saved on the server (userDismissFlag) and
 * comes back in the viewer's `dismissableFlags`, so it holds on every device.
 */
export const SERVER_DISMISS_FLAGS: Partial<Record<BannerVariant, string>> = {
  'card-expired': 'membership_banner.card_expired',
  'card-expiring': 'membership_banner.card_expiring',
};

export const serverDismissedVariants = (dismissableFlags: readonly string[]): BannerVariant[] =>
  Object.entries(SERVER_DISMISS_FLAGS)
    .filter(([, flag]) => dismissableFlags.includes(flag))
    .map(([variant]) => variant as BannerVariant);

/** A server flag has no time of its own: the local timestamp wins, else "dismissed long ago". */
export function mergeDismissals(serverDismissed: readonly BannerVariant[], local: DismissedAt): DismissedAt {
  if (serverDismissed.length === 0) return local;
  return { ...Object.fromEntries(serverDismissed.map((variant) => [variant, 0])), ...local };
}

/** The API's MembershipStatus fields the banners read (a structural part of the remote's fragment). */
export interface MembershipApiFacts {
  isCancelled: boolean;
  paymentProvider: string;
  currentPeriodEndsAt: string;
  paymentFailedAt: string | null;
  hasCreditCardExpired: boolean;
  hasRecurringPaymentFailedMoreThanOnce: boolean;
  paymentMethod:
    | { __typename: 'CreditCard' | 'ApplePayCard' | 'GooglePayCard'; expirationMonth: number; expirationYear: number }
    | { __typename: 'PaypalAccount' }
    | null;
}

export function paymentMethodOf(method: MembershipApiFacts['paymentMethod']): PaymentMethod | null {
  if (!method) return null;
  if (method.__typename === 'PaypalAccount') return { kind: 'PaypalAccount' };
  return { kind: method.__typename, expirationMonth: method.expirationMonth, expirationYear: method.expirationYear };
}

const time = (value: string) => new Date(value).getTime();

/** The banner rules' view of the API's membership facts. */
export function bannerMembershipOf(facts: MembershipApiFacts, tier: string | null | undefined): MembershipStatus {
  return {
    tier: tier === 'FRIEND' ? 'FRIEND' : 'MEMBER',
    isCancelled: facts.isCancelled,
    paymentProvider: facts.paymentProvider,
    currentPeriodEndsAt: time(facts.currentPeriodEndsAt),
    paymentFailedAt: facts.paymentFailedAt === null ? null : time(facts.paymentFailedAt),
    hasCreditCardExpired: facts.hasCreditCardExpired,
    hasRecurringPaymentFailedMoreThanOnce: facts.hasRecurringPaymentFailedMoreThanOnce,
    paymentMethod: paymentMethodOf(facts.paymentMethod),
  };
}

export const bannerViewerOf = (viewer: ViewerState): BannerViewer =>
  viewer.status === 'signed-in' ? { status: 'signed-in', isMember: viewer.viewer.isMember } : viewer;

/** Whose dismissals to read: the signed-in viewer's id, 'visitor', or none while loading. */
export const dismissalViewerKey = (viewer: ViewerState | null): string | null =>
  viewer?.status === 'signed-in' ? viewer.viewer.id : viewer?.status === 'visitor' ? 'visitor' : null;

export interface ExpectedBannerInput {
  viewer: ViewerState;
  /** The edge's facts; absent when it could not ask (or for a visitor, who needs none). */
  facts: BannerFacts | undefined;
  flags: Readonly<Record<string, unknown>>;
  /** Where the page is: the host's location's (`bannerPageOfLocation`), as the banner stack reads it. */
  page: BannerPage;
  now: number;
  /** The viewer's dismissals stored in this browser. */
  localDismissals: DismissedAt;
}

/**
 * The banner the page will show, known at the host's first render: the same rules as the banner
 * stack, on the edge's facts and this browser's dismissals. Without the edge's facts a signed-in
 * non-member is expected to get the upsell (the likeliest case); a member, nothing.
 */
export function expectedBanner({
  viewer,
  facts,
  flags,
  page: { page, postId },
  now,
  localDismissals,
}: ExpectedBannerInput): BannerVariant | null {
  if (viewer.status === 'loading') return null;
  // A member's banners need their membership: without the edge's facts, expect none.
  if (viewer.status === 'signed-in' && !facts && viewer.viewer.isMember) return null;
  const [first] = bannerCandidates({
    now,
    hydrated: true,
    inNativeApp: false,
    viewer: bannerViewerOf(viewer),
    routeName: page,
    eventBannerEnabled: flags[EVENT_BANNER_FLAG] === true,
    friendUpsellEnabled: flags[FRIEND_UPSELL_FLAG] === true,
    // The edge looked up the document's own post; another post's lock is not known here.
    isPostLocked: facts?.post != null && facts.post.id === postId ? facts.post.isLocked : false,
    membership: facts?.membership ?? null,
    dismissedAt: mergeDismissals(serverDismissedVariants(facts?.dismissableFlags ?? []), localDismissals),
  });
  return first?.variant ?? null;
}
