/** @jest-environment node */
import {
  MAX_SIGNED_OVERRIDE_S,
  overrideKeyOf,
  overrideLink,
  overrideSignature,
  parseOverride,
  signOverride,
  verifyOverride,
} from '@inkpot/config/local-override';
import { preloadedStateSchema } from '../../page-contract/preloaded-state.ts';
import { decideOverride, OVERRIDE_VERSION } from './local-override.ts';
import { cspDirectives, serveEdge, TEST_CONFIG } from '../testing/serve-edge.ts';

const KEY = overrideKeyOf({}, 'a-deploy-token-of-at-least-24-chars');
const DEV_SERVER = 'http://localhost:5104/mf-manifest.json';
const NOW = Date.parse('2026-11-23T12:00:00Z');

describe('parsing an override', () => {
  it('reads <remote>@<manifest URL>', () => {
    expect(parseOverride({ value: `search@${DEV_SERVER}` })).toEqual({
      ok: true,
      override: { remote: 'search', manifestUrl: DEV_SERVER },
    });
  });

  it.each([
    ['no remote', DEV_SERVER, /names no remote/],
    ['an unknown remote', `payments@${DEV_SERVER}`, /names no remote/],
    ['not a URL', 'search@localhost:5104', /not http\(s\)|not a URL/],
    ['another scheme', 'search@javascript:alert(1)', /not http\(s\)/],
    ['credentials', 'search@http://me:secret@localhost:5104/mf-manifest.json', /credentials/],
  ])('refuses %s', (_, value, message) => {
    const parsed = parseOverride({ value });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(message);
  });

  it('refuses half a signature', () => {
    expect(parseOverride({ value: `search@${DEV_SERVER}`, signature: 'abc' }).ok).toBe(false);
    expect(parseOverride({ value: `search@${DEV_SERVER}`, expires: '1700000000' }).ok).toBe(false);
  });
});

describe('verifying an override', () => {
  const key = KEY ?? '';
  const signed = signOverride(key, { remote: 'search', manifestUrl: DEV_SERVER, seconds: 3600, now: NOW });

  it('takes an unsigned one in development only', () => {
    const unsigned = { remote: 'search' as const, manifestUrl: DEV_SERVER };
    expect(verifyOverride(unsigned, { signatureRequired: false, key, now: NOW })).toEqual({ ok: true });
    expect(verifyOverride(unsigned, { signatureRequired: true, key, now: NOW })).toMatchObject({
      ok: false,
      reason: 'unsigned',
    });
  });

  it('takes a signed one until it expires', () => {
    const rules = { signatureRequired: true, key };
    expect(verifyOverride(signed, { ...rules, now: NOW + 3599_000 })).toEqual({ ok: true });
    expect(verifyOverride(signed, { ...rules, now: NOW + 3600_000 })).toMatchObject({
      ok: false,
      reason: 'expired',
      message: expect.stringContaining('expired at 2026-11-23T13:00:00.000Z') as string,
    });
  });

  it('refuses a validly signed one that would last longer than the cap, whoever signed it', () => {
    const rules = { signatureRequired: true, key };
    // signOverride refuses more than 7 days, so sign by hand as a key holder could.
    const sign = (expires: number) => ({
      remote: 'search' as const,
      manifestUrl: DEV_SERVER,
      expires,
      signature: overrideSignature(key, { remote: 'search', manifestUrl: DEV_SERVER, expires }),
    });
    const tenYears = sign(Math.floor(NOW / 1000) + 10 * 365 * 86400);
    expect(verifyOverride(tenYears, { ...rules, now: NOW })).toMatchObject({
      ok: false,
      reason: 'too-long',
      message: expect.stringContaining('longer than the 7 days') as string,
    });
    expect(verifyOverride(sign(Math.floor(NOW / 1000) + MAX_SIGNED_OVERRIDE_S), { ...rules, now: NOW })).toEqual({
      ok: true,
    });
  });

  it('refuses a signature over anything else: another URL, remote, expiry, or key', () => {
    const rules = { signatureRequired: true, key, now: NOW };
    for (const changed of [
      { ...signed, manifestUrl: 'http://evil.test/mf-manifest.json' },
      { ...signed, remote: 'auth' as const },
      { ...signed, expires: signed.expires + 86400 },
    ]) {
      expect(verifyOverride(changed, rules)).toMatchObject({ ok: false, reason: 'bad-signature' });
    }
    expect(
      verifyOverride(signed, { ...rules, key: overrideKeyOf({}, 'another-deploy-token-24-chars!') }),
    ).toMatchObject({ ok: false, reason: 'bad-signature' });
  });

  it('cannot check a signature without a key', () => {
    expect(verifyOverride(signed, { signatureRequired: true, key: null, now: NOW })).toMatchObject({
      ok: false,
      reason: 'no-key',
    });
  });

  it('derives the key from the deploy token, unless OVERRIDE_KEY is set', () => {
    expect(overrideKeyOf({}, null)).toBeNull();
    expect(KEY).not.toContain('a-deploy-token');
    expect(overrideKeyOf({ OVERRIDE_KEY: 'k'.repeat(32) }, 'a-deploy-token-of-at-least-24-chars')).toBe('k'.repeat(32));
  });

  it('refuses signing for longer than a week', () => {
    expect(() =>
      signOverride(key, { remote: 'search', manifestUrl: DEV_SERVER, seconds: 8 * 86400, now: NOW }),
    ).toThrow(/7 days/);
  });

  it('reads back the link it prints', () => {
    const link = new URL(overrideLink('https://inkpot.example/tag/poetry', signed));
    expect(link.pathname).toBe('/tag/poetry');
    const decision = decideOverride(
      { query: Object.fromEntries(link.searchParams), headers: {} },
      { signatureRequired: true, key, now: () => NOW },
    );
    expect(decision).toMatchObject({ kind: 'applied', origin: 'http://localhost:5104', fromQuery: true });
    expect(overrideSignature(key, signed)).toBe(signed.signature);
  });
});

