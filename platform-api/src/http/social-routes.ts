/**
 * Social sign-in over HTTP: /m/connect/{provider} and /m/callback/{provider} (the edge forwards
 * both). Any other name falls through (the email callback has its own route; the rest is a 404).
 */
import express, { type Response } from 'express';
import { forgetReplacedSession, requestContext, type ApiDeps } from './request-context.ts';
import { isSocialProvider } from '../social/social-providers.ts';
import { errorLocation } from '../social/social-rules.ts';
import { finishSocialSignIn, startSocialSignIn } from '../social/social-sign-in.ts';
import type { SocialProvider } from '../social/social-providers.ts';

/** Even when the database is down, a sign-in ends on the page with an error, not on a 500. */
function unexpected(res: Response, provider: SocialProvider, error: unknown) {
  console.error(`[api] social sign-in with ${provider} failed`, error);
  res.redirect(302, errorLocation(null, 'failed', { provider, operation: null }));
}

export function socialRoutes(deps: ApiDeps): express.Router {
  const router = express.Router();

  router.get('/m/connect/:provider', async (req, res, next) => {
    const provider = req.params.provider.toLowerCase();
    if (!isSocialProvider(provider)) return next();
    res.set('Cache-Control', 'no-store, private');
    try {
      const { location } = await startSocialSignIn(await requestContext(deps, req, res), provider, req.query);
      res.redirect(302, location);
    } catch (error) {
      unexpected(res, provider, error);
    }
  });

  router.get('/m/callback/:provider', async (req, res, next) => {
    const provider = req.params.provider.toLowerCase();
    if (!isSocialProvider(provider)) return next();
    res.set('Cache-Control', 'no-store, private');
    const search = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    try {
      const ctx = await requestContext(deps, req, res);
      const { location } = await finishSocialSignIn(ctx, provider, req.query, search);
      forgetReplacedSession(deps, ctx);
      res.redirect(302, location);
    } catch (error) {
      unexpected(res, provider, error);
    }
  });

  return router;
}
