/** A topic tag (spec 01 §3; TopicCacheController asks tagFromSlug.id). */
import type { TagResolvers } from '../../__generated__/resolvers-types.ts';
import { loaders } from './loaders.ts';

export const Tag: TagResolvers = {
  id: (tag) => tag.slug,
  displayTitle: (tag) => tag.displayText,
  /** Public stories with the tag (tag search needs at least 1, spec 01 §5). */
  postCount: (tag, _args, ctx) => loaders(ctx).tagPostCount.load(tag.slug),
};
