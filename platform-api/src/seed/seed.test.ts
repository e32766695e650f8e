import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import { and, count, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import { resultRows, type Database, type OpenedDatabase } from '../db/client.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import * as schema from '../db/schema.ts';
import { countBenchStories } from './bench-stories.ts';
import { DAY_MS, DEMO_STATES, cardExpiresAt, demoEmail, type DemoState } from './demo-viewers.ts';
import { ALL_TABLES, addBenchStories, resetDatabase, seedIfEmpty, seedWorld } from './seed.ts';
import { SEED_NOW } from './world.ts';

const now = SEED_NOW.getTime();
const CARD_PROCESSORS = ['CARD_PROCESSOR', 'SECOND_CARD_PROCESSOR'];

/**
 * A digest of every table's rows, independent of the order they come back in. The story index's
 * change log is the database's own bookkeeping (transaction ids, clock times): only its story
 * ids count.
 */
async function digest(db: Database): Promise<string> {
  const hash = createHash('sha256');
  for (const table of ALL_TABLES) {
    const selected =
      table === schema.searchPostChanges
        ? await db.select({ postId: schema.searchPostChanges.postId }).from(schema.searchPostChanges)
        : await db.select().from(table);
    const rows = selected.map((row) => JSON.stringify(row)).sort();
    hash.update(`${rows.length}\n${rows.join('\n')}\n`);
  }
  return hash.digest('hex');
}

async function countOf(db: Database, table: typeof schema.posts | typeof schema.users) {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

async function viewer(db: Database, state: DemoState) {
  const [user] = await db
    .select()
    .from(schema.users)
    .where(eq(schema.users.email, demoEmail(state)));
  assert.ok(user, `${demoEmail(state)} exists`);
  const [membership] = await db.select().from(schema.memberships).where(eq(schema.memberships.userId, user.id));
  const cards = await db.select().from(schema.paymentMethods).where(eq(schema.paymentMethods.userId, user.id));
  const [card] = cards;
  const { expirationYear, expirationMonth } = card ?? {};
  const cardExpiry =
    expirationYear && expirationMonth ? cardExpiresAt({ expirationYear, expirationMonth }).getTime() : null;
  return { user, membership, card, cardExpiry };
}

describe('seed', () => {
  let first: OpenedDatabase;
  let second: OpenedDatabase;
  let db: Database;

  before(async () => {
    [first, second] = await Promise.all([openTestDatabase(), openTestDatabase()]);
    db = first.db;
    await seedWorld(first.db);
  });
  after(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  it('produces identical data on two fresh databases', async () => {
    await seedWorld(second.db);
    assert.equal(await digest(second.db), await digest(first.db));
    assert.ok((await countOf(first.db, schema.posts)) > 200);
  });

  describe('demo viewers: one account per state, named <state>@demo.inkpot.test', () => {
    it('has exactly the listed accounts, and none for the visitor', async () => {
      const demo = await db
        .select({ email: schema.users.email })
        .from(schema.users)
        .where(like(schema.users.email, '%@demo.inkpot.test'));
      assert.deepEqual(demo.map((row) => row.email).sort(), DEMO_STATES.map(demoEmail).sort());
      assert.equal(
        (await db.select().from(schema.users).where(eq(schema.users.email, 'visitor@demo.inkpot.test'))).length,
        0,
      );
    });

    it('reader: signed-in non-member with 99+ unread notifications and more follows than one sidebar page', async () => {
      const { user, membership } = await viewer(db, 'reader');
      assert.equal(membership, undefined);
      assert.equal(user.isSuspended, false);
      const [unread] = await db
        .select({ n: count() })
        .from(schema.notifications)
        .where(and(eq(schema.notifications.userId, user.id), isNull(schema.notifications.readAt)));
      assert.ok(unread && unread.n > 99, `${unread?.n} unread`);
      const follows = await db.select().from(schema.follows).where(eq(schema.follows.followerId, user.id));
      assert.ok(follows.length > 10);
    });

    it('reader: some follows have stories newer than their last view and some do not', async () => {
      const { user } = await viewer(db, 'reader');
      const result = await db.execute(sql`
        select f.last_viewed_at is null or f.last_viewed_at < (
          select max(p.published_at) from posts p
          where p.is_published and p.deleted_at is null and p.in_response_to_post_id is null
            and ((f.entity_type = 'USER' and p.creator_id = f.entity_id)
              or (f.entity_type = 'COLLECTION' and p.collection_id = f.entity_id and p.status_for_collection = 'APPROVED'))
        ) as unread
        from follows f where f.follower_id = ${user.id}
      `);
      const states = resultRows<{ unread: boolean }>(result).map((row) => row.unread);
      assert.ok(states.includes(true) && states.includes(false), JSON.stringify(states));
    });

    it('member: monthly Member on the card processor with a valid card', async () => {
      const { membership, cardExpiry } = await viewer(db, 'member');
      assert.ok(membership);
      assert.deepEqual(
        [membership.tier, membership.membershipType, membership.amount, membership.paymentProvider],
        ['MEMBER', 'monthly', 500, 'CARD_PROCESSOR'],
      );
      assert.equal(membership.isCancelled, false);
      assert.equal(membership.paymentFailedAt, null);
      assert.ok(cardExpiry !== null && cardExpiry > membership.currentPeriodEndsAt.getTime());
    });

    it('friend: premium yearly Friend with a friend-since date', async () => {
      const { membership } = await viewer(db, 'friend');
      assert.ok(membership);
      assert.deepEqual(
        [membership.tier, membership.membershipType, membership.amount],
        ['FRIEND', 'premium_yearly', 15000],
      );
      assert.ok(membership.friendSince && membership.friendSince.getTime() < now);
    });

    it('cancelled: can be reactivated (card processor, payment method) and ends in 10 days', async () => {
      const { membership, card } = await viewer(db, 'cancelled');
      assert.ok(membership && card);
      assert.equal(membership.isCancelled, true);
      assert.ok(CARD_PROCESSORS.includes(membership.paymentProvider));
      assert.equal(membership.currentPeriodEndsAt.getTime() - now, 10 * DAY_MS);
    });

    it('card-expired: card expired before now, a payment has failed, period end more than 7 days away', async () => {
      const { membership, cardExpiry } = await viewer(db, 'card-expired');
      assert.ok(membership);
      assert.ok(cardExpiry !== null && cardExpiry <= now);
      assert.ok(membership.paymentFailedAt);
      assert.equal(membership.isCancelled, false);
      assert.ok(CARD_PROCESSORS.includes(membership.paymentProvider));
      assert.ok(membership.currentPeriodEndsAt.getTime() - now > 7 * DAY_MS);
    });

    it('payment-failing: recurring payment failed more than once on a card processor', async () => {
      const { membership, cardExpiry } = await viewer(db, 'payment-failing');
      assert.ok(membership);
      assert.equal(membership.hasRecurringPaymentFailedMoreThanOnce, true);
      assert.ok(CARD_PROCESSORS.includes(membership.paymentProvider));
      assert.equal(membership.isCancelled, false);
      assert.ok(cardExpiry !== null && cardExpiry > now);
    });

    it('card-expiring: the card runs out this month, before the period ends', async () => {
      const { membership, cardExpiry } = await viewer(db, 'card-expiring');
      assert.ok(membership);
      assert.equal(membership.isCancelled, false);
      assert.equal(membership.paymentFailedAt, null);
      assert.ok(cardExpiry !== null);
      assert.ok(cardExpiry > now && cardExpiry < membership.currentPeriodEndsAt.getTime());
      // Cards expire by month: the end of the current month is the soonest expiry there is.
      assert.ok(cardExpiry - now <= 31 * DAY_MS);
      assert.ok(membership.currentPeriodEndsAt.getTime() - cardExpiry <= 7 * DAY_MS);
    });

    it('suspended, book-author, partner and staff carry their flag, and only they do', async () => {
      const states = await Promise.all(
        DEMO_STATES.map(async (state) => [state, (await viewer(db, state)).user] as const),
      );
      for (const [state, user] of states) {
        assert.equal(user.isSuspended, state === 'suspended', `${state} isSuspended`);
        assert.equal(user.isBookAuthor, state === 'book-author', `${state} isBookAuthor`);
        assert.equal(user.partnerProgramStatus, state === 'partner' ? 'ENROLLED' : null, `${state} partner program`);
        assert.equal(user.isStaff, state === 'staff', `${state} isStaff`);
      }
      const { user } = await viewer(db, 'staff');
      const capabilities = await db
        .select()
        .from(schema.userCapabilities)
        .where(eq(schema.userCapabilities.userId, user.id));
      assert.ok(capabilities.some((row) => row.name === 'can_view_unfiltered_search'));
    });

    it('publisher: OWNER of four or more publications', async () => {
      const { user } = await viewer(db, 'publisher');
      const owned = await db
        .select()
        .from(schema.publicationStaff)
        .where(and(eq(schema.publicationStaff.userId, user.id), eq(schema.publicationStaff.role, 'OWNER')));
      assert.ok(owned.length >= 4);
    });
  });

  it('gives exactly one publication exactly one EXTERNAL_URL navigation item', async () => {
    const externals = await db
      .select()
      .from(schema.navigationItems)
      .where(eq(schema.navigationItems.destination, 'EXTERNAL_URL'));
    assert.equal(externals.length, 1);
    const [external] = externals;
    assert.ok(external);
    const others = (await db.select().from(schema.navigationItems)).filter(
      (item) => item.publicationId !== external.publicationId,
    );
    assert.ok(new Set(others.map((item) => item.publicationId)).size >= 6, 'the others have navigation items too');
    for (const item of others) assert.ok(['ABOUT', 'LATEST', 'TAG_FEED', 'PAGE'].includes(item.destination));
  });

  it('has tags with posts and a tag with none', async () => {
    const result = await db.execute(sql`
      select t.slug, count(pt.post_id)::int as n from tags t left join post_tags pt on pt.tag_slug = t.slug group by t.slug
    `);
    const tags = resultRows<{ slug: string; n: number }>(result);
    assert.ok(tags.filter((tag) => tag.n === 0).length >= 1);
    assert.ok(tags.filter((tag) => tag.n > 0).length >= 20);
  });

  it('has at least four staff picks and stored feature flags', async () => {
    assert.ok((await db.select().from(schema.staffPicks)).length >= 4);
    const flags = await db
      .select()
      .from(schema.featureFlags)
      .where(inArray(schema.featureFlags.name, ['can_view_unfiltered_search', 'disable_login_apple']));
    assert.deepEqual(
      flags.map((flag) => flag.value),
      [false, false],
    );
  });

  it('seedIfEmpty leaves a seeded database alone', async () => {
    const before = await digest(db);
    assert.equal(await seedIfEmpty(db), null);
    assert.equal(await digest(db), before);
  });

  it('adds exactly N stories, numbered on from earlier ones, and seeds an emptied database again', async () => {
    const target = second.db;
    await resetDatabase(target);
    assert.equal(await countOf(target, schema.users), 0);
    const summary = await seedIfEmpty(target, { stories: 250 });
    assert.ok(summary);
    const posts = await countOf(target, schema.posts);
    assert.equal(posts, Number(summary.rows['posts']) + 250);
    await addBenchStories(target, 120, { now: SEED_NOW });
    assert.equal(await countOf(target, schema.posts), posts + 120);
    assert.equal(await countBenchStories(target), 370);
    // Every benchmark story has a topic; the empty topic stays empty.
    const result = await target.execute(sql`
      select count(*)::int as n from posts p where p.slug like 'bench-story-%'
        and not exists (select 1 from post_tags pt where pt.post_id = p.id)
    `);
    const [untagged] = resultRows<{ n: number }>(result);
    assert.equal(untagged?.n, 0);
  });
});

describe('npm run seed', () => {
  const run = promisify(execFile);
  let dir: string;
  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'inkpot-seed-'));
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('seeds a PGlite directory, adds stories on a second run and starts over with --reset', async () => {
    const main = path.join(import.meta.dirname, 'main.ts');
    // Always the embedded database here, even when the suite runs against a PostgreSQL server.
    const { DATABASE_URL: _server, ...inherited } = process.env;
    const env = { ...inherited, PGLITE_DIR: dir };
    const seed = (...args: string[]) => run(process.execPath, [main, ...args], { env }).then((result) => result.stdout);

    assert.match(await seed('--stories', '5'), /benchmark stories in the database: 5\b/);
    const again = await seed('--stories', '3');
    assert.match(again, /already holds the demo world/);
    assert.match(again, /benchmark stories in the database: 8\b/);
    assert.match(await seed('--reset'), /benchmark stories in the database: 0\b/);
    await assert.rejects(
      seed('--stories', 'many'),
      /option '--stories <count>' argument 'many' is invalid. expected a whole number/,
    );
  });
});
