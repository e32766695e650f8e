/**
 * Sign-in over plain HTTP: the magic-link callback, sign-out and the edge's session lookup.
 */
import express, { type Request, type Response } from 'express';
import { requestContext, type ApiDeps } from '../app.ts';
import { preloadedSession } from '../auth/preloaded-session.ts';
import { endSession } from '../auth/sessions.ts';
import { deployed } from '../config.ts';
import { EMAIL_CALLBACK_PATH, expiredLinkLocation, followEmailLink } from '../auth/sign-in.ts';

const noStore = (res: Response) => res.set('Cache-Control', 'no-store, private');

export function authRoutes(deps: ApiDeps): express.Router {
  const router = express.Router();
  const production = deployed(deps.config);

  router.get(EMAIL_CALLBACK_PATH, async (req, res) => {
    noStore(res);
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    try {
      const { location } = await followEmailLink(await requestContext(deps, req, res), token);
      res.redirect(302, location);
    } catch (error) {
      // A link from an email must never end on an error page: the home page offers a new one.
      console.error('[api] email sign-in link failed', error);
      res.redirect(302, expiredLinkLocation(null));
    }
  });

  // Spec 01 §6: without the session's xsrf token an error is logged and sign-out still proceeds.
  const signOut = async (req: Request, res: Response) => {
    noStore(res);
    const ctx = await requestContext(deps, req, res);
    const sent = typeof req.params.xsrf === 'string' ? req.params.xsrf : undefined;
    if (!sent) console.error('[api] sign-out without an xsrf token; signing out anyway');
    else if (ctx.session && sent !== ctx.session.xsrf)
      console.error('[api] sign-out with a wrong xsrf token; signing out anyway');
    await endSession(deps.db, res, ctx.session, production);
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
