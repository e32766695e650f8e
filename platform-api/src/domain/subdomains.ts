/**
 * A writer's subdomain ({username}.<app host>, User.hasSubdomain): claimed and deactivated
 * by the writer alone. Each is one statement that tells whether it changed anything, so two tabs
 * racing get one success and one clear refusal.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { badRequest, success, type Outcome } from './outcome.ts';

async function setSubdomain(db: Database, viewerId: string, claimed: boolean): Promise<boolean> {
  const changed = await db
    .update(users)
    .set({ hasSubdomain: claimed })
    .where(and(eq(users.id, viewerId), eq(users.hasSubdomain, !claimed)))
    .returning({ id: users.id });
  return changed.length > 0;
}

export async function claimSubdomain(db: Database, viewerId: string): Promise<Outcome> {
  return (await setSubdomain(db, viewerId, true)) ? success : badRequest('You already have a subdomain.');
}

export async function unclaimSubdomain(db: Database, viewerId: string): Promise<Outcome> {
  return (await setSubdomain(db, viewerId, false)) ? success : badRequest('You have no subdomain to deactivate.');
}
