/**
 * The scratch databases of the PostgreSQL runs are dropped whatever is still connected to them.
 * Runs where DATABASE_URL names a server (CI).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import postgres from 'postgres';
import { scratchDatabase } from './test-database.ts';

const serverUrl = process.env.DATABASE_URL;

describe('a scratch database', { skip: !serverUrl && 'needs DATABASE_URL' }, () => {
  const exists = async (url: string) => {
    const admin = postgres(serverUrl ?? '', { max: 1 });
    const name = new URL(url).pathname.slice(1);
    const rows = await admin`select 1 from pg_database where datname = ${name}`;
    await admin.end();
    return rows.length > 0;
  };

  it('is dropped when nothing uses it any more', async () => {
    const scratch = await scratchDatabase(serverUrl ?? '', 'inkpot_scratch');
    assert.equal(await exists(scratch.url), true);
    await scratch.drop();
    assert.equal(await exists(scratch.url), false);
  });

  it('is dropped while a connection of ours is still open on it, ending that connection', async () => {
    const scratch = await scratchDatabase(serverUrl ?? '', 'inkpot_scratch');
    const lingering = postgres(scratch.url, { max: 1, onnotice: () => {} });
    await lingering`select 1`;
    await scratch.drop();
    assert.equal(await exists(scratch.url), false);
    await assert.rejects(lingering`select 1`);
    await lingering.end({ timeout: 0 });
  });
});
