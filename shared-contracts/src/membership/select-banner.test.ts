import {
  cardExpiresAt,
  selectBanner,
  type BannerCopy,
  type BannerInput,
  type BannerVariant,
  type MembershipStatus,
  type SelectedBanner,
} from './select-banner.ts';

const DAY = 24 * 60 * 60 * 1000;
/** 26 June 2025, noon UTC: a June 2025 card expires 4.5 days later (1 July, 00:00 UTC). */
const NOW = Date.UTC(2025, 5, 26, 12);
const ago = (days: number) => NOW - days * DAY;
const ahead = (days: number) => NOW + days * DAY;

const VARIANTS: BannerVariant[] = [
  'upsell',
  'friend-upsell',
  'reactivate',
  'card-expired',
  'recurring-payment-failed',
  'card-expiring',
  'event',
];
const copyOf = (variant: BannerVariant): BannerCopy => ({
  text: `${variant} text`,
  linkText: `${variant} link`,
  href: `/${variant}`,
});
const ALL_COPY = Object.fromEntries(VARIANTS.map((variant) => [variant, copyOf(variant)]));

const activeMembership: MembershipStatus = {
  isCancelled: false,
  paymentProvider: 'CARD_PROCESSOR',
  currentPeriodEndsAt: ahead(20),
  paymentFailedAt: null,
  hasCreditCardExpired: false,
  hasRecurringPaymentFailedMoreThanOnce: false,
  paymentMethod: { kind: 'CreditCard', expirationMonth: 12, expirationYear: 2030 },
};

/** A signed-in non-member on the home page, with every banner's copy available. */
const base: BannerInput = {
  now: NOW,
  hydrated: true,
  inNativeApp: false,
  viewer: { status: 'signed-in', isMember: false },
  routeName: 'home',
  isPostLocked: false,
  membership: null,
  eventBannerEnabled: false,
  dismissedAt: {},
  copy: ALL_COPY,
};

const member = (patch: Partial<MembershipStatus> = {}): Partial<BannerInput> => ({
  viewer: { status: 'signed-in', isMember: true },
  membership: { ...activeMembership, ...patch },
});
const cancelled = (patch: Partial<MembershipStatus> = {}) => member({ isCancelled: true, ...patch });
const expiringCard = { kind: 'CreditCard', expirationMonth: 6, expirationYear: 2025 } as const;

type Expected = null | (Pick<SelectedBanner, 'variant'> & Partial<Pick<SelectedBanner, 'dismissible' | 'tone'>>);
type Row = [string, Partial<BannerInput>, Expected];

function check(overrides: Partial<BannerInput>, expected: Expected) {
  const banner = selectBanner({ ...base, ...overrides });
  if (expected === null) expect(banner).toBeNull();
  else expect(banner).toMatchObject(expected);
}

describe('membership upsell', () => {
  it.each<Row>([
    ['shows for a signed-in viewer without membership', {}, { variant: 'upsell', dismissible: true, tone: 'neutral' }],
    ['not before the page is hydrated', { hydrated: false }, null],
    ['not while the viewer is loading', { viewer: { status: 'loading' } }, null],
    ['not for a visitor', { viewer: { status: 'visitor' } }, null],
    ['not for a member', { viewer: { status: 'signed-in', isMember: true } }, null],
    ['not on a locked post', { isPostLocked: true }, null],
    ['not when dismissed today', { dismissedAt: { upsell: NOW } }, null],
    ['not when dismissed 89 days ago', { dismissedAt: { upsell: ago(89) } }, null],
    ['again 90 days after a dismissal', { dismissedAt: { upsell: ago(90) } }, { variant: 'upsell' }],
    ['not affected by other dismissals', { dismissedAt: { event: NOW, reactivate: NOW } }, { variant: 'upsell' }],
  ])('%s', (_, overrides, expected) => check(overrides, expected));

  it('carries its text, link text and destination', () => {
    expect(selectBanner(base)).toEqual({
      variant: 'upsell',
      dismissible: true,
      tone: 'neutral',
      text: 'upsell text',
      linkText: 'upsell link',
      href: '/upsell',
    });
  });
});

