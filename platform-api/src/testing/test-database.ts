/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server of DATABASE_URL (created here, dropped on close), so the same suite
 * runs on both and parallel test files never share data.
 */
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { openDatabase, type OpenedDatabase, type StatementObserver } from '../db/client.ts';

/** An empty database of its own on the server of `serverUrl`, and how to drop it again. */
export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** WITH (FORCE) refused: a session on the database the role may not signal (autovacuum's worker). */
const NOT_ALLOWED_TO_SIGNAL = '42501';

export async function scratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      try {
        // Ends our own connections that outlived their pool at once.
        await admin.unsafe(`drop database if exists ${name} with (force)`);
      } catch (error) {
        if ((error as { code?: string }).code !== NOT_ALLOWED_TO_SIGNAL) throw error;
        // Autovacuum was working on it: a plain drop ends the worker itself (waiting up to 5 s).
        await admin.unsafe(`drop database if exists ${name}`);
      } finally {
        await admin.end();
      }
    },
  };
}

export async function openTestDatabase(options: { onStatement?: StatementObserver } = {}): Promise<OpenedDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openDatabase({ dataDir: 'memory://', ...options });
  const scratch = await scratchDatabase(serverUrl, 'inkpot_test');
  const opened = await openDatabase({ databaseUrl: scratch.url, dataDir: '', ...options });
  return {
    ...opened,
    async close() {
      await opened.close();
      await scratch.drop();
    },
  };
}
