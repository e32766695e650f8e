// A served page's signed id (docs/architecture/releases.md): the edge gives one to every page that got a canary, bound
// to the composition and the canary releases of that page, and the release registry counts a
// page's canary outcomes only with it, once per page and remote. Shared by the edge (signs) and
// the API (checks); both derive the key from the deploy token.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const KEY_CONTEXT = 'inkpot page token key v1';
/** How long a page's outcomes count after it was served (a tab left open reports late, not days later). */
export const PAGE_TOKEN_TTL_S = 24 * 3600;

/**
 * The key page tokens are signed with, derived from the deploy token (null without one: no page is
 * given a token, and no canary outcome counts).
 * @param {string | null} deployToken
 */
export const pageTokenKeyOf = (deployToken) =>
  deployToken ? createHmac('sha256', deployToken).update(KEY_CONTEXT).digest('hex') : null;

const signatureOf = (key, payload) => createHmac('sha256', key).update(payload).digest('base64url');

/**
 * A new page's token: `<payload>.<signature>`, the payload base64url JSON of the page id, the
 * composition, the canary releases (`remote@version`) the page got and the expiry (unix seconds).
 * @param {string} key
 * @param {{ composition: string | null, releases: string[], now: number }} page  now in milliseconds
 */
export function signPageToken(key, { composition, releases, now }) {
  const payload = Buffer.from(
    JSON.stringify({
      p: randomBytes(12).toString('base64url'),
      c: composition,
      r: releases,
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
 * @returns {{ pageId: string, composition: string | null, releases: string[] } | null}
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
  if (typeof page?.p !== 'string' || !Array.isArray(page.r) || typeof page.e !== 'number') return null;
  if (page.e * 1000 <= now) return null;
  return {
    pageId: page.p,
    composition: typeof page.c === 'string' ? page.c : null,
    releases: page.r.filter((release) => typeof release === 'string'),
  };
}
