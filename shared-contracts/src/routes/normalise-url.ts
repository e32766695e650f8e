/** The only query parameters kept in the address bar. */
export const ALLOWED_QUERY_PARAMS: ReadonlySet<string> = new Set([
  '_branch_view_id',
  'q',
  'p',
  'feed',
  'tag',
  'coupon',
  'tab',
  'topic',
  'year',
  'orderBy',
  'listId',
  'redirectUrl',
  'tkParagraphCount',
  'friendLinkOnboarding',
]);

/**
 * Drops query parameters off the allow-list and a trailing slash on the path.
 * Returns the normalised URL, or null when nothing changes (or it is not an http(s) URL); the
 * caller replaces the address without a new history entry.
 */
export function normaliseUrl(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  let changed = false;
  if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
    url.pathname = url.pathname.replace(/\/+$/, '') || '/';
    changed = true;
  }
  for (const key of [...url.searchParams.keys()]) {
    if (!ALLOWED_QUERY_PARAMS.has(key)) {
      url.searchParams.delete(key);
      changed = true;
    }
  }
  return changed ? url.href : null;
}
