import type { ViewerState } from '../events/state.ts';
import {
  bannerHeightCss,
  bannerMembershipOf,
  EVENT_BANNER_FLAG,
  expectedBanner,
  mergeDismissals,
  serverDismissedVariants,
  type ExpectedBannerInput,
  type MembershipApiFacts,
} from './banner-facts.ts';
import type { BannerFacts } from './banner-facts-schema.ts';
import { bannerPageOf } from './banner-page-of.ts';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 23, 12);

const reader: ViewerState = {
  status: 'signed-in',
  viewer: { id: 'u-reader', name: 'Rae Reader', username: 'demo_reader', imageId: null, isMember: false },
};
const member: ViewerState = {
  status: 'signed-in',
  viewer: { id: 'u-member', name: 'Mo Member', username: 'demo_member', imageId: null, isMember: true },
};

const membership = (over: Partial<NonNullable<BannerFacts['membership']>> = {}): BannerFacts['membership'] => ({
  tier: 'MEMBER',
  isCancelled: false,
  paymentProvider: 'CARD_PROCESSOR',
  currentPeriodEndsAt: NOW + 20 * DAY,
  paymentFailedAt: null,
  hasCreditCardExpired: false,
  hasRecurringPaymentFailedMoreThanOnce: false,
  paymentMethod: { kind: 'CreditCard', expirationMonth: 12, expirationYear: 2030 },
  ...over,
});

const expected = (over: Partial<ExpectedBannerInput>) =>
  expectedBanner({
    viewer: reader,
    facts: undefined,
    flags: {},
    page: bannerPageOf('/'),
    now: NOW,
    localDismissals: {},
    ...over,
  });

describe('the banner expected before paint', () => {
  it.each<[string, Partial<ExpectedBannerInput>, string | null]>([
    ['nothing while the viewer is loading', { viewer: { status: 'loading' } }, null],
    ['nothing for a visitor', { viewer: { status: 'visitor' } }, null],
    [
      'the event banner for a visitor when its flag is on',
      { viewer: { status: 'visitor' }, flags: { [EVENT_BANNER_FLAG]: true } },
      'event',
    ],
    ['the upsell for a non-member the edge could not ask about', {}, 'upsell'],
    ['nothing for a member the edge could not ask about', { viewer: member }, null],
    [
      'no upsell once dismissed in this browser within 90 days',
      { facts: { membership: null, dismissableFlags: [], post: null }, localDismissals: { upsell: NOW - 89 * DAY } },
      null,
    ],
    [
      'the upsell again 90 days after the dismissal',
      { facts: { membership: null, dismissableFlags: [], post: null }, localDismissals: { upsell: NOW - 90 * DAY } },
      'upsell',
    ],
    [
      "no upsell on the document's locked post",
      {
        facts: { membership: null, dismissableFlags: [], post: { id: 'abc123', isLocked: true } },
        page: bannerPageOf('/p/abc123'),
      },
      null,
    ],
    [
      'the upsell on another post, whose lock the edge did not look up',
      {
        facts: { membership: null, dismissableFlags: [], post: { id: 'abc123', isLocked: true } },
        page: bannerPageOf('/p/def456'),
      },
      'upsell',
    ],
    [
      'the card-expired banner on home',
      {
        viewer: member,
        facts: { membership: membership({ hasCreditCardExpired: true }), dismissableFlags: [], post: null },
      },
      'card-expired',
    ],
    [
      'no payment banner on a page other than home, settings and post',
      {
        viewer: member,
        facts: { membership: membership({ hasCreditCardExpired: true }), dismissableFlags: [], post: null },
        page: bannerPageOf('/search'),
      },
      null,
    ],
    [
      'no dismissible card-expired banner once dismissed on the server (another device)',
      {
        viewer: member,
        facts: {
          membership: membership({ hasCreditCardExpired: true }),
          dismissableFlags: ['membership_banner.card_expired'],
          post: null,
        },
      },
      null,
    ],
    [
      'the reactivate banner for a cancelled membership',
      { viewer: member, facts: { membership: membership({ isCancelled: true }), dismissableFlags: [], post: null } },
      'reactivate',
    ],
    [
      'no reactivate banner dismissed 13 days ago in this browser',
      {
        viewer: member,
        facts: { membership: membership({ isCancelled: true }), dismissableFlags: [], post: null },
        localDismissals: { reactivate: NOW - 13 * DAY },
      },
      null,
    ],
    [
      'nothing for a member in good standing',
      { viewer: member, facts: { membership: membership(), dismissableFlags: [], post: null } },
      null,
    ],
  ])('%s', (_name, input, variant) => {
    expect(expected(input)).toBe(variant);
  });
});

describe('banner facts', () => {
  it('reads the API membership facts as the rules do', () => {
    const facts: MembershipApiFacts = {
      isCancelled: true,
      paymentProvider: 'SECOND_CARD_PROCESSOR',
      currentPeriodEndsAt: '2026-12-01T00:00:00.000Z',
      paymentFailedAt: '2026-11-01T00:00:00.000Z',
      hasCreditCardExpired: false,
      hasRecurringPaymentFailedMoreThanOnce: true,
      paymentMethod: { __typename: 'GooglePayCard', expirationMonth: 3, expirationYear: 2027 },
    };
    expect(bannerMembershipOf(facts, 'FRIEND')).toEqual({
      tier: 'FRIEND',
      isCancelled: true,
      paymentProvider: 'SECOND_CARD_PROCESSOR',
      currentPeriodEndsAt: Date.UTC(2026, 11, 1),
      paymentFailedAt: Date.UTC(2026, 10, 1),
      hasCreditCardExpired: false,
      hasRecurringPaymentFailedMoreThanOnce: true,
      paymentMethod: { kind: 'GooglePayCard', expirationMonth: 3, expirationYear: 2027 },
    });
    expect(bannerMembershipOf({ ...facts, paymentMethod: { __typename: 'PaypalAccount' } }, null)).toMatchObject({
      tier: 'MEMBER',
      paymentMethod: { kind: 'PaypalAccount' },
    });
  });

  it('merges server dismissals under the local timestamps', () => {
    expect(serverDismissedVariants(['membership_banner.card_expiring', 'something_else'])).toEqual(['card-expiring']);
    expect(mergeDismissals(['card-expiring', 'card-expired'], { 'card-expired': NOW })).toEqual({
      'card-expiring': 0,
      'card-expired': NOW,
    });
  });

  it('gives a selector the banner height at both widths', () => {
    expect(bannerHeightCss('.box')).toBe('.box{min-height:48px}@media (max-width:727px){.box{min-height:85px}}');
  });
});
