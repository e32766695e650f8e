import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, isNull } from 'drizzle-orm';
import { notifications, users } from './schema.ts';
import { isAnyOf, preparedPerDatabase } from './prepared.ts';
import type { Database, OpenedDatabase } from './client.ts';
import { unreadNotificationCount } from '../domain/notifications.ts';
import { abortableDatabase } from '../graphql/time-budget.ts';
import { insertUser } from '../testing/fixtures.ts';
import { openTestDatabase } from '../testing/test-database.ts';

let opened: OpenedDatabase;
before(async () => {
  opened = await openTestDatabase();
});
after(async () => {
  await opened.close();
});

describe('preparedPerDatabase', () => {
  it('builds the statements once per database, and apart for each database', () => {
    const built: unknown[] = [];
    const statementsOf = preparedPerDatabase((db) => {
      built.push(db);
      return { db };
    });
    const [one, two] = [{} as Database, {} as Database];
    const first = statementsOf(one);
    assert.equal(statementsOf(one), first);
    assert.notEqual(statementsOf(two), first);
    assert.equal(statementsOf(two).db, two);
    assert.deepEqual(built, [one, two]);
  });

  it("gives a request's handle the statements of the database it wraps, after its deadline check", () => {
    let builds = 0;
    const statementsOf = preparedPerDatabase((db) => {
      builds += 1;
      return { db };
    });
    let expired = false;
    const deadline = {
      throwIfExpired() {
        if (expired) throw new Error('over budget');
      },
    };
    const [first, second] = [abortableDatabase(opened.db, deadline), abortableDatabase(opened.db, deadline)];
    assert.equal(statementsOf(first).db, opened.db);
    assert.equal(statementsOf(second), statementsOf(opened.db));
    assert.equal(builds, 1);
    expired = true;
    assert.throws(() => statementsOf(first), /over budget/);
  });

  it('takes any number of keys as one array: none, one, many, unknown ones', async () => {
    const a = await insertUser(opened.db);
    const b = await insertUser(opened.db);
    const byIds = opened.db.select({ id: users.id }).from(users).where(isAnyOf(users.id)).prepare('test_user_ids');
    const ids = async (keys: string[]) => (await byIds.execute({ keys })).map((row) => row.id).sort();
    assert.deepEqual(await ids([]), []);
    assert.deepEqual(await ids([a.id]), [a.id]);
    assert.deepEqual(await ids([b.id, 'no-such-user', a.id]), [a.id, b.id].sort());
  });
});

describe('the prepared unread notification count', () => {
  it('answers what the count built each time answers', async () => {
    const reader = await insertUser(opened.db);
    const actor = await insertUser(opened.db);
    const now = new Date('2026-11-21T12:00:00Z');
    await opened.db.insert(notifications).values([
      { userId: reader.id, actorId: actor.id, kind: 'FOLLOW', createdAt: now },
      { userId: reader.id, actorId: actor.id, kind: 'CLAP', createdAt: now },
      { userId: reader.id, actorId: actor.id, kind: 'MENTION', createdAt: now, readAt: now },
    ]);
    const built = await opened.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, reader.id), isNull(notifications.readAt)));
    assert.equal(await unreadNotificationCount(opened.db, reader.id), built.length);
    assert.equal(built.length, 2);
    assert.equal(await unreadNotificationCount(opened.db, actor.id), 0);
  });
});