describe('dismissal windows at their exact boundaries', () => {
  const MS = 1;
  it.each<Row>([
    ['upsell: 1 ms short of 90 days', { dismissedAt: { upsell: ago(90) + MS } }, null],
    ['upsell: exactly 90 days', { dismissedAt: { upsell: ago(90) } }, { variant: 'upsell' }],
    ['reactivate: 1 ms short of 14 days', { ...cancelled(), dismissedAt: { reactivate: ago(14) + MS } }, null],
    [
      'reactivate: exactly 14 days',
      { ...cancelled(), dismissedAt: { reactivate: ago(14) } },
      { variant: 'reactivate' },
    ],
    [
      'reactivate: expiry exactly 4 days away is not dismissible',
      { ...cancelled({ currentPeriodEndsAt: ahead(4) }), dismissedAt: { reactivate: NOW } },
      { variant: 'reactivate', dismissible: false },
    ],
    [
      'card expired: period end exactly 7 days away is not dismissible',
      member({ hasCreditCardExpired: true, currentPeriodEndsAt: ahead(7) }),
      { variant: 'card-expired', dismissible: false },
    ],
    [
      'card expiring: exactly 7 days before the card lapses',
      { ...member({ paymentMethod: expiringCard, currentPeriodEndsAt: ahead(30) }), now: Date.UTC(2025, 5, 24) },
      { variant: 'card-expiring' },
    ],
    [
      'card expiring: 1 ms more than 7 days before the card lapses',
      {
        ...member({ paymentMethod: expiringCard, currentPeriodEndsAt: ahead(30) }),
        now: Date.UTC(2025, 5, 24) - MS,
      },
      null,
    ],
  ])('%s', (_, overrides, expected) => check(overrides, expected));
});

describe('Member tier switch-to-Friend upsell', () => {
  const friendOn = (patch: Partial<MembershipStatus> = {}, more: Partial<BannerInput> = {}): Partial<BannerInput> => ({
    ...member(patch),
    friendUpsellEnabled: true,
    ...more,
  });
  it.each<Row>([
    ['shows to a Member on a switchable plan', friendOn(), { variant: 'friend-upsell', dismissible: true }],
    ['not without its flag', member(), null],
    ['not to a Friend', friendOn({ tier: 'FRIEND' }), null],
    ['not after a payment failure', friendOn({ paymentFailedAt: ago(1) }), null],
    ['not through an app store', friendOn({ paymentProvider: 'APPLE' }), null],
    ['not 179 days after a dismissal', friendOn({}, { dismissedAt: { 'friend-upsell': ago(179) } }), null],
    [
      'again 180 days after a dismissal',
      friendOn({}, { dismissedAt: { 'friend-upsell': ago(180) } }),
      { variant: 'friend-upsell' },
    ],
    [
      'the reactivate banner does not compete: a cancelled plan cannot switch',
      { ...cancelled(), friendUpsellEnabled: true },
      { variant: 'reactivate' },
    ],
    [
      'outranks the payment banner (it is an upsell)',
      friendOn({ hasCreditCardExpired: true }),
      { variant: 'friend-upsell' },
    ],
  ])('%s', (_, overrides, expected) => check(overrides, expected));
});

describe('reactivate membership', () => {
  it.each<Row>([
    [
      'shows for a membership cancelled through the card processor',
      cancelled(),
      { variant: 'reactivate', dismissible: true },
    ],
    [
      'shows through the second card processor',
      cancelled({ paymentProvider: 'SECOND_CARD_PROCESSOR' }),
      { variant: 'reactivate' },
    ],
    ['not through the app store', cancelled({ paymentProvider: 'APP_STORE' }), null],
    ['not through the wallet provider', cancelled({ paymentProvider: 'WALLET' }), null],
    ['not without a payment method', cancelled({ paymentMethod: null }), null],
    ['not for a membership that is not cancelled', member(), null],
    ['not for a visitor', { ...cancelled(), viewer: { status: 'visitor' } }, null],
    ['not when dismissed 13 days ago', { ...cancelled(), dismissedAt: { reactivate: ago(13) } }, null],
    [
      'again 14 days after a dismissal',
      { ...cancelled(), dismissedAt: { reactivate: ago(14) } },
      { variant: 'reactivate', dismissible: true },
    ],
    [
      'cannot be dismissed 4 days before expiry',
      cancelled({ currentPeriodEndsAt: ahead(4) }),
      { variant: 'reactivate', dismissible: false },
    ],
    [
      'shows 3 days before expiry even when just dismissed',
      { ...cancelled({ currentPeriodEndsAt: ahead(3) }), dismissedAt: { reactivate: NOW } },
      { variant: 'reactivate', dismissible: false },
    ],
    [
      'is still dismissible just over 4 days before expiry',
      cancelled({ currentPeriodEndsAt: ahead(4) + 1 }),
      { variant: 'reactivate', dismissible: true },
    ],
    [
      'stays dismissed just over 4 days before expiry',
      { ...cancelled({ currentPeriodEndsAt: ahead(4) + 1 }), dismissedAt: { reactivate: ago(1) } },
      null,
    ],
    [
      'is not forced once the period has ended',
      { ...cancelled({ currentPeriodEndsAt: ago(1) }), dismissedAt: { reactivate: ago(1) } },
      null,
    ],
  ])('%s', (_, overrides, expected) => check(overrides, expected));
});

