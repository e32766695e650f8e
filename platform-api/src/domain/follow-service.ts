/**
 * Follow and mute of writers and publications. Each write is one
 * statement that tells whether it changed anything, so two concurrent follows cannot both
 * succeed and a repeated one answers "already following".
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { follows, mutes, publications, users } from '../db/schema.ts';
import { notify, publicationOwners } from './notifications.ts';
import { badRequest, notFound, PRODUCT_NAME, success, type Outcome } from './outcome.ts';

export type EntityType = 'USER' | 'COLLECTION';

async function targetName(db: Database, type: EntityType, id: string): Promise<string | null> {
  if (type === 'USER') {
    const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, id)).limit(1);
    return row?.name ?? null;
  }
  const [row] = await db.select({ name: publications.name }).from(publications).where(eq(publications.id, id)).limit(1);
  return row?.name ?? null;
}

const missing = (type: EntityType) => notFound(type === 'USER' ? 'User not found.' : 'Publication not found.');

export async function follow(
  db: Database,
  viewerId: string,
  type: EntityType,
  targetId: string,
  now: Date,
): Promise<Outcome> {
  const name = await targetName(db, type, targetId);
  if (name === null) return missing(type);
  if (type === 'USER' && targetId === viewerId) return badRequest(`You cannot follow yourself on ${PRODUCT_NAME}`);
  // Starting to follow counts as having seen everything so far: only later stories show a dot.
  const inserted = await db
    .insert(follows)
    .values({ followerId: viewerId, entityType: type, entityId: targetId, createdAt: now, lastViewedAt: now })
    .onConflictDoNothing()
    .returning({ entityId: follows.entityId });
  if (!inserted.length) return badRequest(`You're already following ${name}`);
  // The writer hears of a new follower; a publication's owners of a new follower of it.
  if (type === 'USER') await notify(db, [targetId], { kind: 'FOLLOW', actorId: viewerId }, now);
  else {
    const owners = await publicationOwners(db, targetId);
    await notify(db, owners, { kind: 'PUBLICATION_FOLLOW', actorId: viewerId, publicationId: targetId }, now);
  }
  return success;
}

export async function unfollow(db: Database, viewerId: string, type: EntityType, targetId: string): Promise<Outcome> {
  const name = await targetName(db, type, targetId);
  if (name === null) return missing(type);
  const deleted = await db
    .delete(follows)
    .where(and(eq(follows.followerId, viewerId), eq(follows.entityType, type), eq(follows.entityId, targetId)))
    .returning({ entityId: follows.entityId });
  return deleted.length ? success : badRequest(`You're not following ${name}`);
}

export async function mute(
  db: Database,
  viewerId: string,
  type: EntityType,
  targetId: string,
  now: Date,
): Promise<Outcome> {
  const name = await targetName(db, type, targetId);
  if (name === null) return missing(type);
  if (type === 'USER' && targetId === viewerId) return badRequest(`You cannot mute yourself on ${PRODUCT_NAME}`);
  const inserted = await db
    .insert(mutes)
    .values({ userId: viewerId, entityType: type, entityId: targetId, createdAt: now })
    .onConflictDoNothing()
    .returning({ entityId: mutes.entityId });
  return inserted.length ? success : badRequest(`You already muted ${name}`);
}

export async function unmute(db: Database, viewerId: string, type: EntityType, targetId: string): Promise<Outcome> {
  const name = await targetName(db, type, targetId);
  if (name === null) return missing(type);
  const deleted = await db
    .delete(mutes)
    .where(and(eq(mutes.userId, viewerId), eq(mutes.entityType, type), eq(mutes.entityId, targetId)))
    .returning({ entityId: mutes.entityId });
  return deleted.length ? success : badRequest(`You have not muted ${name}`);
}
