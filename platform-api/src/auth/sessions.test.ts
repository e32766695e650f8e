/** The session lookup every request makes (a prepared statement): found while valid, never after. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Request } from 'express';
import type { Database } from '../db/client.ts';
import { sessions } from '../db/schema.ts';
import { insertUser } from '../testing/fixtures.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { findSession, randomId, sha256, SESSION_COOKIE } from './sessions.ts';

describe('findSession', () => {
  let db: Database;
  let close: () => Promise<void>;
  const created = new Date('2026-03-01T10:00:00Z');
  const expires = new Date('2026-03-31T10:00:00Z');
  const raw = randomId();
  const requestWith = (cookie: string) => ({ headers: { cookie } }) as Request;
  let userId: string;

  before(async () => {
    ({ db, close } = await openTestDatabase());
    userId = (await insertUser(db, { name: 'Sid Session' })).id;
    await db
      .insert(sessions)
      .values({ idHash: sha256(raw), userId, xsrf: 'x5rf', createdAt: created, expiresAt: expires });
  });
  after(() => close());

  it('finds the session and its reader until it expires, again and again', async () => {
    for (const now of [created, new Date(expires.getTime() - 1), created]) {
      const session = await findSession(db, requestWith(`${SESSION_COOKIE}=${raw}`), now);
      assert.equal(session?.userId, userId, now.toISOString());
      assert.equal(session?.xsrf, 'x5rf');
      assert.equal(session?.user.name, 'Sid Session');
    }
  });

  it('finds nothing once it has expired, for an unknown id, or for a malformed cookie', async () => {
    assert.equal(await findSession(db, requestWith(`${SESSION_COOKIE}=${raw}`), expires), null);
    assert.equal(await findSession(db, requestWith(`${SESSION_COOKIE}=${randomId()}`), created), null);
    assert.equal(await findSession(db, requestWith(`${SESSION_COOKIE}=not-a-session`), created), null);
  });
});
