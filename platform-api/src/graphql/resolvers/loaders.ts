/**
 * Request-scoped loaders so lists (feeds, sidebar, catalog items) fetch their authors,
 * publications, counts and viewer edges with one query per kind, not one per item.
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ApiContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { isAnyOf, preparedPerDatabase } from '../../db/prepared.ts';
import type { MembershipRow, PostRow, PublicationRow, TagRow, UserRow } from '../../db/rows.ts';
import {
  catalogItems,
  catalogs,
  follows,
  memberships,
  mutes,
  newsletterSubscriptions,
  paymentMethods,
  postTags,
  posts,
  publications,
  publicationStaff,
  tags,
  userCapabilities,
  users,
} from '../../db/schema.ts';
import { BatchLoader, once } from '../../domain/batch-loader.ts';
import { READING_LIST } from '../../domain/catalog-rules.ts';
import { isPublicPost, isStory } from '../../domain/post-queries.ts';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
/** `USER:<id>` or `COLLECTION:<id>`. */
export type EntityKey = `${'USER' | 'COLLECTION'}:${string}`;

const byKey = <V>(rows: V[], keyOf: (row: V) => string) => new Map(rows.map((row) => [keyOf(row), row]));
const counts = (rows: Array<{ key: string | null; n: number }>) => new Map(rows.map((row) => [row.key ?? '', row.n]));
const splitKeys = (keys: EntityKey[], type: 'USER' | 'COLLECTION') =>
  keys.filter((key) => key.startsWith(`${type}:`)).map((key) => key.slice(type.length + 1));

/**
 * The loaders' statements, prepared once per database: each takes its batch's keys as one array
 * (`keys`), so the same statement serves a card list of 25 and a page of one.
 */
const statementsOf = preparedPerDatabase((db: Database) => ({
  users: db.select().from(users).where(isAnyOf(users.id)).prepare('loader_users'),
  publications: db.select().from(publications).where(isAnyOf(publications.id)).prepare('loader_publications'),
  posts: db.select().from(posts).where(isAnyOf(posts.id)).prepare('loader_posts'),
  memberships: db.select().from(memberships).where(isAnyOf(memberships.userId)).prepare('loader_memberships'),
  tags: db
    .select({ postId: postTags.postId, slug: tags.slug, displayText: tags.displayText, postCount: tags.postCount })
    .from(postTags)
    .innerJoin(tags, eq(tags.slug, postTags.tagSlug))
    .where(isAnyOf(postTags.postId))
    .orderBy(tags.slug)
    .prepare('loader_tags'),
  responsesCount: db
    .select({ key: posts.inResponseToPostId, n: count() })
    .from(posts)
    .where(and(isAnyOf(posts.inResponseToPostId), isPublicPost, eq(posts.hiddenOnParent, false)))
    .groupBy(posts.inResponseToPostId)
    .prepare('loader_responses_count'),
  followerCount: db
    .select({ key: follows.entityId, n: count() })
    .from(follows)
    .where(and(eq(follows.entityType, sql.placeholder('entityType')), isAnyOf(follows.entityId)))
    .groupBy(follows.entityId)
    .prepare('loader_follower_count'),
  followingCount: db
    .select({ key: follows.followerId, n: count() })
    .from(follows)
    .where(isAnyOf(follows.followerId))
    .groupBy(follows.followerId)
    .prepare('loader_following_count'),
  viewerReadingListPosts: db
    .select({ postId: catalogItems.postId })
    .from(catalogItems)
    .innerJoin(catalogs, eq(catalogs.id, catalogItems.catalogId))
    .where(
      and(
        eq(catalogs.userId, sql.placeholder('viewerId')),
        eq(catalogs.predefined, READING_LIST),
        isAnyOf(catalogItems.postId),
      ),
    )
    .prepare('loader_viewer_reading_list_posts'),
  viewerCapabilities: db
    .select({ name: userCapabilities.name })
    .from(userCapabilities)
    .where(eq(userCapabilities.userId, sql.placeholder('viewerId')))
    .prepare('loader_viewer_capabilities'),
}));

