/**
 * Custom domains: which publication or user a host name stands for, so the
 * edge can route a request for it in collection or user mode.
 */
import { eq, sql } from 'drizzle-orm';
import { Router } from 'express';
import type { ApiDeps } from './request-context.ts';
import type { Database } from '../db/client.ts';
import { publications, users } from '../db/schema.ts';

export const CUSTOM_DOMAINS_PATH = '/_/api/custom-domains';

export type CustomDomain = { kind: 'collection'; collectionSlug: string } | { kind: 'user'; username: string };

/** A host name as DNS spells it: labels of letters, digits and hyphens, at most 253 characters. */
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** Lower case, without a trailing dot; null when it is not a host name. */
export function normaliseHost(host: string): string | null {
  const name = host.trim().toLowerCase().replace(/\.$/, '');
  return HOST_NAME.test(name) ? name : null;
}

/**
 * The publication whose domain is `host`, else the user whose live custom domain it is. A user's
 * custom domain is live once it is set (the same rule as `User.customDomainState`).
 */
export async function findCustomDomain(db: Database, host: string): Promise<CustomDomain | null> {
  const [publication] = await db
    .select({ slug: publications.slug })
    .from(publications)
    .where(eq(sql`lower(${publications.domain})`, host))
    .limit(1);
  if (publication) return { kind: 'collection', collectionSlug: publication.slug };
  const [user] = await db
    .select({ username: users.username })
    .from(users)
    .where(eq(sql`lower(${users.customDomain})`, host))
    .limit(1);
  return user ? { kind: 'user', username: user.username } : null;
}

export function customDomainRoutes(deps: ApiDeps): Router {
  const router = Router();
  router.get(`${CUSTOM_DOMAINS_PATH}/:host`, async (req, res, next) => {
    try {
      const host = normaliseHost(req.params.host);
      if (!host) {
        res.status(400).set('Cache-Control', 'no-store').json({ error: 'Pass a host name, e.g. blog.example.com.' });
        return;
      }
      const found = await findCustomDomain(deps.db, host);
      // Domains are public; the edge keeps its own short cache of both answers.
      res.set('Cache-Control', 'public, max-age=60');
      if (found) res.json(found);
      else res.status(404).json({ error: `No publication or user has the custom domain ${host}.` });
    } catch (error) {
      next(error);
    }
  });
  return router;
}
