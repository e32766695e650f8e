import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  cancelOutcome,
  canSwitchPlan,
  canUncancel,
  giftCodeValidity,
  giftPeriodEnd,
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

describe('canUncancel', () => {
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

describe('canSwitchPlan', () => {
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

describe('cancelOutcome', () => {
  it('allows an active card-processor membership, even with a failed payment', () => {
    assert.deepEqual(cancelOutcome(membership({})), { ok: true });
    assert.deepEqual(cancelOutcome(membership({ paymentProvider: 'SECOND_CARD_PROCESSOR' })), { ok: true });
    assert.deepEqual(cancelOutcome(membership({ paymentFailedAt: failed })), { ok: true });
  });
  it('refuses a cancelled membership, an app store one and a gift, each with its reason', () => {
    assert.deepEqual(cancelOutcome(membership({ isCancelled: true })), {
      ok: false,
      reason: 'This membership is already cancelled.',
    });
    assert.deepEqual(cancelOutcome(membership({ paymentProvider: 'APPLE' })), {
      ok: false,
      reason: 'This membership is billed through an app store; cancel it there.',
    });
    assert.deepEqual(cancelOutcome(membership({ paymentProvider: 'GIFT' })), {
      ok: false,
      reason: 'A gift membership does not renew, so there is nothing to cancel.',
    });
  });
});

describe('giftCodeValidity', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const code = (values: Partial<Parameters<typeof giftCodeValidity>[0] & object> = {}) => ({
    expiresAt: new Date('2026-12-01T00:00:00Z'),
    redeemedBy: null,
    redeemableByPastMembers: true,
    ...values,
  });
  const reader = { hasPastMemberships: false };
  it('VALID for an unused code before its expiry', () => {
    assert.equal(giftCodeValidity(code(), reader, now), 'VALID');
  });
  it('names why not, in order: unknown, used, expired, past members', () => {
    assert.equal(giftCodeValidity(null, reader, now), 'NOT_FOUND');
    assert.equal(giftCodeValidity(code({ redeemedBy: 'u1', expiresAt: new Date(0) }), reader, now), 'ALREADY_USED');
    assert.equal(giftCodeValidity(code({ expiresAt: now }), reader, now), 'EXPIRED');
    const forNewReaders = code({ redeemableByPastMembers: false });
    assert.equal(giftCodeValidity(forNewReaders, { hasPastMemberships: true }, now), 'NOT_REDEEMABLE_BY_PAST_MEMBERS');
    assert.equal(giftCodeValidity(forNewReaders, reader, now), 'VALID');
  });
});

describe('giftPeriodEnd', () => {
  it('is one year later to the instant', () => {
    assert.deepEqual(giftPeriodEnd(new Date('2026-11-21T12:00:00Z')), new Date('2027-11-21T12:00:00Z'));
  });
});
