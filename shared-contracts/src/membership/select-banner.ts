/**
 * Which one top banner the page shows, if any (docs/remotes/membership.md#banners). Pure: every fact the rules
 * name comes in through `BannerInput`. Shared because two parts run it: the membership remote's
 * banner stack (to show the banner) and the host's first render (to hold the banner's box before
 * paint, from the facts the edge preloads).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

// How long each dismissal lasts, and the other limits of the banner rules.
export const UPSELL_DISMISSAL_DAYS = 90;
export const REACTIVATE_DISMISSAL_DAYS = 14;
export const REACTIVATE_NON_DISMISSIBLE_DAYS = 4;
/** Card expiring before the period end "within a week". */
export const CARD_EXPIRY_WARNING_DAYS = 7;
/** The card-expired banner can be dismissed only while the period end is more than this away. */
export const CARD_EXPIRED_DISMISSIBLE_DAYS = 7;
/** The Member tier's "become a Friend" upsell comes back about 180 days after a dismissal. */
export const FRIEND_UPSELL_DISMISSAL_DAYS = 180;

/** The payment banner appears only on these pages. */
export const PAYMENT_BANNER_ROUTES: readonly string[] = ['home', 'settings', 'post'];

/**
 * There are six membership providers (the API names the app stores APPLE and GOOGLE); the banners
 * care only about the two card processors, so any other name is simply "not a card processor".
 */
export type PaymentProvider = 'CARD_PROCESSOR' | 'SECOND_CARD_PROCESSOR' | (string & {});

/** The two card processors (reactivation, plan switch, payment banner). */
export const CARD_PROCESSORS: readonly string[] = ['CARD_PROCESSOR', 'SECOND_CARD_PROCESSOR'];

export type PaymentMethod =
  | { kind: 'CreditCard' | 'ApplePayCard' | 'GooglePayCard'; expirationMonth: number; expirationYear: number }
  | { kind: 'PaypalAccount' };

/** The MembershipStatus fields the banners read, times in epoch milliseconds. */
export interface MembershipStatus {
  /** MEMBER or FRIEND; absent in older inputs, read as MEMBER. */
  tier?: 'MEMBER' | 'FRIEND';
  isCancelled: boolean;
  paymentProvider: PaymentProvider;
  currentPeriodEndsAt: number;
  paymentFailedAt: number | null;
  hasCreditCardExpired: boolean;
  hasRecurringPaymentFailedMoreThanOnce: boolean;
  paymentMethod: PaymentMethod | null;
}

/** One banner, or one case of the payment banner: each has its own copy and dismissal. */
export type BannerVariant =
  'upsell' | 'friend-upsell' | 'reactivate' | 'card-expired' | 'recurring-payment-failed' | 'card-expiring' | 'event';

export interface BannerCopy {
  text: string;
  linkText: string;
  href: string;
}

export type BannerViewer = { status: 'loading' } | { status: 'visitor' } | { status: 'signed-in'; isMember: boolean };

/** Every fact the rules read besides the banners' words. */
export interface BannerRulesInput {
  now: number;
  hydrated: boolean;
  inNativeApp: boolean;
  viewer: BannerViewer;
  routeName: string | null;
  isPostLocked: boolean;
  /** The viewer's membership, null when they have none. */
  membership: MembershipStatus | null;
  eventBannerEnabled: boolean;
  /** The Member tier's switch-to-Friend upsell is behind a flag (see the README). */
  friendUpsellEnabled?: boolean;
  /** When the viewer last dismissed each banner (epoch ms). */
  dismissedAt: Partial<Record<BannerVariant, number>>;
}

export interface BannerInput extends BannerRulesInput {
  copy: Partial<Record<BannerVariant, BannerCopy>>;
}

export interface SelectedBanner extends BannerCopy {
  variant: BannerVariant;
  dismissible: boolean;
  tone: 'neutral' | 'error';
}

/** A banner the rules allow, before its words are looked up. */
export type BannerCandidate = Pick<SelectedBanner, 'variant' | 'dismissible' | 'tone'>;
type Candidate = BannerCandidate;

const dismissedWithin = (input: BannerRulesInput, variant: BannerVariant, days: number) => {
  const at = input.dismissedAt[variant];
  return at !== undefined && input.now - at < days * DAY_MS;
};
const everDismissed = (input: BannerRulesInput, variant: BannerVariant) => input.dismissedAt[variant] !== undefined;

/** Cards are valid through the last day of their expiry month (UTC). */
export function cardExpiresAt(method: PaymentMethod): number | null {
  return method.kind === 'PaypalAccount' ? null : Date.UTC(method.expirationYear, method.expirationMonth, 1);
}

