import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { obfuscateEmail } from './email-mask.ts';

describe('obfuscateEmail', () => {
  it('keeps the first and last character of the local part and the domain', () => {
    assert.equal(obfuscateEmail('member@demo.inkpot.test'), 'm•••r@demo.inkpot.test');
    assert.equal(obfuscateEmail('a.very.long.address@example.com'), 'a•••s@example.com');
  });
  it('never shows a short local part whole', () => {
    assert.equal(obfuscateEmail('ab@example.com'), 'a•••@example.com');
    assert.equal(obfuscateEmail('a@example.com'), 'a•••@example.com');
  });
  it('answers empty for something that is not an address', () => {
    assert.equal(obfuscateEmail('nobody'), '');
    assert.equal(obfuscateEmail('@example.com'), '');
  });
});
