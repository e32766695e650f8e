/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { PAGE_TOKEN_TTL_S, pageTokenKeyOf, readPageToken, signPageToken } from './page-token.mjs';

const key = pageTokenKeyOf('a-deploy-token-of-at-least-24-chars');
const now = Date.UTC(2026, 10, 28, 12);
const page = {
  composition: 'c0ffee',
  releases: ['navigation@1.0.0+aa', 'search@1.0.1+bb'],
  canaries: ['search@1.0.1+bb'],
  pageKind: 'home',
  now,
};

describe('page tokens', () => {
  it('name the composition, the live releases, the cohort (which were canaries) and the page kind', () => {
    expect(readPageToken(key, signPageToken(key, page), now + 1000)).toEqual({
      pageId: expect.any(String),
      composition: 'c0ffee',
      releases: ['navigation@1.0.0+aa', 'search@1.0.1+bb'],
      canaries: ['search@1.0.1+bb'],
      pageKind: 'home',
    });
  });

  it('are short-lived: not read once expired', () => {
    const token = signPageToken(key, page);
    expect(readPageToken(key, token, now + PAGE_TOKEN_TTL_S * 1000 - 1)).not.toBeNull();
    expect(readPageToken(key, token, now + PAGE_TOKEN_TTL_S * 1000)).toBeNull();
  });

  it('are refused when forged: another key, a changed payload, or no key at all', () => {
    const token = signPageToken(key, page);
    expect(readPageToken(pageTokenKeyOf('another-deploy-token-of-24-chars'), token, now)).toBeNull();
    const [payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const widened = Buffer.from(JSON.stringify({ ...claims, k: claims.r })).toString('base64url');
    expect(readPageToken(key, `${widened}.${signature}`, now)).toBeNull();
    expect(readPageToken(null, token, now)).toBeNull();
    expect(readPageToken(key, 'not a token', now)).toBeNull();
  });

  it('never claim a canary the page did not get', () => {
    const token = signPageToken(key, { ...page, canaries: ['search@1.0.1+bb', 'auth@9.9.9'] });
    expect(readPageToken(key, token, now)?.canaries).toEqual(['search@1.0.1+bb']);
  });
});
