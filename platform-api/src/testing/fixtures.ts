/** Small builders for test data; each fills sensible defaults and returns the inserted row. */
import type { Database } from '../db/client.ts';
import {
  follows,
  memberships,
  paymentMethods,
  posts,
  publications,
  publicationStaff,
  tags,
  postTags,
  users,
} from '../db/schema.ts';

let sequence = 0;

/** The one row an insert ... returning() gave back. */
function only<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('The insert returned no row.');
  return row;
}
const next = () => (sequence += 1).toString(16).padStart(12, '0');

export async function insertUser(db: Database, values: Partial<typeof users.$inferInsert> = {}) {
  const id = values.id ?? `u${next()}`;
  return only(
    await db
      .insert(users)
      .values({ id, username: `user${id}`, name: `User ${id}`, email: `${id}@test.inkpot.test`, ...values })
      .returning(),
  );
}

export async function insertPublication(db: Database, values: Partial<typeof publications.$inferInsert> = {}) {
  const id = values.id ?? `c${next()}`;
  return only(
    await db
      .insert(publications)
      .values({ id, slug: `pub-${id}`, name: `Publication ${id}`, ...values })
      .returning(),
  );
}

export async function addStaff(
  db: Database,
  publicationId: string,
  userId: string,
  role: 'OWNER' | 'EDITOR' | 'WRITER',
) {
  await db.insert(publicationStaff).values({ publicationId, userId, role });
}

export async function insertPost(db: Database, values: Partial<typeof posts.$inferInsert> & { creatorId: string }) {
  const id = values.id ?? next();
  return only(
    await db
      .insert(posts)
      .values({
        id,
        title: `Story ${id}`,
        slug: `story-${id}`,
        publishedAt: new Date('2026-11-01T00:00:00Z'),
        ...values,
      })
      .returning(),
  );
}

export async function tagPost(db: Database, postId: string, slug: string, displayText = slug) {
  await db.insert(tags).values({ slug, displayText }).onConflictDoNothing();
  await db.insert(postTags).values({ postId, tagSlug: slug });
}

export async function follow(
  db: Database,
  followerId: string,
  entityType: 'USER' | 'COLLECTION',
  entityId: string,
  lastViewedAt?: Date,
) {
  await db.insert(follows).values({ followerId, entityType, entityId, lastViewedAt });
}

export async function insertMembership(
  db: Database,
  values: Partial<typeof memberships.$inferInsert> & { userId: string },
) {
  return only(
    await db
      .insert(memberships)
      .values({
        id: `m${next()}`,
        tier: 'MEMBER',
        membershipType: 'monthly',
        paymentProvider: 'CARD_PROCESSOR',
        memberSince: new Date('2025-01-01T00:00:00Z'),
        startedAt: new Date('2025-01-01T00:00:00Z'),
        currentPeriodEndsAt: new Date('2026-12-15T00:00:00Z'),
        amount: 500,
        ...values,
      })
      .returning(),
  );
}

export async function insertCard(
  db: Database,
  userId: string,
  values: Partial<typeof paymentMethods.$inferInsert> = {},
) {
  return only(
    await db
      .insert(paymentMethods)
      .values({
        id: `pm${next()}`,
        userId,
        kind: 'CreditCard',
        cardType: 'Visa',
        lastFour: '4242',
        expirationMonth: 12,
        expirationYear: 2030,
        ...values,
      })
      .returning(),
  );
}
