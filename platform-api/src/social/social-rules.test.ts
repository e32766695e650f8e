import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decideIdentity, errorLocation, parseOperation, refusedByFlags, type IdentityFacts } from './social-rules.ts';

const facts = (values: Partial<IdentityFacts>): IdentityFacts => ({
  operation: 'login',
  linkedUserId: null,
  emailUserId: null,
  email: 'ada@x.test',
  emailVerified: true,
  ...values,
});

describe('parseOperation', () => {
  it('is sign-up only when asked for, sign-in otherwise', () => {
    assert.equal(parseOperation('register'), 'register');
    for (const raw of ['login', undefined, '', 'REGISTER', ['register']]) assert.equal(parseOperation(raw), 'login');
  });
});

describe('refusedByFlags', () => {
  it('switches Apple off for both operations with disable_login_apple', () => {
    const flags = { disable_login_apple: true };
    assert.equal(refusedByFlags('apple', 'login', flags), true);
    assert.equal(refusedByFlags('apple', 'register', flags), true);
    assert.equal(refusedByFlags('google', 'login', flags), false);
  });

  it('switches only Facebook sign-up off with disable_signup_facebook', () => {
    const flags = { disable_signup_facebook: true };
    assert.equal(refusedByFlags('facebook', 'register', flags), true);
    assert.equal(refusedByFlags('facebook', 'login', flags), false);
    assert.equal(refusedByFlags('twitter', 'register', flags), false);
  });

  it('needs the flag to be exactly true', () => {
    assert.equal(refusedByFlags('apple', 'login', {}), false);
    assert.equal(refusedByFlags('apple', 'login', { disable_login_apple: false }), false);
    assert.equal(refusedByFlags('apple', 'login', { disable_login_apple: 'true' }), false);
  });
});

describe('decideIdentity', () => {
  it('signs a linked identity in whatever the operation', () => {
    for (const operation of ['login', 'register'] as const)
      assert.deepEqual(decideIdentity(facts({ operation, linkedUserId: 'u1', emailUserId: 'u2' })), {
        kind: 'sign-in',
        userId: 'u1',
      });
  });

  it('links an identity to the account of its verified email, and never by an unverified one', () => {
    assert.deepEqual(decideIdentity(facts({ emailUserId: 'u2' })), { kind: 'link-and-sign-in', userId: 'u2' });
    assert.deepEqual(decideIdentity(facts({ operation: 'register', emailUserId: 'u2', emailVerified: false })), {
      kind: 'refuse',
      error: 'unverified-email',
      alternateUserId: 'u2',
    });
  });

  it('says an unknown identity is not recognised on sign-in, and creates its account on sign-up', () => {
    assert.deepEqual(decideIdentity(facts({})), { kind: 'refuse', error: 'unrecognized' });
    assert.deepEqual(decideIdentity(facts({ operation: 'register', emailVerified: false })), {
      kind: 'create',
      email: 'ada@x.test',
      emailVerified: false,
    });
    assert.deepEqual(decideIdentity(facts({ operation: 'register', email: null })), {
      kind: 'refuse',
      error: 'email-required',
    });
  });
});

describe('errorLocation', () => {
  it('adds the error to the target, keeping its own query and hash', () => {
    assert.equal(
      errorLocation('/p/abc?source=home#top', 'unrecognized', { provider: 'google', operation: 'login' }),
      '/p/abc?source=home&signInError=unrecognized&signInProvider=google&operation=login#top',
    );
    assert.equal(
      errorLocation(null, 'failed', { provider: 'apple', operation: null, entryPoint: 'nav' }),
      '/?signInError=failed&signInProvider=apple&entryPoint=nav',
    );
  });
});
