/**
 * One signed-in demo account per viewer state the banners and menus need.
 * The visitor state is simply being signed out, so it has no account. Every date is relative
 * to `now`, so the states hold on the day the world is generated for.
 */
import type { giftCodes, memberships, paymentMethods, userCapabilities, users } from '../db/schema.ts';
import { stableId } from './random.ts';

type UserRow = typeof users.$inferInsert;
type MembershipRow = typeof memberships.$inferInsert;
type PaymentMethodRow = typeof paymentMethods.$inferInsert;
type CapabilityRow = typeof userCapabilities.$inferInsert;
type GiftCodeRow = typeof giftCodes.$inferInsert;

export const DEMO_EMAIL_DOMAIN = 'demo.inkpot.test';

export const DEMO_STATES = [
  'reader',
  'member',
  'friend',
  'cancelled',
  'card-expired',
  'payment-failing',
  'card-expiring',
  'suspended',
  'book-author',
  'partner',
  'publisher',
  'staff',
] as const;
export type DemoState = (typeof DEMO_STATES)[number];

export interface DemoViewer {
  state: DemoState;
  name: string;
  /** What signing in as this account shows; listed in the API README. */
  description: string;
}

export const DEMO_VIEWERS: readonly DemoViewer[] = [
  {
    state: 'reader',
    name: 'Rae Reader',
    description: 'Signed-in non-member: upsell banner, 132 unread notifications (99+), 13 follows (sidebar paging)',
  },
  {
    state: 'member',
    name: 'Morgan Member',
    description: 'Member, monthly plan on the card processor, card valid; EDITOR of Night Shift Engineering',
  },
  {
    state: 'friend',
    name: 'Frankie Friend',
    description: 'Friend tier, premium yearly plan, with a friend-since date',
  },
  {
    state: 'cancelled',
    name: 'Casey Cancelled',
    description:
      'Cancelled monthly member with a card on the card processor; period ends in 10 days (reactivate banner)',
  },
  {
    state: 'card-expired',
    name: 'Eddie Expired',
    description: 'Member whose card expired two months ago; a payment failed 3 days ago',
  },
  {
    state: 'payment-failing',
    name: 'Pat Failing',
    description: 'Member on the second card processor whose recurring payment failed more than once',
  },
  {
    state: 'card-expiring',
    name: 'Kit Expiring',
    description: 'Yearly member whose card expires at the end of this month, before the period ends',
  },
  { state: 'suspended', name: 'Sam Suspended', description: 'Suspended account' },
  { state: 'book-author', name: 'Bea Author', description: 'Verified book author (no author-verification menu entry)' },
  {
    state: 'partner',
    name: 'Parker Partner',
    description: 'Partner Program enrolled yearly member; writes member-only stories',
  },
  { state: 'publisher', name: 'Poppy Publisher', description: 'OWNER of four publications' },
  {
    state: 'staff',
    name: 'Stacy Staff',
    description: 'Staff with can_view_unfiltered_search and can_view_suspended_content',
  },
];

export const demoEmail = (state: DemoState) => `${state}@${DEMO_EMAIL_DOMAIN}`;
export const demoUsername = (state: DemoState) => `demo_${state.replaceAll('-', '_')}`;
export const demoViewerId = (state: DemoState) => stableId('user', `demo:${state}`);

/** The list prices, in minor units (USD cents). */
export const PLAN_PRICES = {
  monthly: 500,
  yearly: 5000,
  premium_monthly: 1500,
  premium_yearly: 15000,
} as const;
export type MembershipType = keyof typeof PLAN_PRICES;

export const DAY_MS = 24 * 60 * 60 * 1000;
export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/** The expiry month `offset` months from `now`'s month. */
export function cardMonth(now: Date, offset: number): { expirationYear: number; expirationMonth: number } {
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  return { expirationYear: month.getUTCFullYear(), expirationMonth: month.getUTCMonth() + 1 };
}

