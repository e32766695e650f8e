import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  afterFailure,
  attemptState,
  invalidCodeMessage,
  MAX_CODE_ATTEMPTS,
  softLockoutMessage,
  type AttemptRecord,
} from './lockout.ts';

const now = new Date('2026-11-21T12:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('login-code lockout', () => {
  it('counts down from 6 attempts and locks on the 6th failure for 1 minute', () => {
    let record: AttemptRecord | null = null;
    const outcomes = [];
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i += 1) {
      const next = afterFailure(record, now);
      record = next.record;
      outcomes.push(next.outcome);
    }
    assert.deepEqual(outcomes, [
      { kind: 'remaining', remaining: 5 },
      { kind: 'remaining', remaining: 4 },
      { kind: 'remaining', remaining: 3 },
      { kind: 'remaining', remaining: 2 },
      { kind: 'remaining', remaining: 1 },
      { kind: 'locked', minutes: 1 },
    ]);
    assert.deepEqual(record?.lockedUntil, later(60_000));
  });

  it('stays locked until the minute is over, then starts a fresh count', () => {
    const locked: AttemptRecord = { failedCount: 6, lockedUntil: later(60_000) };
    assert.deepEqual(attemptState(locked, now), { kind: 'locked', minutesLeft: 1 });
    assert.deepEqual(attemptState(locked, later(59_999)), { kind: 'locked', minutesLeft: 1 });
    assert.deepEqual(attemptState(locked, later(60_000)), { kind: 'open', failures: 0 });
    assert.deepEqual(afterFailure(locked, later(61_000)).outcome, { kind: 'remaining', remaining: 5 });
  });

  it('starts with no failures', () => {
    assert.deepEqual(attemptState(null, now), { kind: 'open', failures: 0 });
  });

  it('words the outcomes with the sign-in error catalogue', () => {
    assert.equal(
      invalidCodeMessage(3),
      'That verification code was incorrect. You have 3 more attempt(s) before your account is locked for 1 minute.',
    );
    assert.equal(
      softLockoutMessage(1),
      'You reached your maximum number of attempts. Your account will be locked for 1 minute(s).',
    );
  });
});