function upsell(input: BannerRulesInput): Candidate | null {
  const { viewer } = input;
  const applies =
    input.hydrated &&
    viewer.status === 'signed-in' &&
    !viewer.isMember &&
    !dismissedWithin(input, 'upsell', UPSELL_DISMISSAL_DAYS) &&
    !input.isPostLocked;
  return applies ? { variant: 'upsell', dismissible: true, tone: 'neutral' } : null;
}

/**
 * The 'Member' tier upsell (switch to Friend), MEMBER tier only, on a plan that can be
 * switched (card processor, no payment failure, not cancelled); back 180 days after a dismissal.
 */
function friendUpsell(input: BannerRulesInput): Candidate | null {
  const { membership } = input;
  if (!input.friendUpsellEnabled || !input.hydrated || input.viewer.status !== 'signed-in' || !membership) return null;
  const switchable =
    CARD_PROCESSORS.includes(membership.paymentProvider) &&
    membership.paymentFailedAt === null &&
    !membership.isCancelled;
  const applies =
    (membership.tier ?? 'MEMBER') === 'MEMBER' &&
    switchable &&
    !dismissedWithin(input, 'friend-upsell', FRIEND_UPSELL_DISMISSAL_DAYS);
  return applies ? { variant: 'friend-upsell', dismissible: true, tone: 'neutral' } : null;
}

/**
 * "Cancelled in a qualifying way" is read as: the membership could be reactivated, i.e. it is
 * cancelled, paid through one of the two card processors, and a payment method exists.
 */
function reactivate(input: BannerRulesInput): Candidate | null {
  const { membership } = input;
  if (input.viewer.status !== 'signed-in' || !membership) return null;
  const qualifies =
    membership.isCancelled && CARD_PROCESSORS.includes(membership.paymentProvider) && membership.paymentMethod !== null;
  if (!qualifies) return null;
  const untilExpiry = membership.currentPeriodEndsAt - input.now;
  if (untilExpiry > 0 && untilExpiry <= REACTIVATE_NON_DISMISSIBLE_DAYS * DAY_MS) {
    return { variant: 'reactivate', dismissible: false, tone: 'neutral' };
  }
  return dismissedWithin(input, 'reactivate', REACTIVATE_DISMISSAL_DAYS)
    ? null
    : { variant: 'reactivate', dismissible: true, tone: 'neutral' };
}

/**
 * The payment-method banner's cases, most serious first. A dismissible case stays dismissed once
 * dismissed (the server remembers it as a flag); a case that cannot be dismissed always shows.
 */
function paymentCases(input: BannerRulesInput): Candidate[] {
  const { membership } = input;
  if (input.viewer.status !== 'signed-in' || !membership) return [];
  if (membership.isCancelled || !CARD_PROCESSORS.includes(membership.paymentProvider)) return [];
  if (!PAYMENT_BANNER_ROUTES.includes(input.routeName ?? '')) return [];

  const cases: Candidate[] = [];
  if (membership.hasCreditCardExpired) {
    const dismissible = membership.currentPeriodEndsAt - input.now > CARD_EXPIRED_DISMISSIBLE_DAYS * DAY_MS;
    const tone = membership.paymentFailedAt !== null ? 'error' : 'neutral';
    cases.push({ variant: 'card-expired', dismissible, tone });
  }
  if (membership.hasRecurringPaymentFailedMoreThanOnce) {
    cases.push({ variant: 'recurring-payment-failed', dismissible: false, tone: 'error' });
  }
  const expiresAt = membership.paymentMethod ? cardExpiresAt(membership.paymentMethod) : null;
  if (
    expiresAt !== null &&
    expiresAt > input.now &&
    expiresAt < membership.currentPeriodEndsAt &&
    expiresAt - input.now <= CARD_EXPIRY_WARNING_DAYS * DAY_MS
  ) {
    cases.push({ variant: 'card-expiring', dismissible: true, tone: 'neutral' });
  }
  return cases.filter((candidate) => !candidate.dismissible || !everDismissed(input, candidate.variant));
}

function eventBanner(input: BannerRulesInput): Candidate | null {
  const applies = input.eventBannerEnabled && input.hydrated && !everDismissed(input, 'event');
  return applies ? { variant: 'event', dismissible: true, tone: 'neutral' } : null;
}

/**
 * The banners the rules allow, in this precedence: membership upsell, reactivate membership,
 * payment method, event. None inside the native app.
 */
export function bannerCandidates(input: BannerRulesInput): BannerCandidate[] {
  if (input.inNativeApp) return [];
  return [upsell(input), friendUpsell(input), reactivate(input), ...paymentCases(input), eventBanner(input)].filter(
    (candidate) => candidate !== null,
  );
}

/** The one banner to show: the first allowed one that has both its text and its link text. */
export function selectBanner(input: BannerInput): SelectedBanner | null {
  for (const candidate of bannerCandidates(input)) {
    const copy = input.copy[candidate.variant];
    if (copy?.text && copy.linkText) return { ...candidate, ...copy };
  }
  return null;
}
