/** Short-lived account tokens: the sign-in modal carries one into provider links. */
import { randomBytes } from 'node:crypto';
import { lt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { accountTokens } from '../db/schema.ts';
import { sha256 } from './sessions.ts';

export const ACCOUNT_TOKEN_TTL_MS = 10 * 60_000;

export async function mintAccountToken(db: Database, now: Date): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  // Expired tokens are worthless; dropping them here keeps the table at one TTL's worth of rows.
  await db.delete(accountTokens).where(lt(accountTokens.expiresAt, now));
  await db
    .insert(accountTokens)
    .values({ tokenHash: sha256(token), createdAt: now, expiresAt: new Date(now.getTime() + ACCOUNT_TOKEN_TTL_MS) });
  return token;
}
