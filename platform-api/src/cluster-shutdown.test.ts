/**
 * The API as a cluster (API_WORKERS processes on PostgreSQL) stops as one: SIGTERM to the primary
 * drains every worker, and the primary exits 0. Runs where DATABASE_URL names a server (CI).
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { describe, it } from 'node:test';
import postgres from 'postgres';
import { openDatabase } from './db/client.ts';
import { scratchDatabase } from './testing/test-database.ts';

const serverUrl = process.env.DATABASE_URL;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

describe('the API cluster on a signal', { skip: !serverUrl && 'needs DATABASE_URL' }, () => {
  it('drains every worker and exits 0', async () => {
    const scratch = await scratchDatabase(serverUrl ?? '', 'inkpot_cluster');
    const port = await freePort();
    const api = spawn(process.execPath, [path.join(import.meta.dirname, 'main.ts')], {
      env: { ...process.env, DATABASE_URL: scratch.url, API_WORKERS: '2', API_PORT: String(port), LOG_FORMAT: 'json' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    api.stdout.on('data', (chunk) => (output += chunk));
    api.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => api.on('exit', (code) => resolve(code)));
    try {
      // Both workers listen (each says so once).
      for (let waited = 0; (output.match(/GraphQL at/g) ?? []).length < 2; waited += 100) {
        assert.ok(waited < 60_000, `the workers did not start:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      assert.equal((await fetch(`http://127.0.0.1:${port}/_/health/live`)).status, 200);
      api.kill('SIGTERM');
      assert.equal(await exited, 0, output);
      assert.match(output, /SIGTERM: the workers finish the requests in flight/);
      await assert.rejects(fetch(`http://127.0.0.1:${port}/_/health/live`));
    } finally {
      api.kill('SIGKILL');
      await exited;
      await scratch.drop();
    }
  });
});

describe('API processes starting together on a new database', { skip: !serverUrl && 'needs DATABASE_URL' }, () => {
  it('migrate it one at a time: every one opens it', async () => {
    const scratch = await scratchDatabase(serverUrl ?? '', 'inkpot_migrate');
    try {
      const opened = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: scratch.url, dataDir: '' })));
      await Promise.all(opened.map((database) => database.close()));
      const reader = postgres(scratch.url, { max: 1 });
      const [row] = await reader`select count(*)::int as applied from drizzle.__drizzle_migrations`;
      await reader.end();
      assert.ok((row?.applied ?? 0) > 10);
    } finally {
      await scratch.drop();
    }
  });
});