/** A card is valid through the last day of its expiry month (UTC), as the banners read it. */
export function cardExpiresAt(card: { expirationYear: number; expirationMonth: number }): Date {
  return new Date(Date.UTC(card.expirationYear, card.expirationMonth, 1));
}

export interface DemoRows {
  users: UserRow[];
  memberships: MembershipRow[];
  paymentMethods: PaymentMethodRow[];
  userCapabilities: CapabilityRow[];
  giftCodes: GiftCodeRow[];
}

/**
 * Gift codes for trying /redeem (listed in the API README): a Member year for any non-member, a Friend gift
 * to spare, one already redeemed and one expired. The Friend bought them.
 */
export const DEMO_GIFT_CODES = {
  year: 'INKPOT-GIFT-YEAR',
  friendGift: 'INKPOT-FRIEND-GIFT',
  used: 'INKPOT-GIFT-USED',
  expired: 'INKPOT-GIFT-EXPIRED',
} as const;

interface PlanInput {
  membershipType: MembershipType;
  paymentProvider?: 'CARD_PROCESSOR' | 'SECOND_CARD_PROCESSOR';
  memberSince: Date;
  friendSince?: Date;
  startedAt: Date;
  currentPeriodEndsAt: Date;
  isCancelled?: boolean;
  paymentFailedAt?: Date;
  hasRecurringPaymentFailedMoreThanOnce?: boolean;
}

/** A membership row; tier and amount follow from the plan. */
export function membershipRow(key: string, userId: string, plan: PlanInput): MembershipRow {
  const premium = plan.membershipType.startsWith('premium_');
  return {
    id: stableId('membership', key),
    userId,
    tier: premium ? 'FRIEND' : 'MEMBER',
    membershipType: plan.membershipType,
    paymentProvider: plan.paymentProvider ?? 'CARD_PROCESSOR',
    memberSince: plan.memberSince,
    friendSince: premium ? (plan.friendSince ?? plan.memberSince) : null,
    startedAt: plan.startedAt,
    currentPeriodEndsAt: plan.currentPeriodEndsAt,
    amount: PLAN_PRICES[plan.membershipType],
    currency: 'USD',
    discountEndsAt: null,
    isCancelled: plan.isCancelled ?? false,
    paymentFailedAt: plan.paymentFailedAt ?? null,
    hasRecurringPaymentFailedMoreThanOnce: plan.hasRecurringPaymentFailedMoreThanOnce ?? false,
  };
}

export function creditCardRow(
  key: string,
  userId: string,
  cardType: string,
  lastFour: string,
  expiry: { expirationYear: number; expirationMonth: number },
): PaymentMethodRow {
  return { id: stableId('payment-method', key), userId, kind: 'CreditCard', cardType, lastFour, ...expiry };
}

