/**
 * Writing (src/domain/story-drafts.ts): starting, saving and publishing a story, and the viewer's
 * own stories by tab. A visitor's write gets UNAUTHENTICATED, as every content mutation does.
 *
 * Publishing (and saving a published story) changes what other readers read, so their cached
 * results are dropped at once, in every API process (graphql/response-cache.ts): those holding the
 * story, its writer (the profile, feeds showing the writer's stories) or its topics, and every result
 * of the sessions of the writer's (and publication's) followers, whose feeds may not hold the writer
 * yet. Other lists (recommendations) catch up within the cache's time to live. The search index reads
 * the change itself (search/post-index.ts).
 */
import { GraphQLError } from 'graphql';
import type { MutationResolvers, QueryResolvers } from '../../__generated__/resolvers-types.ts';
import type { ApiContext } from '../../context.ts';
import type { PostRow } from '../../db/rows.ts';
import {
  createStoryDraft,
  followerSessions,
  listYourStories,
  publishStory,
  saveStoryDraft,
  yourStoryCounts,
  type StoryOutcome,
} from '../../domain/story-drafts.ts';
import { toPostFeed } from './feeds.ts';
import { loaders } from './loaders.ts';
import { failureResult } from './unions.ts';

function requireViewer(ctx: ApiContext): string {
  if (!ctx.viewerId) throw new GraphQLError('Sign in to do this.', { extensions: { code: 'UNAUTHENTICATED' } });
  return ctx.viewerId;
}

async function actor(ctx: ApiContext) {
  const viewerId = requireViewer(ctx);
  return { viewerId, capabilities: await loaders(ctx).viewerCapabilities(), now: ctx.services.now() };
}

/** Drops other readers' cached results that a now-public change of `post` makes stale. */
async function dropReadersResults(ctx: ApiContext, post: PostRow) {
  const cache = ctx.services.responseCache?.cache;
  if (!cache || !post.isPublished) return;
  const topics = await loaders(ctx).tags.load(post.id);
  ctx.services.responseCache?.endSessionsByIdHash(await followerSessions(ctx.db, post, ctx.services.now()));
  await cache.invalidate([
    { typename: 'Post', id: post.id },
    { typename: 'User', id: post.creatorId },
    ...topics.map((topic) => ({ typename: 'Tag', id: topic.slug })),
  ]);
}

async function storyResult(ctx: ApiContext, outcome: StoryOutcome) {
  if (outcome.kind !== 'stored') return failureResult(outcome);
  await dropReadersResults(ctx, outcome.post);
  return outcome.post;
}

export const writingMutations: MutationResolvers = {
  createStoryDraft: async (_root, { input }, ctx) =>
    storyResult(ctx, await createStoryDraft(ctx.db, await actor(ctx), input)),
  saveStoryDraft: async (_root, { postId, input }, ctx) =>
    storyResult(ctx, await saveStoryDraft(ctx.db, await actor(ctx), postId, input)),
  publishStory: async (_root, { postId }, ctx) =>
    storyResult(ctx, await publishStory(ctx.db, await actor(ctx), postId)),
};

export const writingQueries: QueryResolvers = {
  yourStories: async (_root, { filter, paging }, ctx) =>
    ctx.viewerId
      ? toPostFeed(await listYourStories(ctx.db, ctx.viewerId, filter, paging, ctx.services.now()))
      : toPostFeed({ posts: [], next: null }),
  yourStoryCounts: (_root, _args, ctx) =>
    ctx.viewerId ? yourStoryCounts(ctx.db, ctx.viewerId, ctx.services.now()) : null,
};
