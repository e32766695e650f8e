/**
 * Saving stories to reading lists, and the lists of a library. Save puts a story first in the
 * reader's predefined 'Reading list', which is made on the first save with its predefined id
 * (`predefined:{userId}:READING_LIST`); until then that id answers an empty list to its owner, so
 * a reader always has one. Only a list's owner adds or removes its stories; lists the viewer may
 * not see answer NotFound, so a private list's existence does not leak.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, min, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { CatalogRow } from '../db/rows.ts';
import { catalogItems, catalogs, posts } from '../db/schema.ts';
import {
  canEditCatalog,
  canViewCatalog,
  firstPosition,
  isValidLibraryId,
  parsePredefinedCatalogId,
  predefinedCatalogId,
  READING_LIST,
  READING_LIST_NAME,
} from './catalog-rules.ts';
import { badRequest, forbidden, notFound, success, type Outcome } from './outcome.ts';
import { canViewPost } from './post-rules.ts';

const LIST_NOT_FOUND = 'List not found.';

/** The reading list a reader has before their first save: no row, no stories. */
export function unsavedReadingList(userId: string, createdAt: Date): CatalogRow {
  return {
    id: predefinedCatalogId(userId),
    userId,
    name: READING_LIST_NAME,
    type: 'LISTS',
    visibility: 'PRIVATE',
    predefined: READING_LIST,
    createdAt,
  };
}

async function predefinedRow(db: Database, userId: string, category: string): Promise<CatalogRow | null> {
  const [row] = await db
    .select()
    .from(catalogs)
    .where(and(eq(catalogs.userId, userId), eq(catalogs.predefined, category)))
    .limit(1);
  return row ?? null;
}

/**
 * A list by id as the viewer may see it: a row's id, or a predefined id (the owner's list, or
 * their unsaved reading list when they have none yet). Null when there is none or it is hidden.
 */
export async function findCatalog(
  db: Database,
  viewerId: string | null,
  catalogId: string,
  now: Date,
): Promise<CatalogRow | null> {
  if (!isValidLibraryId(catalogId)) return null;
  const predefined = parsePredefinedCatalogId(catalogId);
  let catalog: CatalogRow | null;
  if (predefined) {
    catalog = await predefinedRow(db, predefined.userId, predefined.category);
    if (!catalog && viewerId === predefined.userId) catalog = unsavedReadingList(viewerId, now);
  } else {
    const [row] = await db.select().from(catalogs).where(eq(catalogs.id, catalogId)).limit(1);
    catalog = row ?? null;
  }
  return catalog && canViewCatalog(catalog, viewerId) ? catalog : null;
}

/** The reader's reading list, made now if they have none (concurrent first saves make one). */
export async function ensureReadingList(db: Database, userId: string, now: Date): Promise<CatalogRow> {
  await db
    .insert(catalogs)
    .values({ ...unsavedReadingList(userId, now), createdAt: now })
    .onConflictDoNothing();
  const row = await predefinedRow(db, userId, READING_LIST);
  if (!row) throw new Error(`The reading list of ${userId} could not be made.`);
  return row;
}

/** The list a save names (the reader's reading list when none), or why it cannot be changed. */
async function editableList(
  db: Database,
  viewerId: string,
  catalogId: string | null | undefined,
  now: Date,
  { create }: { create: boolean },
): Promise<CatalogRow | Exclude<Outcome, { kind: 'success' }>> {
  const id = catalogId ?? predefinedCatalogId(viewerId);
  const catalog = await findCatalog(db, viewerId, id, now);
  if (!catalog) return notFound(LIST_NOT_FOUND);
  if (!canEditCatalog(catalog, viewerId)) return forbidden('Only the owner of the list can change its stories.');
  // The unsaved reading list gets its row on the first save.
  if (create && catalog.predefined === READING_LIST && catalog.id === predefinedCatalogId(viewerId))
    return ensureReadingList(db, viewerId, now);
  return catalog;
}

/** Adds a story the viewer may read to one of their lists, first; once only. */
export async function addPostToCatalog(
  db: Database,
  viewer: { id: string; capabilities: ReadonlySet<string> },
  postId: string,
  catalogId: string | null | undefined,
  now: Date,
): Promise<Outcome> {
  const [post] = await db.select().from(posts).where(eq(posts.id, postId)).limit(1);
  if (!post || !canViewPost(post, viewer.id, viewer.capabilities)) return notFound('Story not found.');
  const catalog = await editableList(db, viewer.id, catalogId, now, { create: true });
  if ('kind' in catalog) return catalog;
  const [first] = await db
    .select({ position: min(catalogItems.position) })
    .from(catalogItems)
    .where(eq(catalogItems.catalogId, catalog.id));
  const inserted = await db
    .insert(catalogItems)
    .values({
      id: randomBytes(6).toString('hex'),
      catalogId: catalog.id,
      postId: post.id,
      position: firstPosition(first?.position ?? null),
    })
    .onConflictDoNothing()
    .returning({ id: catalogItems.id });
  return inserted.length ? success : badRequest(`This story is already in ${catalog.name}.`);
}

/** Takes a story out of one of the viewer's lists. */
export async function removePostFromCatalog(
  db: Database,
  viewerId: string,
  postId: string,
  catalogId: string | null | undefined,
  now: Date,
): Promise<Outcome> {
  const catalog = await editableList(db, viewerId, catalogId, now, { create: false });
  if ('kind' in catalog) return catalog;
  const deleted = await db
    .delete(catalogItems)
    .where(and(eq(catalogItems.catalogId, catalog.id), eq(catalogItems.postId, postId)))
    .returning({ id: catalogItems.id });
  return deleted.length ? success : badRequest(`This story is not in ${catalog.name}.`);
}

/**
 * A reader's lists as the viewer may see them: their reading list first (the owner always has
 * one), then the others, newest first.
 */
export async function listCatalogsOf(
  db: Database,
  viewerId: string | null,
  userId: string,
  userCreatedAt: Date,
  limit: number,
): Promise<CatalogRow[]> {
  const own = viewerId === userId;
  const visible = await db
    .select()
    .from(catalogs)
    .where(and(eq(catalogs.userId, userId), own ? undefined : eq(catalogs.visibility, 'PUBLIC')))
    .orderBy(sql`${catalogs.predefined} is null`, desc(catalogs.createdAt), asc(catalogs.id))
    .limit(limit);
  if (own && !visible.some((row) => row.predefined === READING_LIST))
    visible.unshift(unsavedReadingList(userId, userCreatedAt));
  return visible.slice(0, limit);
}