export function demoViewerRows(now: Date): DemoRows {
  const rows: DemoRows = { users: [], memberships: [], paymentMethods: [], userCapabilities: [], giftCodes: [] };
  const ago = (days: number) => addDays(now, -days);
  const id = demoViewerId;

  for (const viewer of DEMO_VIEWERS) {
    rows.users.push({
      id: id(viewer.state),
      username: demoUsername(viewer.state),
      name: viewer.name,
      email: demoEmail(viewer.state),
      emailVerified: true,
      bio: `Demo account: ${viewer.description}.`,
      imageId: `seed-avatar-${id(viewer.state)}.png`,
      kind: 'person',
      highQuality: true,
      isSuspended: viewer.state === 'suspended',
      isBookAuthor: viewer.state === 'book-author',
      hasSubdomain: false,
      customDomain: null,
      allowEmailAddressSharing: viewer.state === 'publisher',
      country: 'US',
      partnerProgramStatus: viewer.state === 'partner' ? 'ENROLLED' : null,
      hasPastMemberships: false,
      isMembershipTrialEligible: true,
      isStaff: viewer.state === 'staff',
      createdAt: ago(400 + DEMO_STATES.indexOf(viewer.state) * 17),
    });
  }

  const plan = (state: DemoState, input: PlanInput) =>
    rows.memberships.push(membershipRow(`demo:${state}`, id(state), input));
  const card = (
    state: DemoState,
    cardType: string,
    lastFour: string,
    expiry: { expirationYear: number; expirationMonth: number },
  ) => rows.paymentMethods.push(creditCardRow(`demo:${state}`, id(state), cardType, lastFour, expiry));

  plan('member', {
    membershipType: 'monthly',
    memberSince: ago(250),
    startedAt: ago(16),
    currentPeriodEndsAt: addDays(now, 14),
  });
  card('member', 'Visa', '4242', cardMonth(now, 21));

  plan('friend', {
    membershipType: 'premium_yearly',
    memberSince: ago(700),
    friendSince: ago(400),
    startedAt: ago(35),
    currentPeriodEndsAt: addDays(now, 330),
  });
  card('friend', 'Mastercard', '5454', cardMonth(now, 34));

  // Reactivation needs a cancelled membership on a card processor with a payment method.
  plan('cancelled', {
    membershipType: 'monthly',
    memberSince: ago(400),
    startedAt: ago(20),
    currentPeriodEndsAt: addDays(now, 10),
    isCancelled: true,
  });
  card('cancelled', 'Visa', '1881', cardMonth(now, 18));

  // Period end more than 7 days away keeps the card-expired banner dismissible.
  plan('card-expired', {
    membershipType: 'monthly',
    memberSince: ago(500),
    startedAt: ago(18),
    currentPeriodEndsAt: addDays(now, 12),
    paymentFailedAt: ago(3),
  });
  card('card-expired', 'Amex', '0005', cardMonth(now, -2));

  plan('payment-failing', {
    membershipType: 'monthly',
    paymentProvider: 'SECOND_CARD_PROCESSOR',
    memberSince: ago(300),
    startedAt: ago(25),
    currentPeriodEndsAt: addDays(now, 5),
    paymentFailedAt: ago(2),
    hasRecurringPaymentFailedMoreThanOnce: true,
  });
  card('payment-failing', 'Discover', '1117', cardMonth(now, 11));

  // Cards expire by month, so the earliest possible expiry is the end of this month; the
  // period ends a few days after it, so the renewal would be charged to an expired card.
  const expiring = cardMonth(now, 0);
  const renewal = addDays(cardExpiresAt(expiring), 3);
  plan('card-expiring', {
    membershipType: 'yearly',
    memberSince: addDays(renewal, -730),
    startedAt: addDays(renewal, -365),
    currentPeriodEndsAt: renewal,
  });
  card('card-expiring', 'Visa', '0341', expiring);

  plan('partner', {
    membershipType: 'yearly',
    memberSince: ago(600),
    startedAt: ago(235),
    currentPeriodEndsAt: addDays(now, 130),
  });
  card('partner', 'Mastercard', '4444', cardMonth(now, 27));

  rows.userCapabilities.push(
    { userId: id('staff'), name: 'can_view_unfiltered_search' },
    { userId: id('staff'), name: 'can_view_suspended_content' },
  );

  const bought = { purchaserId: id('friend'), createdAt: ago(40) };
  rows.giftCodes.push(
    {
      code: DEMO_GIFT_CODES.year,
      giftType: 'gift',
      membershipType: 'yearly',
      expiresAt: addDays(now, 365),
      ...bought,
    },
    {
      code: DEMO_GIFT_CODES.friendGift,
      giftType: 'group-gift',
      membershipType: 'premium_yearly',
      expiresAt: addDays(now, 365),
      ...bought,
    },
    // The partner's first year was this gift.
    {
      code: DEMO_GIFT_CODES.used,
      giftType: 'gift',
      membershipType: 'yearly',
      expiresAt: ago(255),
      redeemedBy: id('partner'),
      redeemedAt: ago(600),
      purchaserId: id('friend'),
      createdAt: ago(620),
    },
    {
      code: DEMO_GIFT_CODES.expired,
      giftType: 'gift',
      membershipType: 'yearly',
      expiresAt: ago(5),
      purchaserId: id('friend'),
      createdAt: ago(370),
    },
  );
  return rows;
}
