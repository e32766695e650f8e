/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server of DATABASE_URL (created here, dropped on close), so the same suite
 * runs on both and parallel test files never share data.
 */
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { openDatabase, type OpenedDatabase, type StatementObserver } from '../db/client.ts';

export async function openTestDatabase(options: { onStatement?: StatementObserver } = {}): Promise<OpenedDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openDatabase({ dataDir: 'memory://', ...options });
  const name = `inkpot_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const opened = await openDatabase({ databaseUrl: url.href, dataDir: '', ...options });
  return {
    ...opened,
    async close() {
      await opened.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
