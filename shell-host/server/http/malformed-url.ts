import type { RequestHandler } from 'express';

/**
 * Whether a request target's path or query has broken percent-encoding (`/%`, `/%E0%A4%A`,
 * `?q=100%`): nothing can decode it, so no route, page or API call can answer it.
 */
export function isMalformedUrl(target: string): boolean {
  const queryStart = target.indexOf('?');
  const path = queryStart === -1 ? target : target.slice(0, queryStart);
  const query = queryStart === -1 ? '' : target.slice(queryStart + 1);
  try {
    decodeURIComponent(path);
    for (const part of query.split(/[&=]/)) decodeURIComponent(part.replace(/\+/g, ' '));
    return false;
  } catch {
    return true;
  }
}

/**
 * Errors that are the request's fault: undecodable URLs (`URIError`, however deep it was thrown)
 * and anything a middleware marked with a 4xx status. They are answered, not reported.
 */
export function clientErrorStatus(error: unknown): number | null {
  if (error instanceof URIError) return 400;
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.status;
  const code = typeof status === 'number' ? status : (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof code === 'number' && code >= 400 && code < 500 ? code : null;
}

/** Answers a malformed URL with 400 before any route sees it: `answer` writes the body. */
export function rejectMalformedUrls(answer: RequestHandler): RequestHandler {
  return (req, res, next) => {
    if (!isMalformedUrl(req.originalUrl)) {
      next();
      return;
    }
    res.status(400).set('Cache-Control', 'no-store');
    void answer(req, res, next);
  };
}