describe('payment-method banner', () => {
  it.each<Row>([
    [
      'card expired: neutral and dismissible with the period end 20 days away',
      member({ hasCreditCardExpired: true }),
      { variant: 'card-expired', tone: 'neutral', dismissible: true },
    ],
    [
      'card expired after a failed payment: error colour',
      member({ hasCreditCardExpired: true, paymentFailedAt: ago(2) }),
      { variant: 'card-expired', tone: 'error' },
    ],
    [
      'card expired: not dismissible 7 days before the period end',
      member({ hasCreditCardExpired: true, currentPeriodEndsAt: ahead(7) }),
      { variant: 'card-expired', dismissible: false },
    ],
    [
      'card expired: dismissible just over 7 days before the period end',
      member({ hasCreditCardExpired: true, currentPeriodEndsAt: ahead(7) + 1 }),
      { variant: 'card-expired', dismissible: true },
    ],
    [
      'card expired: stays dismissed while dismissible',
      { ...member({ hasCreditCardExpired: true }), dismissedAt: { 'card-expired': ago(30) } },
      null,
    ],
    [
      'card expired: shows again once it can no longer be dismissed',
      {
        ...member({ hasCreditCardExpired: true, currentPeriodEndsAt: ahead(5) }),
        dismissedAt: { 'card-expired': ago(30) },
      },
      { variant: 'card-expired', dismissible: false },
    ],
    [
      'repeated payment failure: error colour, not dismissible',
      member({ hasRecurringPaymentFailedMoreThanOnce: true }),
      { variant: 'recurring-payment-failed', tone: 'error', dismissible: false },
    ],
    [
      'repeated payment failure: shows even after a dismissal',
      { ...member({ hasRecurringPaymentFailedMoreThanOnce: true }), dismissedAt: { 'recurring-payment-failed': NOW } },
      { variant: 'recurring-payment-failed' },
    ],
    [
      'card expired outranks a repeated payment failure',
      member({ hasCreditCardExpired: true, hasRecurringPaymentFailedMoreThanOnce: true }),
      { variant: 'card-expired' },
    ],
    [
      'a dismissed card-expired case gives way to the repeated failure',
      {
        ...member({ hasCreditCardExpired: true, hasRecurringPaymentFailedMoreThanOnce: true }),
        dismissedAt: { 'card-expired': NOW },
      },
      { variant: 'recurring-payment-failed' },
    ],
    [
      'card expiring within a week, before the period end: dismissible',
      member({ paymentMethod: expiringCard }),
      { variant: 'card-expiring', dismissible: true, tone: 'neutral' },
    ],
    [
      'card expiring, Apple Pay',
      member({ paymentMethod: { ...expiringCard, kind: 'ApplePayCard' } }),
      { variant: 'card-expiring' },
    ],
    [
      'card expiring, Google Pay',
      member({ paymentMethod: { ...expiringCard, kind: 'GooglePayCard' } }),
      { variant: 'card-expiring' },
    ],
    [
      'card expiring: stays dismissed',
      { ...member({ paymentMethod: expiringCard }), dismissedAt: { 'card-expiring': ago(1) } },
      null,
    ],
    [
      'card expiring more than a week away: nothing',
      member({ paymentMethod: { ...expiringCard, expirationMonth: 7 } }),
      null,
    ],
    [
      'card expiring after the period end: nothing',
      member({ paymentMethod: expiringCard, currentPeriodEndsAt: ahead(3) }),
      null,
    ],
    [
      'card already past its expiry month: not "expiring"',
      member({ paymentMethod: { ...expiringCard, expirationMonth: 5 } }),
      null,
    ],
    ['PayPal has no card expiry', member({ paymentMethod: { kind: 'PaypalAccount' } }), null],
    [
      'shows on settings',
      { ...member({ hasCreditCardExpired: true }), routeName: 'settings' },
      { variant: 'card-expired' },
    ],
    ['shows on a post', { ...member({ hasCreditCardExpired: true }), routeName: 'post' }, { variant: 'card-expired' }],
    ['not on other pages', { ...member({ hasCreditCardExpired: true }), routeName: 'search' }, null],
    ['not on an unmatched route', { ...member({ hasCreditCardExpired: true }), routeName: null }, null],
    ['not for a cancelled membership', cancelled({ hasCreditCardExpired: true, paymentMethod: null }), null],
    ['not through the app store', member({ hasCreditCardExpired: true, paymentProvider: 'APP_STORE' }), null],
    [
      'not through the payment-account provider',
      member({ hasRecurringPaymentFailedMoreThanOnce: true, paymentProvider: 'PAYMENT_ACCOUNT' }),
      null,
    ],
    [
      'through the second card processor',
      member({ hasCreditCardExpired: true, paymentProvider: 'SECOND_CARD_PROCESSOR' }),
      { variant: 'card-expired' },
    ],
  ])('%s', (_, overrides, expected) => check(overrides, expected));
});

