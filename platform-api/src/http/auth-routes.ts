/**
 * Sign-in over plain HTTP: the magic-link callback, sign-out and the edge's session lookup.
 */
import { timingSafeEqual } from 'node:crypto';
import express, { type Request, type Response } from 'express';
import { forgetReplacedSession, requestContext, type ApiDeps } from './request-context.ts';
import { preloadedSession } from '../auth/preloaded-session.ts';
import { endSession, readCookies, sessionCookieName } from '../auth/sessions.ts';
import { deployed } from '../config.ts';
import { EMAIL_CALLBACK_PATH, expiredLinkLocation, followEmailLink } from '../auth/sign-in.ts';

const noStore = (res: Response) => res.set('Cache-Control', 'no-store, private');

const sameSecret = (sent: string, expected: string) => {
  const [a, b] = [Buffer.from(sent), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Asked of a signed-in reader whose sign-out came without the session's token. */
const signOutConfirmationPage = (confirmPath: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign out of Inkpot</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: sans-serif; max-width: 30rem; margin: 4rem auto; text-align: center">
<h1>Sign out of Inkpot?</h1>
<p>This sign-out link did not come from your Inkpot page.</p>
<p><a href="${confirmPath}">Sign out</a> · <a href="/">Stay signed in</a></p>
</body></html>`;

export function authRoutes(deps: ApiDeps): express.Router {
  const router = express.Router();
  const production = deployed(deps.config);

  router.get(EMAIL_CALLBACK_PATH, async (req, res) => {
    noStore(res);
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    try {
      const ctx = await requestContext(deps, req, res);
      const { location } = await followEmailLink(ctx, token);
      forgetReplacedSession(deps, ctx);
      res.redirect(302, location);
    } catch (error) {
      // A link from an email must never end on an error page: the home page offers a new one.
      console.error('[api] email sign-in link failed', error);
      res.redirect(302, expiredLinkLocation(null));
    }
  });

  /**
   * Ends the session only with the session's own xsrf token in the path (`/m/signout/{xsrf}`):
   * a link or image on another site cannot sign a reader out.
   * Without the token an error is logged and sign-out still proceeds: the
   * error is logged here, and the reader is asked to confirm on a page of ours whose button
   * carries the token, so their sign-out still goes through with one more click.
   */
  const signOut = async (req: Request, res: Response) => {
    noStore(res);
    const ctx = await requestContext(deps, req, res);
    const sent = typeof req.params.xsrf === 'string' ? req.params.xsrf : '';
    if (ctx.session && !sameSecret(sent, ctx.session.xsrf)) {
      console.error(`[api] sign-out ${sent ? 'with a wrong' : 'without an'} xsrf token; asking the reader to confirm`);
      res
        .status(403)
        .set('X-Frame-Options', 'DENY')
        .set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
        .type('html')
        .send(signOutConfirmationPage(`/m/signout/${encodeURIComponent(ctx.session.xsrf)}`));
      return;
    }
    // The session's kept GraphQL results and its kept lookup go with it, in every API process; once
    // its row is gone, so no lookup after the drop can find it again.
    await endSession(deps.db, res, ctx.session, production);
    const cookie = readCookies(req)[sessionCookieName(production)];
    if (cookie) deps.services.responseCache?.endSession(cookie);
    res.redirect(302, '/');
  };
  router.get('/m/signout', signOut);
  router.get('/m/signout/:xsrf', signOut);

  router.get('/_/api/session', async (req, res) => {
    noStore(res);
    res.vary('Cookie');
    res.json(await preloadedSession(await requestContext(deps, req, res)));
  });

  return router;
}
