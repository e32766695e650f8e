// A developer's local override: one remote of a page loaded from their own server, against
// the deployed others. The edge reads it from the page's query string or its cookie; this module is
// the format, the signature and the checks, shared by the edge and `npm run override` / `npm run dev`.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { REMOTES } from './env.mjs';

/** `?override=<remote>@<manifest URL>`; `?override=off` clears it. */
export const OVERRIDE_PARAM = 'override';
/** Unix seconds after which a signed override is refused. */
export const OVERRIDE_EXPIRES_PARAM = 'override_expires';
/** base64url HMAC-SHA256 of remote, URL and expiry (see overrideSignature). */
export const OVERRIDE_SIGNATURE_PARAM = 'override_signature';
export const OVERRIDE_CLEAR_VALUE = 'off';
/** Where the edge keeps an override between page loads (until cleared or expired). */
export const OVERRIDE_COOKIE = 'inkpot_override';
/** How long an unsigned (development) override is kept. */
export const UNSIGNED_OVERRIDE_MAX_AGE_S = 30 * 24 * 3600;
/** The longest a signed override may last: the CLI signs no longer, and the edge refuses one that would. */
export const MAX_SIGNED_OVERRIDE_S = 7 * 24 * 3600;
/** Clock skew allowed between the machine that signed an override and the edge that checks it. */
const SIGNING_CLOCK_SKEW_S = 5 * 60;

const KEY_CONTEXT = 'inkpot local override key v1';
const SIGNATURE_CONTEXT = 'inkpot local override v1';

/**
 * The key overrides are signed with: OVERRIDE_KEY when set, else derived from the deploy token
 * (HMAC of a fixed label), so whoever holds the deploy token can sign, and an edge given only the
 * derived key cannot act as the deploy token. Null when there is neither (nothing can be signed).
 * @param {{ OVERRIDE_KEY?: string | undefined }} env
 * @param {string | null} deployToken
 */
export function overrideKeyOf(env, deployToken) {
  if (env.OVERRIDE_KEY) return env.OVERRIDE_KEY;
  return deployToken ? createHmac('sha256', deployToken).update(KEY_CONTEXT).digest('hex') : null;
}

/**
 * @param {string} key
 * @param {{ remote: string, manifestUrl: string, expires: number }} override
 */
export function overrideSignature(key, { remote, manifestUrl, expires }) {
  return createHmac('sha256', key)
    .update(`${SIGNATURE_CONTEXT}\n${remote}\n${manifestUrl}\n${expires}`)
    .digest('base64url');
}

/**
 * Reads `<remote>@<manifest URL>` (and, when given, the expiry and signature).
 * @param {{ value: string, expires?: string | null | undefined, signature?: string | null | undefined }} input
 * @returns {{ ok: true, override: import('./local-override.d.mts').LocalOverride } | { ok: false, reason: 'malformed', message: string, remote?: string, manifestUrl?: string }}
 */
