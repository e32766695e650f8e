// A served page's signed token (docs/architecture/releases.md): the edge gives one to every page it
// serves, bound to the composition and cohort of that page (the live releases it got, and which of
// them were canaries). Client telemetry is trusted only with it: the canary monitor counts a page's
// outcomes only with it, once per page and remote, and the release-health read model reads only
// trusted reports. Shared by the edge (signs) and the API (checks); both derive the key from the
// deploy token.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const KEY_CONTEXT = 'inkpot page token key v1';
/**
 * How long a page's reports are trusted after it was served: a page reports its outcomes within
 * seconds and its web vitals when it is hidden; a token lifted from a page is worth little for long.
 */
export const PAGE_TOKEN_TTL_S = 2 * 3600;

/**
 * The key page tokens are signed with, derived from the deploy token (null without one: no page is
 * given a token, no client report is trusted, and no canary outcome counts).
 * @param {string | null} deployToken
 */
export const pageTokenKeyOf = (deployToken) =>
  deployToken ? createHmac('sha256', deployToken).update(KEY_CONTEXT).digest('hex') : null;

const signatureOf = (key, payload) => createHmac('sha256', key).update(payload).digest('base64url');

/**
 * A new page's token: `<payload>.<signature>`, the payload base64url JSON of the page id, the
 * composition, the live releases (`remote@version`) the page got, those of them that were its
 * canaries (its cohort), the page kind and the expiry (unix seconds).
 * @param {string} key
 * @param {{ composition: string | null, releases: string[], canaries: string[], pageKind?: string | null, now: number }} page  now in milliseconds
 */
export function signPageToken(key, { composition, releases, canaries, pageKind = null, now }) {
  const payload = Buffer.from(
    JSON.stringify({
      p: randomBytes(12).toString('base64url'),
      c: composition,
      r: releases,
      k: canaries,
      g: pageKind,
      e: Math.floor(now / 1000) + PAGE_TOKEN_TTL_S,
    }),
  ).toString('base64url');
  return `${payload}.${signatureOf(key, payload)}`;
}

/**
 * The page a token names, or null: not a token, not signed with `key`, or expired.
 * @param {string | null} key
 * @param {unknown} token
 * @param {number} now  milliseconds
 * @returns {{ pageId: string, composition: string | null, releases: string[], canaries: string[], pageKind: string | null } | null}
 */
export function readPageToken(key, token, now) {
  if (!key || typeof token !== 'string' || token.length > 2048) return null;
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length) return null;
  const expected = Buffer.from(signatureOf(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let page;
  try {
    page = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof page?.p !== 'string' || !Array.isArray(page.r) || !Array.isArray(page.k) || typeof page.e !== 'number')
    return null;
  if (page.e * 1000 <= now) return null;
  const releases = page.r.filter((release) => typeof release === 'string');
  return {
    pageId: page.p,
    composition: typeof page.c === 'string' ? page.c : null,
    releases,
    canaries: page.k.filter((release) => typeof release === 'string' && releases.includes(release)),
    pageKind: typeof page.g === 'string' ? page.g : null,
  };
}
