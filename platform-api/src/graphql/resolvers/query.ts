/** Read queries (sign-in, search and telemetry live elsewhere). */
import { asc, eq, or, sql } from 'drizzle-orm';
import type { QueryResolvers } from '../../__generated__/resolvers-types.ts';
import type { ApiContext } from '../../context.ts';
import { featureFlags, posts, publications, tags, userIdentities, users } from '../../db/schema.ts';
import { obfuscateEmail } from '../../domain/email-mask.ts';
import { takeAlternateUser } from '../../social/social-flows.ts';
import { findCatalog } from '../../domain/reading-lists.ts';
import { canViewPost } from '../../domain/post-rules.ts';
import { listNotifications, unreadNotificationCount } from '../../domain/notifications.ts';
import { feedQueries } from './feeds.ts';
import { loaders } from './loaders.ts';
import { notFoundResult } from './unions.ts';

/** By id, or by username in any case with or without a leading '@'. */
async function findUser(ctx: ApiContext, args: { id?: string | null; username?: string | null }) {
  if (args.id) return loaders(ctx).user.load(args.id);
  const username = args.username?.trim().replace(/^@/, '');
  if (!username) return null;
  const [row] = await ctx.db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row ?? null;
}

async function findVisiblePost(ctx: ApiContext, id: string) {
  const [post] = await ctx.db.select().from(posts).where(eq(posts.id, id)).limit(1);
  if (!post) return null;
  return canViewPost(post, ctx.viewerId, await loaders(ctx).viewerCapabilities()) ? post : null;
}

function variantFlagValue(value: unknown) {
  if (typeof value === 'boolean') return { __typename: 'VariantFlagBoolean' as const, value };
  if (typeof value === 'number') return { __typename: 'VariantFlagNumber' as const, value };
  if (typeof value === 'string') return { __typename: 'VariantFlagString' as const, value };
  // Structured values travel as their JSON text.
  return { __typename: 'VariantFlagString' as const, value: JSON.stringify(value) };
}

export const readQueries: QueryResolvers = {
  viewer: (_root, _args, ctx) => (ctx.viewerId ? loaders(ctx).user.load(ctx.viewerId) : null),

  visitor: (_root, _args, ctx) => ({ id: ctx.visitorId, geolocation: { country: ctx.country } }),

  alternateUser: async (_root, { token }, ctx) => {
    const userId = await takeAlternateUser(ctx.db, token, ctx.services.now());
    if (!userId) return null;
    const user = await loaders(ctx).user.load(userId);
    if (!user) return null;
    const identities = await ctx.db
      .selectDistinct({ provider: userIdentities.provider })
      .from(userIdentities)
      .where(eq(userIdentities.userId, userId))
      .orderBy(asc(userIdentities.provider));
    return {
      userId,
      redactedEmailAddress: obfuscateEmail(user.email),
      socialLogins: identities.map((identity) => identity.provider),
    };
  },

  variantFlags: async (_root, _args, ctx) => {
    const rows = await ctx.db.select().from(featureFlags).orderBy(asc(featureFlags.name));
    return rows.map((row) => ({ name: row.name, valueType: variantFlagValue(row.value) }));
  },

  notificationStatus: async (_root, _args, ctx) =>
    ctx.viewerId ? { unreadNotificationCount: await unreadNotificationCount(ctx.db, ctx.viewerId) } : null,

  notificationsConnection: (_root, args, ctx) => (ctx.viewerId ? listNotifications(ctx.db, ctx.viewerId, args) : null),

  user: (_root, args, ctx) => findUser(ctx, args),

  userResult: async (_root, args, ctx) => (await findUser(ctx, args)) ?? notFoundResult('User not found.'),

  /** A custom domain wins over a slug that happens to read the same. */
  collectionByDomainOrSlug: async (_root, { domainOrSlug }, ctx) => {
    const value = domainOrSlug.trim().toLowerCase();
    if (!value) return null;
    const rows = await ctx.db
      .select()
      .from(publications)
      .where(or(sql`lower(${publications.domain}) = ${value}`, sql`lower(${publications.slug}) = ${value}`))
      .limit(2);
    return rows.find((row) => row.domain?.toLowerCase() === value) ?? rows[0] ?? null;
  },

  collection: (_root, { id }, ctx) => loaders(ctx).publication.load(id),

  post: (_root, { id }, ctx) => findVisiblePost(ctx, id),

  postResult: async (_root, { id }, ctx) => (await findVisiblePost(ctx, id)) ?? notFoundResult('Story not found.'),

  tagFromSlug: async (_root, { tagSlug }, ctx) => {
    const [row] = await ctx.db.select().from(tags).where(eq(tags.slug, tagSlug.trim().toLowerCase())).limit(1);
    return row ?? null;
  },

  /** A list by its id, or a reader's predefined list by `predefined:{userId}:READING_LIST`. */
  catalogById: async (_root, { catalogId }, ctx) =>
    (await findCatalog(ctx.db, ctx.viewerId, catalogId, ctx.services.now())) ?? notFoundResult('List not found.'),

  ...feedQueries,
};