export function parseOverride({ value, expires, signature }) {
  const at = value.indexOf('@');
  const remote = at > 0 ? value.slice(0, at) : '';
  const manifestUrl = at > 0 ? value.slice(at + 1) : value;
  const malformed = (message) => ({
    ok: /** @type {const} */ (false),
    reason: /** @type {const} */ ('malformed'),
    message,
    ...(remote ? { remote } : {}),
    ...(manifestUrl ? { manifestUrl } : {}),
  });
  if (!REMOTES.includes(remote)) {
    return malformed(`"${value}" names no remote: expected <${REMOTES.join('|')}>@<manifest URL>.`);
  }
  let url;
  try {
    url = new URL(manifestUrl);
  } catch {
    return malformed(`"${manifestUrl}" is not a URL.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return malformed(`"${manifestUrl}" is not http(s).`);
  if (url.username || url.password) return malformed(`"${manifestUrl}" carries credentials.`);
  const hasSignature = Boolean(signature) || Boolean(expires);
  if (!hasSignature) return { ok: true, override: { remote, manifestUrl: url.href } };
  const expiresAt = Number(expires);
  if (!signature || !Number.isSafeInteger(expiresAt)) {
    return malformed(
      `A signed override needs both ${OVERRIDE_EXPIRES_PARAM} (unix seconds) and ${OVERRIDE_SIGNATURE_PARAM}.`,
    );
  }
  // The signature covers the URL as it was given: normalising it first would break it.
  return { ok: true, override: { remote, manifestUrl, expires: expiresAt, signature } };
}

/**
 * Whether a page may use the override. Unsigned ones only where no signature is required
 * (development); a signature, when there is one, must match, must not have expired, and must not
 * run further ahead than MAX_SIGNED_OVERRIDE_S (a key holder could sign one for ten years: the
 * cap is the edge's, not only the CLI's).
 * @param {import('./local-override.d.mts').LocalOverride} override
 * @param {{ signatureRequired: boolean, key: string | null, now: number }} rules  now in milliseconds
 * @returns {{ ok: true } | { ok: false, reason: 'unsigned' | 'no-key' | 'bad-signature' | 'expired' | 'too-long', message: string }}
 */
export function verifyOverride(override, { signatureRequired, key, now }) {
  const what = `The local override of ${override.remote} (${override.manifestUrl})`;
  if (override.signature === undefined || override.expires === undefined) {
    return signatureRequired
      ? {
          ok: false,
          reason: 'unsigned',
          message: `${what} was ignored: this deployment only accepts signed overrides (npm run override -- sign).`,
        }
      : { ok: true };
  }
  if (!key) {
    return {
      ok: false,
      reason: 'no-key',
      message: `${what} was ignored: this deployment has no key to check signatures.`,
    };
  }
  const expected = Buffer.from(overrideSignature(key, { ...override, expires: override.expires }));
  const given = Buffer.from(override.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, reason: 'bad-signature', message: `${what} was ignored: its signature does not match.` };
  }
  if (override.expires * 1000 <= now) {
    return {
      ok: false,
      reason: 'expired',
      message: `${what} was ignored: it expired at ${new Date(override.expires * 1000).toISOString()}.`,
    };
  }
  if (override.expires * 1000 > now + (MAX_SIGNED_OVERRIDE_S + SIGNING_CLOCK_SKEW_S) * 1000) {
    return {
      ok: false,
      reason: 'too-long',
      message: `${what} was ignored: it runs until ${new Date(override.expires * 1000).toISOString()}, longer than the ${MAX_SIGNED_OVERRIDE_S / 86400} days an override may last.`,
    };
  }
  return { ok: true };
}

/**
 * The query parameters of an override (signed when it carries a signature).
 * @param {import('./local-override.d.mts').LocalOverride} override
 */
export function overrideParams(override) {
  const params = new URLSearchParams({ [OVERRIDE_PARAM]: `${override.remote}@${override.manifestUrl}` });
  if (override.signature !== undefined && override.expires !== undefined) {
    params.set(OVERRIDE_EXPIRES_PARAM, String(override.expires));
    params.set(OVERRIDE_SIGNATURE_PARAM, override.signature);
  }
  return params;
}

/**
 * A page URL with the override applied, readable (`:`, `/` and `@` are left as they are).
 * @param {string} pageUrl
 * @param {import('./local-override.d.mts').LocalOverride} override
 */
export function overrideLink(pageUrl, override) {
  const url = new URL(pageUrl);
  for (const [name, value] of overrideParams(override)) url.searchParams.set(name, value);
  return url.href.replace(/%3A/gi, ':').replace(/%2F/gi, '/').replace(/%40/gi, '@');
}

/**
 * A signed override for `seconds` from now.
 * @param {string} key
 * @param {{ remote: string, manifestUrl: string, seconds: number, now: number }} input  now in milliseconds
 */
export function signOverride(key, { remote, manifestUrl, seconds, now }) {
  if (!(Number.isInteger(seconds) && seconds > 0 && seconds <= MAX_SIGNED_OVERRIDE_S)) {
    throw new Error(`An override lasts from 1 second to ${MAX_SIGNED_OVERRIDE_S / 86400} days.`);
  }
  const parsed = parseOverride({ value: `${remote}@${manifestUrl}` });
  if (!parsed.ok) throw new Error(parsed.message);
  const expires = Math.floor(now / 1000) + seconds;
  const unsigned = { remote, manifestUrl: parsed.override.manifestUrl, expires };
  return { ...unsigned, signature: overrideSignature(key, unsigned) };
}

// QA links (docs/architecture/releases.md): a composition snapshot with a release that was rolled back or revoked is
// served only to a link signed with a key derived from the deploy token, the same way as the
// override key but with a context of its own (a key for one cannot sign the other).
/** `?composition=<snapshot id>`: the page drawn from that snapshot. */
export const COMPOSITION_PARAM = 'composition';
/** Unix seconds after which a QA link is refused. */
export const QA_LINK_EXPIRES_PARAM = 'composition_expires';
/** base64url HMAC-SHA256 of the snapshot id and expiry (see qaLinkSignature). */
export const QA_LINK_SIGNATURE_PARAM = 'composition_signature';
/** The longest a QA link may last: `npm run qa-link` signs no longer, and the edge refuses one that would. */
export const MAX_QA_LINK_S = 7 * 24 * 3600;

const QA_LINK_KEY_CONTEXT = 'inkpot qa link key v1';
const QA_LINK_SIGNATURE_CONTEXT = 'inkpot qa link v1';

/**
 * The key QA links are signed with, derived from the deploy token; null without one (no link is
 * valid, and withdrawn snapshots are served to nobody).
 * @param {string | null} deployToken
 */
export const qaLinkKeyOf = (deployToken) =>
  deployToken ? createHmac('sha256', deployToken).update(QA_LINK_KEY_CONTEXT).digest('hex') : null;

/**
 * @param {string} key
 * @param {{ composition: string, expires: number }} link
 */
export function qaLinkSignature(key, { composition, expires }) {
  return createHmac('sha256', key)
    .update(`${QA_LINK_SIGNATURE_CONTEXT}\n${composition}\n${expires}`)
    .digest('base64url');
}

/**
 * Whether a link may be given a withdrawn snapshot: signed with the key, not expired, and not
 * running further ahead than MAX_QA_LINK_S (the cap is the edge's, not only the script's).
 * @param {{ composition: string, expires: string | null | undefined, signature: string | null | undefined }} link
 * @param {{ key: string | null, now: number }} rules  now in milliseconds
 * @returns {{ ok: true } | { ok: false, reason: 'unsigned' | 'no-key' | 'bad-signature' | 'expired' | 'too-long' }}
 */
export function verifyQaLink({ composition, expires, signature }, { key, now }) {
  const expiresAt = Number(expires);
  if (!signature || !expires || !Number.isSafeInteger(expiresAt)) return { ok: false, reason: 'unsigned' };
  if (!key) return { ok: false, reason: 'no-key' };
  const expected = Buffer.from(qaLinkSignature(key, { composition, expires: expiresAt }));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, reason: 'bad-signature' };
  }
  if (expiresAt * 1000 <= now) return { ok: false, reason: 'expired' };
  if (expiresAt * 1000 > now + (MAX_QA_LINK_S + SIGNING_CLOCK_SKEW_S) * 1000) return { ok: false, reason: 'too-long' };
  return { ok: true };
}

/**
 * A page URL drawn from a snapshot, signed for `seconds` from now.
 * @param {string} key
 * @param {{ pageUrl: string, composition: string, seconds: number, now: number }} input  now in milliseconds
 */
export function signQaLink(key, { pageUrl, composition, seconds, now }) {
  if (!(Number.isInteger(seconds) && seconds > 0 && seconds <= MAX_QA_LINK_S)) {
    throw new Error(`A QA link lasts from 1 second to ${MAX_QA_LINK_S / 86400} days.`);
  }
  if (!/^[0-9a-f]{16}$/.test(composition)) throw new Error(`"${composition}" is not a composition snapshot id.`);
  const expires = Math.floor(now / 1000) + seconds;
  const url = new URL(pageUrl);
  url.searchParams.set(COMPOSITION_PARAM, composition);
  url.searchParams.set(QA_LINK_EXPIRES_PARAM, String(expires));
  url.searchParams.set(QA_LINK_SIGNATURE_PARAM, qaLinkSignature(key, { composition, expires }));
  return { url: url.href, expires };
}
