/**
 * The kept session lookups (session-lookups.ts): what is kept, for how long, and what drops it;
 * and findSession reading through them.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Request } from 'express';
import { eq } from 'drizzle-orm';
import { sessions } from '../db/schema.ts';
import type { UserRow } from '../db/rows.ts';
import { insertUser } from '../testing/fixtures.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import type { OpenedDatabase } from '../db/client.ts';
import { sessionKeyOfIdHash } from '../graphql/cache-messages.ts';
import { sessionLookups, type SessionInfo } from './session-lookups.ts';
import { findSession, randomId, SESSION_COOKIE, sha256 } from './sessions.ts';

const NOW = new Date('2026-06-01T12:00:00Z');
const LATER = new Date(NOW.getTime() + 60_000);

const sessionOf = (userId: string, idHash = sha256(randomId())): SessionInfo => ({
  idHash,
  userId,
  xsrf: 'x',
  user: { id: userId } as UserRow,
});

describe('kept session lookups', () => {
  it('serves a kept session until it expires, and only for its own id hash', () => {
    const kept = sessionLookups({ ttlMs: 5000 });
    const session = sessionOf('u1');
    kept.keep(kept.begin(), session, LATER);
    assert.equal(kept.get(session.idHash, NOW), session);
    assert.equal(kept.get(sha256(randomId()), NOW), undefined);
    assert.equal(kept.get(session.idHash, new Date(LATER.getTime() + 1)), undefined, 'past its own expiry');
  });

  it('drops a session with its results, and every session of a user whose row a write touched', () => {
    const kept = sessionLookups({ ttlMs: 5000 });
    const [mine, otherDevice, someoneElse] = [sessionOf('u1'), sessionOf('u1'), sessionOf('u2')];
    for (const session of [mine, otherDevice, someoneElse]) kept.keep(kept.begin(), session, LATER);
    kept.drop({ kind: 'session', session: sessionKeyOfIdHash(mine.idHash) });
    assert.equal(kept.get(mine.idHash, NOW), undefined);
    assert.equal(kept.get(otherDevice.idHash, NOW), otherDevice);
    kept.drop({
      kind: 'entities',
      entities: [
        { typename: 'User', id: 'u1' },
        { typename: 'Post', id: 'p1' },
      ],
    });
    assert.equal(kept.get(otherDevice.idHash, NOW), undefined);
    assert.equal(kept.get(someoneElse.idHash, NOW), someoneElse);
    kept.drop({ kind: 'entities', entities: [{ typename: 'User' }] });
    assert.equal(kept.size, 0);
  });

  it('does not keep what a lookup read before a drop of its session or its user', () => {
    const kept = sessionLookups({ ttlMs: 5000 });
    const session = sessionOf('u1');
    const started = kept.begin();
    kept.drop({ kind: 'session', session: sessionKeyOfIdHash(session.idHash) });
    kept.keep(started, session, LATER);
    assert.equal(kept.get(session.idHash, NOW), undefined);
    const again = kept.begin();
    kept.drop({ kind: 'entities', entities: [{ typename: 'User', id: 'u1' }] });
    kept.keep(again, session, LATER);
    assert.equal(kept.get(session.idHash, NOW), undefined);
    kept.keep(kept.begin(), session, LATER);
    assert.equal(kept.get(session.idHash, NOW), session, 'a lookup after the drops is kept');
  });

  it('forgets a kept session after the time to live', async () => {
    const kept = sessionLookups({ ttlMs: 50 });
    const session = sessionOf('u1');
    kept.keep(kept.begin(), session, LATER);
    await new Promise((resolve) => setTimeout(resolve, 80));
    assert.equal(kept.get(session.idHash, NOW), undefined);
  });
});

describe('findSession through the kept lookups', () => {
  let opened: OpenedDatabase;
  before(async () => {
    opened = await openTestDatabase();
  });
  after(() => opened.close());
  const requestWith = (raw: string) => ({ headers: { cookie: `${SESSION_COOKIE}=${raw}` } }) as Request;

  it('reads the database once, until the session is dropped; never keeps an unknown cookie', async () => {
    const { db } = opened;
    const user = await insertUser(db);
    const raw = randomId();
    await db.insert(sessions).values({ idHash: sha256(raw), userId: user.id, xsrf: 'x', expiresAt: LATER });
    const kept = sessionLookups({ ttlMs: 5000 });
    assert.equal((await findSession(db, requestWith(raw), NOW, false, kept))?.userId, user.id);
    // Gone from the database behind the cache's back: still kept, as a result would be.
    await db.delete(sessions).where(eq(sessions.idHash, sha256(raw)));
    assert.equal((await findSession(db, requestWith(raw), NOW, false, kept))?.userId, user.id);
    kept.drop({ kind: 'session', session: sessionKeyOfIdHash(sha256(raw)) });
    assert.equal(await findSession(db, requestWith(raw), NOW, false, kept), null);
    assert.equal(await findSession(db, requestWith(randomId()), NOW, false, kept), null);
    assert.equal(kept.size, 0);
  });
});
