import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  canSwitchPlan,
  canUncancel,
  hasCardExpired,
  planDiscount,
  uncancelOutcome,
  type MembershipFacts,
} from './membership-rules.ts';

const failed = new Date('2026-11-01T00:00:00Z');
const membership = (values: Partial<MembershipFacts>): MembershipFacts => ({
  paymentProvider: 'CARD_PROCESSOR',
  isCancelled: false,
  paymentFailedAt: null,
  ...values,
});

describe('canUncancel (spec 01 §4)', () => {
  const table: Array<[string, Partial<MembershipFacts>, boolean, boolean]> = [
    ['cancelled on the card processor with a card', { isCancelled: true }, true, true],
    [
      'cancelled on the second card processor with a card',
      { isCancelled: true, paymentProvider: 'SECOND_CARD_PROCESSOR' },
      true,
      true,
    ],
    ['cancelled with a failed payment, still with a card', { isCancelled: true, paymentFailedAt: failed }, true, true],
    ['cancelled without a payment method', { isCancelled: true }, false, false],
    ['not cancelled', {}, true, false],
    ['cancelled through Apple', { isCancelled: true, paymentProvider: 'APPLE' }, true, false],
    ['cancelled through Google', { isCancelled: true, paymentProvider: 'GOOGLE' }, true, false],
  ];
  for (const [name, values, hasPaymentMethod, expected] of table) {
    it(`${expected ? 'allows' : 'refuses'}: ${name}`, () => {
      assert.equal(canUncancel(membership(values), hasPaymentMethod), expected);
    });
  }

  it('says why it refuses', () => {
    assert.deepEqual(uncancelOutcome(membership({ isCancelled: true }), false), {
      ok: false,
      reason: 'Add a payment method to reactivate your membership.',
    });
    assert.deepEqual(uncancelOutcome(membership({}), true), { ok: false, reason: 'This membership is not cancelled.' });
    assert.match(
      (uncancelOutcome(membership({ isCancelled: true, paymentProvider: 'APPLE' }), true) as { reason: string }).reason,
      /app store/,
    );
  });
});

describe('canSwitchPlan (spec 01 §4)', () => {
  const table: Array<[string, Partial<MembershipFacts>, boolean]> = [
    ['active on the card processor', {}, true],
    ['active on the second card processor', { paymentProvider: 'SECOND_CARD_PROCESSOR' }, true],
    ['payment failed', { paymentFailedAt: failed }, false],
    ['cancelled', { isCancelled: true }, false],
    ['Apple', { paymentProvider: 'APPLE' }, false],
    ['Google', { paymentProvider: 'GOOGLE' }, false],
  ];
  for (const [name, values, expected] of table) {
    it(`${expected ? 'allows' : 'refuses'}: ${name}`, () => {
      assert.equal(canSwitchPlan(membership(values)), expected);
    });
  }
});

describe('hasCardExpired', () => {
  const table: Array<[string, number | null, number | null, string, boolean]> = [
    ['valid through the end of its month', 11, 2026, '2026-11-30T23:59:59Z', false],
    ['expired on the first day after its month', 11, 2026, '2026-12-01T00:00:00Z', true],
    ['December rolls over into the next year', 12, 2026, '2027-01-01T00:00:00Z', true],
    ['a past year', 3, 2025, '2026-11-21T12:00:00Z', true],
    ['unknown expiry', null, null, '2026-11-21T12:00:00Z', false],
  ];
  for (const [name, expirationMonth, expirationYear, now, expected] of table) {
    it(name, () => {
      assert.equal(hasCardExpired({ expirationMonth, expirationYear }, new Date(now)), expected);
    });
  }
});

describe('planDiscount', () => {
  const startedAt = new Date('2026-01-15T00:00:00Z');
  it('is absent without a discount end', () => {
    assert.equal(planDiscount({ membershipType: 'monthly', amount: 250, startedAt, discountEndsAt: null }), null);
  });
  it('counts monthly cycles and yearly cycles, with the list price', () => {
    assert.deepEqual(
      planDiscount({
        membershipType: 'monthly',
        amount: 250,
        startedAt,
        discountEndsAt: new Date('2027-01-15T00:00:00Z'),
      }),
      { regularPrice: 500, numCycles: 12 },
    );
    assert.deepEqual(
      planDiscount({
        membershipType: 'yearly',
        amount: 2500,
        startedAt,
        discountEndsAt: new Date('2027-01-15T00:00:00Z'),
      }),
      { regularPrice: 5000, numCycles: 1 },
    );
    assert.deepEqual(
      planDiscount({
        membershipType: 'custom',
        amount: 100,
        startedAt,
        discountEndsAt: new Date('2026-01-20T00:00:00Z'),
      }),
      { regularPrice: 100, numCycles: 1 },
    );
  });
});
