/**
 * The edge's side of a local override: a developer points one remote of their pages at
 * their own server (`?override=search@http://localhost:5104/mf-manifest.json`), against the
 * deployed others. The edge decides per request, because it writes the page's Content-Security-Policy
 * and registry: the override's origin is allowed for that page only, the override is kept in a cookie
 * until cleared (`?override=off`) or expired, and outside development it must be signed.
 */
import type { CookieOptions, Request } from 'express';
import {
  OVERRIDE_CLEAR_VALUE,
  OVERRIDE_COOKIE,
  OVERRIDE_EXPIRES_PARAM,
  OVERRIDE_PARAM,
  OVERRIDE_SIGNATURE_PARAM,
  overrideParams,
  parseOverride,
  UNSIGNED_OVERRIDE_MAX_AGE_S,
  verifyOverride,
  type LocalOverride,
} from '@inkpot/config/local-override';
import { CONTRACT_VERSION } from '@inkpot/shared-contracts/contract-version';
import type { RemoteRegistry } from '@inkpot/shared-contracts/registry';
import type { LocalOverrideState } from '../../page-contract/preloaded-state.ts';

/** The version an overridden remote's slot reports (`data-release="search@override"`, telemetry). */
export const OVERRIDE_VERSION = 'override';

export interface LocalOverrideRules {
  /** Staging and production: only signed overrides (`npm run override -- sign`). */
  signatureRequired: boolean;
  /** The key signatures are checked with (config/local-override.mjs overrideKeyOf); null: none can be. */
  key: string | null;
  now?: () => number;
}

export type OverrideDecision =
  | { kind: 'none' }
  /** `?override=off`: the cookie is cleared. */
  | { kind: 'cleared' }
  | { kind: 'applied'; override: LocalOverride; origin: string; fromQuery: boolean }
  | { kind: 'refused'; state: Extract<LocalOverrideState, { status: 'refused' }>; fromQuery: boolean };

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

const single = (value: unknown) => (typeof value === 'string' ? value : null);

/** What the request asks for: the query string first, else the cookie a previous page set. */
export function decideOverride(req: Pick<Request, 'query' | 'headers'>, rules: LocalOverrideRules): OverrideDecision {
  const asked = single(req.query[OVERRIDE_PARAM]);
  if (asked === OVERRIDE_CLEAR_VALUE) return { kind: 'cleared' };
  let params: URLSearchParams;
  const fromQuery = asked !== null;
  if (fromQuery) {
    params = new URLSearchParams({ [OVERRIDE_PARAM]: asked });
    const expires = single(req.query[OVERRIDE_EXPIRES_PARAM]);
    const signature = single(req.query[OVERRIDE_SIGNATURE_PARAM]);
    if (expires !== null) params.set(OVERRIDE_EXPIRES_PARAM, expires);
    if (signature !== null) params.set(OVERRIDE_SIGNATURE_PARAM, signature);
  } else {
    const kept = cookieValue(req.headers.cookie, OVERRIDE_COOKIE);
    if (kept === null) return { kind: 'none' };
    params = new URLSearchParams(kept);
  }
  const parsed = parseOverride({
    value: params.get(OVERRIDE_PARAM) ?? '',
    expires: params.get(OVERRIDE_EXPIRES_PARAM),
    signature: params.get(OVERRIDE_SIGNATURE_PARAM),
  });
  if (!parsed.ok) {
    const { reason, message, remote, manifestUrl } = parsed;
    return { kind: 'refused', fromQuery, state: { status: 'refused', reason, message, remote, manifestUrl } };
  }
  const { override } = parsed;
  const verdict = verifyOverride(override, {
    signatureRequired: rules.signatureRequired,
    key: rules.key,
    now: (rules.now ?? Date.now)(),
  });
  if (!verdict.ok) {
    return {
      kind: 'refused',
      fromQuery,
      state: {
        status: 'refused',
        reason: verdict.reason,
        message: verdict.message,
        remote: override.remote,
        manifestUrl: override.manifestUrl,
      },
    };
  }
  return { kind: 'applied', override, origin: new URL(override.manifestUrl).origin, fromQuery };
}

/** The registry with the overridden remote replaced: no integrity (a dev server's files change). */
export function withOverride(registry: RemoteRegistry, decision: OverrideDecision): RemoteRegistry {
  if (decision.kind !== 'applied') return registry;
  const { remote, manifestUrl } = decision.override;
  const release = { name: remote, version: OVERRIDE_VERSION, manifestUrl, contractVersion: CONTRACT_VERSION };
  const remotes = registry.remotes.some((entry) => entry.name === remote)
    ? registry.remotes.map((entry) => (entry.name === remote ? release : entry))
    : [...registry.remotes, release];
  return { ...registry, remotes };
}

/** What the page is told (the banner, or the warning and telemetry of a refusal). */
export function overrideState(decision: OverrideDecision): LocalOverrideState | undefined {
  if (decision.kind === 'refused') return decision.state;
  if (decision.kind !== 'applied') return undefined;
  const { remote, manifestUrl, expires } = decision.override;
  return {
    status: 'applied',
    remote,
    manifestUrl,
    ...(expires !== undefined ? { expiresAt: new Date(expires * 1000).toISOString() } : {}),
  };
}

/**
 * The cookie change a decision makes: an override from the query string is kept (a signed one
 * until it expires), `off` or a refused kept one is cleared, a refused new one leaves a kept one be.
 */
export function overrideCookie(
  decision: OverrideDecision,
  options: { secure: boolean; now?: () => number },
): { value: string; options: CookieOptions } | null {
  const base: CookieOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure: options.secure };
  const clear = { value: '', options: { ...base, maxAge: 0 } };
  if (decision.kind === 'cleared') return clear;
  if (decision.kind === 'refused') return decision.fromQuery ? null : clear;
  if (decision.kind !== 'applied' || !decision.fromQuery) return null;
  const { expires } = decision.override;
  const now = (options.now ?? Date.now)();
  const maxAge = expires === undefined ? UNSIGNED_OVERRIDE_MAX_AGE_S * 1000 : expires * 1000 - now;
  return { value: overrideParams(decision.override).toString(), options: { ...base, maxAge } };
}

export { OVERRIDE_COOKIE };
