import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  generateLinkToken,
  generateLoginCode,
  isLinkTokenFormat,
  isLoginCodeFormat,
  matchesHash,
} from './login-codes.ts';
import { sha256 } from './sessions.ts';

describe('login codes and link tokens', () => {
  it('generates 6-digit codes over the whole range, leading zeros included', () => {
    const codes = Array.from({ length: 2000 }, generateLoginCode);
    assert.ok(codes.every(isLoginCodeFormat));
    assert.ok(new Set(codes).size > 1990, 'codes do not repeat much');
    assert.ok(
      codes.some((code) => code.startsWith('0')),
      'codes below 100000 keep their zeros',
    );
  });

  it('accepts exactly six ASCII digits as a code', () => {
    for (const code of ['000000', '123456', '999999']) assert.equal(isLoginCodeFormat(code), true, code);
    for (const code of ['12345', '1234567', '12345a', ' 12345', '١٢٣٤٥٦', ''])
      assert.equal(isLoginCodeFormat(code), false, code);
  });

  it('generates unguessable link tokens (256 bits, URL-safe)', () => {
    const tokens = Array.from({ length: 100 }, generateLinkToken);
    assert.ok(tokens.every(isLinkTokenFormat));
    assert.equal(new Set(tokens).size, 100);
    assert.equal(isLinkTokenFormat('a'.repeat(42)), false);
    assert.equal(isLinkTokenFormat(`${'a'.repeat(42)}/`), false);
  });

  it('matches a secret against its stored hash only', () => {
    assert.equal(matchesHash('123456', sha256('123456')), true);
    assert.equal(matchesHash('123457', sha256('123456')), false);
    assert.equal(matchesHash('123456', 'not-a-hash'), false);
  });
});
