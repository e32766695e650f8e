/** SQL conditions for which stories readers see in lists, feeds and counts. */
import { eq, isNotNull, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { follows, mutes, posts, postTags } from '../db/schema.ts';

/** Every condition holds (drizzle's and(), which may answer undefined, for fixed lists). */
export const allOf = (...conditions: SQL[]): SQL => sql`(${sql.join(conditions, sql` and `)})`;

/** Published, not trashed, not suspended (drafts and the rest are never listed). */
export const isPublicPost = allOf(
  eq(posts.isPublished, true),
  isNotNull(posts.publishedAt),
  isNull(posts.deletedAt),
  eq(posts.isSuspended, false),
);

/** A story, not a response to one. */
export const isStory = isNull(posts.inResponseToPostId);

/** A response readers see under its story: public and not hidden by the story's author. */
export const isShownResponse = (parentPostId: string) =>
  allOf(eq(posts.inResponseToPostId, parentPostId), isPublicPost, eq(posts.hiddenOnParent, false));

/** Leaves out stories by authors or in publications the viewer muted. */
export const notMutedBy = (viewerId: string) =>
  allOf(
    sql`not exists (select 1 from ${mutes} where ${mutes.userId} = ${viewerId} and ${mutes.entityType} = 'USER' and ${mutes.entityId} = ${posts.creatorId})`,
    sql`(${posts.collectionId} is null or not exists (select 1 from ${mutes} where ${mutes.userId} = ${viewerId} and ${mutes.entityType} = 'COLLECTION' and ${mutes.entityId} = ${posts.collectionId}))`,
  );

/** Stories in a publication: accepted there (APPROVED), or placed without a review status. */
export const inPublication = (publicationId: string) =>
  allOf(eq(posts.collectionId, publicationId), sql`coalesce(${posts.statusForCollection}, 'APPROVED') = 'APPROVED'`);

/** Which followed entities a following feed draws from: one kind, or one writer or publication of it. */
export interface FollowedFilter {
  entityType: 'USER' | 'COLLECTION';
  entityId?: string | null;
}

/**
 * Stories by writers or in publications `viewerId` follows (publications: the stories accepted
 * there); with `filter`, only those of one kind, or of the one followed entity it names.
 */
export const followedBy = (viewerId: string, filter?: FollowedFilter | null) => {
  const followed = (entityType: 'USER' | 'COLLECTION') =>
    sql`(select ${follows.entityId} from ${follows} where ${follows.followerId} = ${viewerId} and ${follows.entityType} = ${entityType}${
      filter?.entityId ? sql` and ${follows.entityId} = ${filter.entityId}` : sql``
    })`;
  const byWriter = sql`${posts.creatorId} in ${followed('USER')}`;
  const inPublication = sql`(${posts.collectionId} in ${followed('COLLECTION')}
      and coalesce(${posts.statusForCollection}, 'APPROVED') = 'APPROVED')`;
  if (filter?.entityType === 'USER') return byWriter;
  if (filter?.entityType === 'COLLECTION') return inPublication;
  return sql`(${byWriter} or ${inPublication})`;
};

/** Stories carrying the tag `slug`. */
export const taggedWith = (slug: string) =>
  sql`exists (select 1 from ${postTags} where ${postTags.postId} = ${posts.id} and ${postTags.tagSlug} = ${slug})`;

/**
 * A timestamp as UTC ISO text with microseconds, for cursors: exact (a JS Date keeps only
 * milliseconds) and independent of the session's DateStyle and TimeZone.
 */
export const isoText = (value: SQL | AnyColumn) =>
  sql<string | null>`to_char((${value}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
