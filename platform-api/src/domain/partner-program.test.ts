import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isEnrolled, missingRequirements } from './partner-program.ts';

describe('missingRequirements', () => {
  it('lists the membership before the payout account, and nothing when both are met', () => {
    assert.deepEqual(missingRequirements({ hasMembership: false, hasPayoutAccount: false }), [
      'MEMBERSHIP',
      'PAYOUT_ACCOUNT',
    ]);
    assert.deepEqual(missingRequirements({ hasMembership: false, hasPayoutAccount: true }), ['MEMBERSHIP']);
    assert.deepEqual(missingRequirements({ hasMembership: true, hasPayoutAccount: false }), ['PAYOUT_ACCOUNT']);
    assert.deepEqual(missingRequirements({ hasMembership: true, hasPayoutAccount: true }), []);
  });
});

describe('isEnrolled', () => {
  it('is true only for ENROLLED', () => {
    assert.equal(isEnrolled('ENROLLED'), true);
    for (const status of [null, 'NOT_ENROLLED', 'PERMISSION_DENIED']) assert.equal(isEnrolled(status), false);
  });
});