function createLoaders(ctx: ApiContext) {
  const { db } = ctx;
  const viewerId = ctx.viewerId;
  // Asked for before each batch: a request's handle checks its deadline then.
  const statements = () => statementsOf(db);

  /** Which of `keys` the viewer follows (or mutes): one query for the whole batch. */
  const viewerEntitySet = (table: 'follows' | 'mutes') =>
    new BatchLoader<EntityKey, boolean>(async (keys) => {
      if (!viewerId) return new Map();
      const wanted = keys.map((key) => key as string);
      const rows =
        table === 'follows'
          ? await db
              .select({ type: follows.entityType, id: follows.entityId })
              .from(follows)
              .where(
                and(
                  eq(follows.followerId, viewerId),
                  inArray(sql`${follows.entityType} || ':' || ${follows.entityId}`, wanted),
                ),
              )
          : await db
              .select({ type: mutes.entityType, id: mutes.entityId })
              .from(mutes)
              .where(
                and(eq(mutes.userId, viewerId), inArray(sql`${mutes.entityType} || ':' || ${mutes.entityId}`, wanted)),
              );
      return new Map(rows.map((row) => [`${row.type}:${row.id}` as EntityKey, true]));
    }, false);

  return {
    user: new BatchLoader<string, UserRow | null>(
      async (ids) => byKey(await statements().users.execute({ keys: ids }), (row) => row.id),
      null,
    ),
    publication: new BatchLoader<string, PublicationRow | null>(
      async (ids) => byKey(await statements().publications.execute({ keys: ids }), (row) => row.id),
      null,
    ),
    /** A post by id, whoever may see it: callers check `canViewPost`. */
    post: new BatchLoader<string, PostRow | null>(
      async (ids) => byKey(await statements().posts.execute({ keys: ids }), (row) => row.id),
      null,
    ),
    membership: new BatchLoader<string, MembershipRow | null>(
      async (userIds) => byKey(await statements().memberships.execute({ keys: userIds }), (row) => row.userId),
      null,
    ),
    /** The payment method on file: the most recently added (highest id) when several exist. */
    paymentMethod: new BatchLoader<string, PaymentMethodRow | null>(async (userIds) => {
      const rows = await db
        .selectDistinctOn([paymentMethods.userId])
        .from(paymentMethods)
        .where(inArray(paymentMethods.userId, userIds))
        .orderBy(paymentMethods.userId, desc(paymentMethods.id));
      return byKey(rows, (row) => row.userId);
    }, null),
    tags: new BatchLoader<string, TagRow[]>(async (postIds) => {
      const rows = await statements().tags.execute({ keys: postIds });
      const grouped = new Map<string, TagRow[]>();
      for (const { postId, ...tag } of rows) grouped.set(postId, [...(grouped.get(postId) ?? []), tag]);
      return grouped;
    }, []),
    /** Public stories carrying each tag. */
    tagPostCount: new BatchLoader<string, number>(async (slugs) => {
      const rows = await db
        .select({ key: postTags.tagSlug, n: count() })
        .from(postTags)
        .innerJoin(posts, eq(posts.id, postTags.postId))
        .where(and(inArray(postTags.tagSlug, slugs), isPublicPost, isStory))
        .groupBy(postTags.tagSlug);
      return counts(rows);
    }, 0),
    /** Published responses not hidden on their story. */
    responsesCount: new BatchLoader<string, number>(
      async (postIds) => counts(await statements().responsesCount.execute({ keys: postIds })),
      0,
    ),
    followerCount: new BatchLoader<EntityKey, number>(async (keys) => {
      const result = new Map<EntityKey, number>();
      for (const type of ['USER', 'COLLECTION'] as const) {
        const ids = splitKeys(keys, type);
        if (!ids.length) continue;
        const rows = await statements().followerCount.execute({ entityType: type, keys: ids });
        for (const row of rows) result.set(`${type}:${row.key}`, row.n);
      }
      return result;
    }, 0),
    /** Writers and publications a user follows. */
    followingCount: new BatchLoader<string, number>(
      async (userIds) => counts(await statements().followingCount.execute({ keys: userIds })),
      0,
    ),
    /** Which stories are in the viewer's 'Reading list' (none for visitors). */
    viewerReadingListPosts: new BatchLoader<string, boolean>(async (postIds) => {
      if (!viewerId) return new Map();
      const rows = await statements().viewerReadingListPosts.execute({ viewerId, keys: postIds });
      return new Map(rows.map((row) => [row.postId, true]));
    }, false),
    /** Stories of each list the viewer may see (public ones, and their own drafts). */
    catalogItemCount: new BatchLoader<string, number>(async (catalogIds) => {
      const rows = await db
        .select({ key: catalogItems.catalogId, n: count() })
        .from(catalogItems)
        .innerJoin(posts, eq(posts.id, catalogItems.postId))
        .where(
          and(
            inArray(catalogItems.catalogId, catalogIds),
            viewerId ? sql`(${isPublicPost} or ${posts.creatorId} = ${viewerId})` : isPublicPost,
          ),
        )
        .groupBy(catalogItems.catalogId);
      return counts(rows);
    }, 0),
    viewerFollows: viewerEntitySet('follows'),
    viewerMutes: viewerEntitySet('mutes'),
    /** Which writers' newsletters the viewer gets. */
    viewerNewsletterSubscriptions: new BatchLoader<string, boolean>(async (writerIds) => {
      if (!viewerId) return new Map();
      const rows = await db
        .select({ writerId: newsletterSubscriptions.writerId })
        .from(newsletterSubscriptions)
        .where(
          and(eq(newsletterSubscriptions.subscriberId, viewerId), inArray(newsletterSubscriptions.writerId, writerIds)),
        );
      return new Map(rows.map((row) => [row.writerId, true]));
    }, false),
    /** The viewer's staff role per publication. */
    viewerStaffRole: new BatchLoader<string, string | null>(async (publicationIds) => {
      if (!viewerId) return new Map();
      const rows = await db
        .select({ publicationId: publicationStaff.publicationId, role: publicationStaff.role })
        .from(publicationStaff)
        .where(and(eq(publicationStaff.userId, viewerId), inArray(publicationStaff.publicationId, publicationIds)));
      return new Map(rows.map((row) => [row.publicationId, row.role]));
    }, null),
    viewerCapabilities: once(async (): Promise<ReadonlySet<string>> => {
      if (!viewerId) return new Set();
      const rows = await statements().viewerCapabilities.execute({ viewerId });
      return new Set(rows.map((row) => row.name));
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;

const perRequest = new WeakMap<ApiContext, Loaders>();

export function loaders(ctx: ApiContext): Loaders {
  let existing = perRequest.get(ctx);
  if (!existing) {
    existing = createLoaders(ctx);
    if (ctx.session) existing.user.prime(ctx.session.userId, ctx.session.user);
    perRequest.set(ctx, existing);
  }
  return existing;
}
