import type { MembershipFacts } from '../../../shared/membership-facts.ts';
import { isConfirmDisabled, isUncancelSuccess, reactivationTexts } from './reactivation.ts';

const NOW = Date.UTC(2026, 5, 1, 12);
const facts = (patch: Partial<MembershipFacts> = {}): MembershipFacts => ({
  membershipId: 'm1',
  membershipType: 'monthly',
  currentPeriodEndsAt: new Date(Date.UTC(2026, 6, 4, 12)).toISOString(),
  startedAt: new Date(Date.UTC(2026, 5, 4)).toISOString(),
  currency: 'USD',
  amount: 500,
  discountEndsAt: null,
  paymentProvider: 'CARD_PROCESSOR',
  isCancelled: true,
  paymentFailedAt: null,
  hasCreditCardExpired: false,
  hasRecurringPaymentFailedMoreThanOnce: false,
  planV2: { discount: null },
  switchPlanSchedule: null,
  paymentMethod: null,
  ...patch,
});

describe('reactivation modal texts', () => {
  it('starts the next billing cycle at the period end, in LLL d, yyyy', () =>
    expect(reactivationTexts(facts(), NOW).nextBilling).toBe('Your next billing cycle starts on Jul 4, 2026.'));

  it.each([
    ['monthly', 500, 'You will be charged $5 monthly.'],
    ['yearly', 5000, 'You will be charged $50 annually.'],
    ['premium_monthly', 1500, 'You will be charged $15 monthly.'],
    ['premium_yearly', 15000, 'You will be charged $150 annually.'],
  ])('%s: %i cents', (membershipType, amount, text) =>
    expect(reactivationTexts(facts({ membershipType, amount }), NOW).charge).toBe(text),
  );

  const discounted = (discountEndsAt: number, membershipType = 'monthly') =>
    facts({
      membershipType,
      amount: 250,
      discountEndsAt: new Date(discountEndsAt).toISOString(),
      planV2: { discount: { numCycles: 3, regularPrice: { amount: 500, currency: 'USD' } } },
    });

  it('shows a monthly discount until its end date, then the regular price', () =>
    expect(reactivationTexts(discounted(Date.UTC(2026, 8, 4, 12)), NOW).charge).toBe(
      'You will be charged $2.5 monthly until Sep 4, 2026, then $5 monthly.',
    ));

  it('drops a discount that has ended', () =>
    expect(reactivationTexts(discounted(NOW - 1), NOW).charge).toBe('You will be charged $2.5 monthly.'));

  it('shows no discount wording on yearly plans', () =>
    expect(reactivationTexts(discounted(Date.UTC(2027, 0, 1), 'yearly'), NOW).charge).toBe(
      'You will be charged $2.5 annually.',
    ));
});

describe('Confirm', () => {
  it.each([
    [{ loading: true, phase: 'idle', hasMembership: true }, true],
    [{ loading: false, phase: 'submitting', hasMembership: true }, true],
    [{ loading: false, phase: 'succeeded', hasMembership: true }, true],
    [{ loading: false, phase: 'idle', hasMembership: false }, true],
    [{ loading: false, phase: 'idle', hasMembership: true }, false],
    [{ loading: false, phase: 'failed', hasMembership: true }, false],
  ] as const)('%o → disabled %s', (state, disabled) => expect(isConfirmDisabled(state)).toBe(disabled));

  it('counts only MutationSuccess as success', () => {
    expect(isUncancelSuccess('MutationSuccess')).toBe(true);
    expect(['Forbidden', 'NotFound', 'BadRequest', null].map(isUncancelSuccess)).toEqual([false, false, false, false]);
  });
});
