/** A story or a response. */
import { GraphQLError } from 'graphql';
import type { PostResolvers } from '../../__generated__/resolvers-types.ts';
import { listPosts } from '../../domain/post-feeds.ts';
import { isShownResponse } from '../../domain/post-queries.ts';
import { storyPermissions } from '../../domain/editorial-rules.ts';
import { paragraphsOfPlainText, type StoryParagraph } from '@inkpot/shared-contracts/stories';
import type { PostRow } from '../../db/rows.ts';
import type { ApiContext } from '../../context.ts';
import {
  CAN_VIEW_SUSPENDED_CONTENT,
  canEditStory,
  isInPublication,
  postPath,
  readsWholeStory,
  STORY_PREVIEW_PARAGRAPHS,
} from '../../domain/post-rules.ts';
import { loaders } from './loaders.ts';

/** The story's paragraphs as stored (plain-text bodies as paragraphs). */
const paragraphsOf = (post: PostRow): StoryParagraph[] => post.content ?? paragraphsOfPlainText(post.body);

async function readsWhole(post: PostRow, ctx: ApiContext) {
  if (!post.isLocked) return true;
  const membership = ctx.viewerId ? await loaders(ctx).membership.load(ctx.viewerId) : null;
  return readsWholeStory(post, ctx.viewerId, membership, ctx.services.now());
}

export const Post: PostResolvers = {
  content: async (post, _args, ctx) => {
    const paragraphs = paragraphsOf(post);
    return (await readsWhole(post, ctx)) ? paragraphs : paragraphs.slice(0, STORY_PREVIEW_PARAGRAPHS);
  },
  isContentPreview: async (post, _args, ctx) =>
    !(await readsWhole(post, ctx)) && paragraphsOf(post).length > STORY_PREVIEW_PARAGRAPHS,
  mediumUrl: async (post, _args, ctx) => {
    const publication =
      post.collectionId && isInPublication(post) ? await loaders(ctx).publication.load(post.collectionId) : null;
    if (publication) return postPath(post, { collectionSlug: publication.slug });
    const creator = await loaders(ctx).user.load(post.creatorId);
    return postPath(post, { username: creator?.username ?? 'unknown' });
  },
  previewImage: (post) =>
    post.previewImageId
      ? { id: post.previewImageId, focusPercentX: post.focusPercentX, focusPercentY: post.focusPercentY }
      : null,
  creator: async (post, _args, ctx) => {
    const creator = await loaders(ctx).user.load(post.creatorId);
    if (!creator) throw new GraphQLError(`The author of story ${post.id} is missing.`);
    return creator;
  },
  collection: (post, _args, ctx) => (post.collectionId ? loaders(ctx).publication.load(post.collectionId) : null),
  firstPublishedAt: (post) => post.publishedAt,
  latestPublishedAt: (post) => post.publishedAt,
  tags: (post, _args, ctx) => loaders(ctx).tags.load(post.id),
  // A card's topic as two scalars: a whole Tag per card made the feed's largest page too dear.
  topicSlug: async (post, _args, ctx) => (await loaders(ctx).tags.load(post.id))[0]?.slug ?? null,
  topicTitle: async (post, _args, ctx) => (await loaders(ctx).tags.load(post.id))[0]?.displayText ?? null,
  responsesCount: (post, _args, ctx) => loaders(ctx).responsesCount.load(post.id),
  postResponses: async (post, _args, ctx) => ({ count: await loaders(ctx).responsesCount.load(post.id) }),
  /** Published responses the author has not hidden, newest first. */
  threadedPostResponses: async (post, { paging }, ctx) => {
    const page = await listPosts(ctx.db, isShownResponse(post.id), paging);
    return { posts: page.posts, pagingInfo: { next: page.next } };
  },
  isDeleted: (post) => post.deletedAt !== null,
  isPinnedOnCollection: (post) => post.pinnedOnCollectionAt !== null,
  isFeaturedOnCollection: (post) => post.featuredOnCollectionAt !== null,
  isSubscriptionPromotionEnabled: (post) => post.subscriptionPromotionEnabled,
  isLimitedState: async (post, _args, ctx) => {
    if (post.limitedAt === null) return false;
    if (ctx.viewerId === post.creatorId) return true;
    return (await loaders(ctx).viewerCapabilities()).has(CAN_VIEW_SUSPENDED_CONTENT);
  },
  isInReadingList: (post, _args, ctx) => loaders(ctx).viewerReadingListPosts.load(post.id),
  viewerEdge: async (post, _args, ctx) => {
    const staffRole = post.collectionId ? await loaders(ctx).viewerStaffRole.load(post.collectionId) : null;
    return {
      id: `post-viewer-edge:${post.id}:${ctx.viewerId ?? 'visitor'}`,
      ...storyPermissions(post, ctx.viewerId, staffRole),
      canEdit: canEditStory(post, ctx.viewerId),
    };
  },
};