function stateOf(html: string) {
  const json = /<script id="inkpot-state" type="application\/json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
  return preloadedStateSchema.parse(JSON.parse(json ?? 'null'));
}

describe('the edge', () => {
  const query = `?override=search@${DEV_SERVER}`;

  it('serves the overridden remote from the developer, allows its origin on that page only and keeps it in a cookie', async () => {
    const edge = await serveEdge();
    try {
      const response = await fetch(`${edge.url}/${query}`);
      const state = stateOf(await response.text());
      expect(state.registry.remotes.find((release) => release.name === 'search')).toEqual({
        name: 'search',
        version: OVERRIDE_VERSION,
        manifestUrl: DEV_SERVER,
        contractVersion: expect.any(String) as string,
      });
      expect(state.localOverride).toEqual({ status: 'applied', remote: 'search', manifestUrl: DEV_SERVER });
      expect(cspDirectives(response.headers.get('content-security-policy')).get('connect-src')).toContain(
        'http://localhost:5104',
      );
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const cookie = response.headers.getSetCookie().find((line) => line.startsWith('inkpot_override='));
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);

      // The next page load has the cookie only, and keeps the override.
      const kept = await fetch(`${edge.url}/tag/poetry`, { headers: { cookie: cookie?.split(';')[0] ?? '' } });
      expect(stateOf(await kept.text()).localOverride).toMatchObject({ status: 'applied', remote: 'search' });

      // ?override=off clears it.
      const cleared = await fetch(`${edge.url}/?override=off`, { headers: { cookie: cookie?.split(';')[0] ?? '' } });
      expect(cleared.headers.getSetCookie().find((line) => line.startsWith('inkpot_override='))).toMatch(
        /Max-Age=0|Expires=Thu, 01 Jan 1970/,
      );
      const clearedState = stateOf(await cleared.text());
      expect(clearedState.localOverride).toBeUndefined();
      expect(clearedState.registry.remotes.find((release) => release.name === 'search')?.manifestUrl).toBe(
        'http://localhost:3002/mf-manifest.json',
      );

      // Another page without the override never allows that origin.
      const other = await fetch(`${edge.url}/`);
      expect(other.headers.get('content-security-policy')).not.toContain('localhost:5104');
    } finally {
      await edge.close();
    }
  });

  it('in production, ignores an unsigned override: deployed remotes, the deployed policy, and why', async () => {
    const edge = await serveEdge({
      config: { ...TEST_CONFIG, environment: 'production' },
      localOverride: { signatureRequired: true, key: KEY },
    });
    try {
      const response = await fetch(`${edge.url}/${query}`);
      const state = stateOf(await response.text());
      expect(state.localOverride).toMatchObject({ status: 'refused', reason: 'unsigned', remote: 'search' });
      expect(state.registry.remotes.find((release) => release.name === 'search')?.version).toBe('1.0.0+a');
      expect(response.headers.get('content-security-policy')).not.toContain('localhost:5104');
      expect(response.headers.getSetCookie().some((line) => line.startsWith('inkpot_override='))).toBe(false);
    } finally {
      await edge.close();
    }
  });

  it('in production, takes a signed override, and drops a kept one once it has expired', async () => {
    let now = NOW;
    const edge = await serveEdge({
      config: { ...TEST_CONFIG, environment: 'production' },
      localOverride: { signatureRequired: true, key: KEY, now: () => now },
    });
    try {
      const signed = signOverride(KEY ?? '', { remote: 'search', manifestUrl: DEV_SERVER, seconds: 60, now });
      const response = await fetch(overrideLink(`${edge.url}/`, signed));
      expect(stateOf(await response.text()).localOverride).toMatchObject({ status: 'applied', remote: 'search' });
      const cookie = response.headers.getSetCookie().find((line) => line.startsWith('inkpot_override='));
      expect(cookie).toMatch(/Max-Age=60/);

      now += 61_000;
      const later = await fetch(`${edge.url}/`, { headers: { cookie: cookie?.split(';')[0] ?? '' } });
      expect(stateOf(await later.text()).localOverride).toMatchObject({ status: 'refused', reason: 'expired' });
      expect(later.headers.getSetCookie().find((line) => line.startsWith('inkpot_override='))).toMatch(
        /Max-Age=0|Expires=Thu, 01 Jan 1970/,
      );
      expect(later.headers.get('content-security-policy')).not.toContain('localhost:5104');
    } finally {
      await edge.close();
    }
  });
});
