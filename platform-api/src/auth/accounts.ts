/** Finding the account behind an email, and creating one at sign-up. */
import { randomBytes } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { UserRow } from '../db/rows.ts';
import { users } from '../db/schema.ts';
import { displayNameFromEmail, usernameBase } from './sign-in-rules.ts';

/** `email` is already normalised (lower case); stored addresses are compared case-insensitively. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  return row ?? null;
}

/** The base itself if free, else the base with the lowest free number from 2 up. */
async function freeUsername(db: Database, base: string): Promise<string> {
  const taken = new Set(
    (
      await db
        .select({ username: sql<string>`lower(${users.username})` })
        .from(users)
        .where(like(sql`lower(${users.username})`, `${base}%`))
    ).map((row) => row.username),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}${n}`)) return `${base}${n}`;
}

/**
 * Creates the account for a sign-up whose code or link was just used (so the address is
 * verified). A concurrent sign-up of the same address yields that account instead of a duplicate.
 */
export async function createUserForEmail(
  db: Database,
  email: string,
  fullName: string | null,
  now: Date,
): Promise<UserRow> {
  const name = fullName?.trim().slice(0, 100) || displayNameFromEmail(email);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const username = await freeUsername(db, usernameBase(email));
    const [row] = await db
      .insert(users)
      .values({ id: `u${randomBytes(8).toString('hex')}`, username, name, email, emailVerified: true, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    const existing = await findUserByEmail(db, email);
    if (existing) return existing;
  }
  throw new Error(`Could not find a free username for a new account (${usernameBase(email)}).`);
}
