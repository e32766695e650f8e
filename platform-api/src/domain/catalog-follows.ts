/**
 * Following a reading list. Like writers and publications
 * (./follow-service.ts): one statement that tells whether it changed anything. Lists the viewer
 * may not see answer NotFound, so a private list's existence does not leak.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { catalogFollows, catalogs } from '../db/schema.ts';
import { canViewCatalog } from './catalog-rules.ts';
import { badRequest, notFound, success, type Outcome } from './outcome.ts';

async function visibleCatalog(db: Database, viewerId: string, catalogId: string) {
  const [catalog] = await db.select().from(catalogs).where(eq(catalogs.id, catalogId)).limit(1);
  return catalog && canViewCatalog(catalog, viewerId) ? catalog : null;
}

export async function followCatalog(db: Database, viewerId: string, catalogId: string, now: Date): Promise<Outcome> {
  const catalog = await visibleCatalog(db, viewerId, catalogId);
  if (!catalog) return notFound('List not found.');
  if (catalog.userId === viewerId) return badRequest('You cannot follow your own list.');
  const inserted = await db
    .insert(catalogFollows)
    .values({ followerId: viewerId, catalogId: catalog.id, createdAt: now })
    .onConflictDoNothing()
    .returning({ catalogId: catalogFollows.catalogId });
  return inserted.length ? success : badRequest(`You're already following ${catalog.name}`);
}

export async function unfollowCatalog(db: Database, viewerId: string, catalogId: string): Promise<Outcome> {
  const catalog = await visibleCatalog(db, viewerId, catalogId);
  if (!catalog) return notFound('List not found.');
  const deleted = await db
    .delete(catalogFollows)
    .where(and(eq(catalogFollows.followerId, viewerId), eq(catalogFollows.catalogId, catalog.id)))
    .returning({ catalogId: catalogFollows.catalogId });
  return deleted.length ? success : badRequest(`You're not following ${catalog.name}`);
}
