import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { checkedPart, readinessOf, type Readiness } from '@inkpot/shared-contracts/health';
import { resultRows, type Database } from './db/client.ts';
import { postIndexOf } from './search/post-index.ts';

/** How many migrations this build of the API has (drizzle's journal). */
const MIGRATIONS_KNOWN = (
  JSON.parse(readFileSync(path.join(import.meta.dirname, '..', 'drizzle', 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

/**
 * The API is ready when its database answers with every migration of this build applied and its
 * story index is built (a search before it would wait for the build).
 */
export async function apiReadiness(db: Database): Promise<Readiness> {
  const stories = postIndexOf(db);
  return readinessOf('api', [
    await checkedPart('database', async () => {
      const result = await db.execute<{ applied: number }>(
        sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
      );
      const applied = Number(resultRows<{ applied: number }>(result)[0]?.applied ?? 0);
      if (applied < MIGRATIONS_KNOWN) throw new Error(`${applied} of ${MIGRATIONS_KNOWN} migrations applied`);
      return `${applied} of ${MIGRATIONS_KNOWN} migrations applied`;
    }),
    stories.isBuilt
      ? { name: 'story index', ok: true, detail: `${stories.size} stories`, required: true }
      : { name: 'story index', ok: false, detail: 'building', required: true },
  ]);
}
