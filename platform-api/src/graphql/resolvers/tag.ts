/** A topic tag (the topic page asks tagFromSlug.id), and the list of topics. */
import { asc, desc, gte, sql } from 'drizzle-orm';
import type { QueryResolvers, TagResolvers } from '../../__generated__/resolvers-types.ts';
import { tags } from '../../db/schema.ts';
import { loaders } from './loaders.ts';

/** The most topics `Query.tags` lists (query-cost.ts prices the list at this size). */
export const TAG_LIST_LIMIT = 100;

export const Tag: TagResolvers = {
  id: (tag) => tag.slug,
  displayTitle: (tag) => tag.displayText,
  /** Public stories with the tag (tag search needs at least 1). */
  postCount: (tag, _args, ctx) => loaders(ctx).tagPostCount.load(tag.slug),
};

export const tagQueries: QueryResolvers = {
  /**
   * Topics a reader can open a story in: at least one visible story (the count the tags table
   * keeps, as search reads it), the most stories first, then by name.
   */
  tags: (_root, _args, ctx) =>
    ctx.db
      .select()
      .from(tags)
      .where(gte(tags.postCount, 1))
      .orderBy(desc(tags.postCount), asc(sql`lower(${tags.displayText})`), asc(tags.slug))
      .limit(TAG_LIST_LIMIT),
};