describe('event banner', () => {
  it.each<Row>([
    ['shows when its flag is on', { ...member(), eventBannerEnabled: true }, { variant: 'event', dismissible: true }],
    ['shows to visitors too', { viewer: { status: 'visitor' }, eventBannerEnabled: true }, { variant: 'event' }],
    ['not when its flag is off', { ...member(), eventBannerEnabled: false }, null],
    ['not before the page is hydrated', { ...member(), eventBannerEnabled: true, hydrated: false }, null],
    ['not once dismissed', { ...member(), eventBannerEnabled: true, dismissedAt: { event: ago(400) } }, null],
  ])('%s', (_, overrides, expected) => check(overrides, expected));
});

describe('precedence and common rules', () => {
  const withoutCopy = (variant: BannerVariant, patch: Partial<BannerCopy> | null) =>
    patch === null
      ? Object.fromEntries(Object.entries(ALL_COPY).filter(([key]) => key !== variant))
      : { ...ALL_COPY, [variant]: { ...copyOf(variant), ...patch } };

  it.each<Row>([
    ['the upsell outranks the event banner', { eventBannerEnabled: true }, { variant: 'upsell' }],
    [
      'the reactivate banner outranks the event banner',
      { ...cancelled(), eventBannerEnabled: true },
      { variant: 'reactivate' },
    ],
    [
      'the payment banner outranks the event banner',
      { ...member({ hasCreditCardExpired: true }), eventBannerEnabled: true },
      { variant: 'card-expired' },
    ],
    [
      'a dismissed upsell lets the event banner through',
      { eventBannerEnabled: true, dismissedAt: { upsell: NOW } },
      { variant: 'event' },
    ],
    [
      'a banner without text is skipped for the next one',
      { eventBannerEnabled: true, copy: withoutCopy('upsell', { text: '' }) },
      { variant: 'event' },
    ],
    [
      'a banner without link text is skipped for the next one',
      { eventBannerEnabled: true, copy: withoutCopy('upsell', { linkText: '' }) },
      { variant: 'event' },
    ],
    ['a banner without any copy is skipped', { copy: withoutCopy('upsell', null) }, null],
    ['nothing inside the native app', { inNativeApp: true, eventBannerEnabled: true }, null],
    [
      'nothing inside the native app, even when it cannot be dismissed',
      { ...member({ hasRecurringPaymentFailedMoreThanOnce: true }), inNativeApp: true },
      null,
    ],
    ['nothing for a member in good standing', member(), null],
    ['nothing without any copy (data not loaded)', { copy: {}, eventBannerEnabled: true }, null],
  ])('%s', (_, overrides, expected) => check(overrides, expected));
});

describe('card expiry', () => {
  it('is the first moment after the expiry month, in UTC', () => {
    expect(cardExpiresAt({ kind: 'CreditCard', expirationMonth: 6, expirationYear: 2025 })).toBe(Date.UTC(2025, 6, 1));
    expect(cardExpiresAt({ kind: 'GooglePayCard', expirationMonth: 12, expirationYear: 2025 })).toBe(
      Date.UTC(2026, 0, 1),
    );
    expect(cardExpiresAt({ kind: 'PaypalAccount' })).toBeNull();
  });
});
