/**
 * Content mutations: flags, sidebar visits, membership cancelling, reactivation and gift codes,
 * follow and mute, trash and restore, hiding responses and showing them again, notifications read,
 * preferences.
 *
 * Every one needs a signed-in viewer: a visitor gets a GraphQL error with code
 * UNAUTHENTICATED (the same answer whatever the mutation), so clients handle "not signed in"
 * in one place. Acting on someone else's account (a userId that is not the viewer's) gets
 * FORBIDDEN, except updateViewerPreferences, which answers false.
 * Outcomes the product explains to the user come back as the result unions.
 */
import { eq } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import type { MutationResolvers } from '../../__generated__/resolvers-types.ts';
import type { ApiContext } from '../../context.ts';
import { users } from '../../db/schema.ts';
import {
  restorePost,
  setResponseHiddenOnCatalog,
  setResponseHiddenOnPost,
  trashPost,
  type Actor,
} from '../../domain/content-actions.ts';
import {
  setFeaturedOnCollection,
  setPinnedOnCollection,
  setSubscriptionPromotion,
} from '../../domain/editorial-actions.ts';
import { followCatalog, unfollowCatalog } from '../../domain/catalog-follows.ts';
import { addPostToCatalog, removePostFromCatalog } from '../../domain/reading-lists.ts';
import { claimSubdomain, unclaimSubdomain } from '../../domain/subdomains.ts';
import { enrollInPartnerProgram } from '../../domain/partner-program.ts';
import { recordPayoutInformation } from '../../domain/payout-information.ts';
import { follow, mute, unfollow, unmute } from '../../domain/follow-service.ts';
import { publishResponse } from '../../domain/responses.ts';
import { markAllNotificationsRead, markNotificationRead, unreadNotificationCount } from '../../domain/notifications.ts';
import {
  exportNewsletterSubscribers,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
} from '../../domain/newsletters.ts';
import {
  cancelMembership,
  redeemGiftCode,
  switchMembershipPlan,
  uncancelMembership,
} from '../../domain/membership-actions.ts';
import {
  dismissFlag,
  isValidFeedId,
  isValidFlag,
  markFeedViewed,
  savePreferences,
} from '../../domain/viewer-settings.ts';
import { loaders } from './loaders.ts';
import { followResult, mutationResult, failureResult, redeemResult } from './unions.ts';

function requireViewer(ctx: ApiContext): string {
  if (!ctx.viewerId) throw new GraphQLError('Sign in to do this.', { extensions: { code: 'UNAUTHENTICATED' } });
  return ctx.viewerId;
}

function requireSelf(ctx: ApiContext, userId: string): string {
  const viewerId = requireViewer(ctx);
  if (userId !== viewerId) {
    throw new GraphQLError('You can only change your own account.', { extensions: { code: 'FORBIDDEN' } });
  }
  return viewerId;
}

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

async function viewerRow(ctx: ApiContext, viewerId: string) {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, viewerId)).limit(1);
  return row ?? null;
}

async function actor(ctx: ApiContext): Promise<Actor> {
  const viewerId = requireViewer(ctx);
  return { viewerId, capabilities: await loaders(ctx).viewerCapabilities(), now: ctx.services.now() };
}

export const contentMutations: MutationResolvers = {
  userDismissFlag: async (_root, { userId, flag }, ctx) => {
    const viewerId = requireSelf(ctx, userId);
    if (!isValidFlag(flag)) throw badInput('flag must be 1 to 100 letters, digits or _ . : -');
    await dismissFlag(ctx.db, viewerId, flag, ctx.services.now());
    return viewerRow(ctx, viewerId);
  },

  updateFollowedEntityViewedAt: async (_root, { input }, ctx) => {
    const viewerId = requireSelf(ctx, input.userId);
    if (!isValidFeedId(input.feedId)) throw badInput('feedId must be 1 to 200 characters.');
    await markFeedViewed(ctx.db, viewerId, input.feedId, ctx.services.now());
    return viewerRow(ctx, viewerId);
  },

  uncancelMembership: async (_root, { input }, ctx) =>
    mutationResult(await uncancelMembership(ctx.db, requireViewer(ctx), input.membershipId)),

  switchMembershipPlan: async (_root, { input }, ctx) =>
    mutationResult(await switchMembershipPlan(ctx.db, requireViewer(ctx), input.membershipId, input.membershipType)),
  cancelMembership: async (_root, { input }, ctx) =>
    mutationResult(
      await cancelMembership(ctx.db, requireViewer(ctx), input.membershipId, input.reason, ctx.services.now()),
    ),
  redeemGiftCode: async (_root, { code }, ctx) =>
    redeemResult(await redeemGiftCode(ctx.db, requireViewer(ctx), code, ctx.services.now())),

  followUser: async (_root, { targetUserId }, ctx) =>
    followResult(await follow(ctx.db, requireViewer(ctx), 'USER', targetUserId, ctx.services.now())),
  unfollowUser: async (_root, { targetUserId }, ctx) =>
    followResult(await unfollow(ctx.db, requireViewer(ctx), 'USER', targetUserId)),
  followCollection: async (_root, { targetCollectionId }, ctx) =>
    followResult(await follow(ctx.db, requireViewer(ctx), 'COLLECTION', targetCollectionId, ctx.services.now())),
  unfollowCollection: async (_root, { targetCollectionId }, ctx) =>
    followResult(await unfollow(ctx.db, requireViewer(ctx), 'COLLECTION', targetCollectionId)),
  recordPayoutInformation: async (_root, { input }, ctx) =>
    mutationResult(await recordPayoutInformation(ctx.db, requireViewer(ctx), input, ctx.services.now())),
  enrollInPartnerProgram: async (_root, _args, ctx) => {
    const viewer = await viewerRow(ctx, requireViewer(ctx));
    if (!viewer) throw new GraphQLError('Sign in to do this.', { extensions: { code: 'UNAUTHENTICATED' } });
    return mutationResult(await enrollInPartnerProgram(ctx.db, viewer, ctx.services.now()));
  },
  claimSubdomain: async (_root, _args, ctx) => mutationResult(await claimSubdomain(ctx.db, requireViewer(ctx))),
  unclaimSubdomain: async (_root, _args, ctx) => mutationResult(await unclaimSubdomain(ctx.db, requireViewer(ctx))),
  followCatalog: async (_root, { targetCatalogId }, ctx) =>
    followResult(await followCatalog(ctx.db, requireViewer(ctx), targetCatalogId, ctx.services.now())),
  unfollowCatalog: async (_root, { targetCatalogId }, ctx) =>
    followResult(await unfollowCatalog(ctx.db, requireViewer(ctx), targetCatalogId)),
  addPostToCatalog: async (_root, { postId, catalogId }, ctx) => {
    const { viewerId, capabilities, now } = await actor(ctx);
    return mutationResult(await addPostToCatalog(ctx.db, { id: viewerId, capabilities }, postId, catalogId, now));
  },
  removePostFromCatalog: async (_root, { postId, catalogId }, ctx) =>
    mutationResult(await removePostFromCatalog(ctx.db, requireViewer(ctx), postId, catalogId, ctx.services.now())),
  muteUser: async (_root, { targetUserId }, ctx) =>
    followResult(await mute(ctx.db, requireViewer(ctx), 'USER', targetUserId, ctx.services.now())),
  unmuteUser: async (_root, { targetUserId }, ctx) =>
    followResult(await unmute(ctx.db, requireViewer(ctx), 'USER', targetUserId)),
  muteCollection: async (_root, { targetCollectionId }, ctx) =>
    followResult(await mute(ctx.db, requireViewer(ctx), 'COLLECTION', targetCollectionId, ctx.services.now())),
  unmuteCollection: async (_root, { targetCollectionId }, ctx) =>
    followResult(await unmute(ctx.db, requireViewer(ctx), 'COLLECTION', targetCollectionId)),

  deletePost: async (_root, { targetPostId }, ctx) =>
    mutationResult(await trashPost(ctx.db, await actor(ctx), targetPostId)),
  undeletePost: async (_root, { targetPostId }, ctx) =>
    mutationResult(await restorePost(ctx.db, await actor(ctx), targetPostId)),
  publishPostResponse: async (_root, { parentPostId, text }, ctx) => {
    const outcome = await publishResponse(ctx.db, await actor(ctx), parentPostId, text);
    return outcome.kind === 'published' ? outcome.response : failureResult(outcome);
  },
  hidePostResponseOnParentPost: async (_root, { parentPostId, postResponseId }, ctx) =>
    mutationResult(await setResponseHiddenOnPost(ctx.db, await actor(ctx), parentPostId, postResponseId, true)),
  unhidePostResponseOnParentPost: async (_root, { parentPostId, postResponseId }, ctx) =>
    mutationResult(await setResponseHiddenOnPost(ctx.db, await actor(ctx), parentPostId, postResponseId, false)),
  hideCatalogResponseOnParent: async (_root, { parentCatalogId, catalogResponseId }, ctx) =>
    mutationResult(
      await setResponseHiddenOnCatalog(ctx.db, await actor(ctx), parentCatalogId, catalogResponseId, true),
    ),
  showCatalogResponseOnParent: async (_root, { parentCatalogId, catalogResponseId }, ctx) =>
    mutationResult(
      await setResponseHiddenOnCatalog(ctx.db, await actor(ctx), parentCatalogId, catalogResponseId, false),
    ),

  pinPostOnCollection: async (_root, { targetPostId }, ctx) =>
    mutationResult(await setPinnedOnCollection(ctx.db, await actor(ctx), targetPostId, true)),
  unpinPostOnCollection: async (_root, { targetPostId }, ctx) =>
    mutationResult(await setPinnedOnCollection(ctx.db, await actor(ctx), targetPostId, false)),
  featurePostOnCollection: async (_root, { targetPostId }, ctx) =>
    mutationResult(await setFeaturedOnCollection(ctx.db, await actor(ctx), targetPostId, true)),
  unfeaturePostOnCollection: async (_root, { targetPostId }, ctx) =>
    mutationResult(await setFeaturedOnCollection(ctx.db, await actor(ctx), targetPostId, false)),

  markAllNotificationsRead: async (_root, _args, ctx) => {
    const viewerId = requireViewer(ctx);
    await markAllNotificationsRead(ctx.db, viewerId, ctx.services.now());
    return { unreadNotificationCount: await unreadNotificationCount(ctx.db, viewerId) };
  },
  markNotificationRead: async (_root, { notificationId }, ctx) =>
    markNotificationRead(ctx.db, requireViewer(ctx), notificationId, ctx.services.now()),
  enablePostSubscriptionPromotion: async (_root, { targetPostId }, ctx) =>
    mutationResult(await setSubscriptionPromotion(ctx.db, await actor(ctx), targetPostId, true)),
  disablePostSubscriptionPromotion: async (_root, { targetPostId }, ctx) =>
    mutationResult(await setSubscriptionPromotion(ctx.db, await actor(ctx), targetPostId, false)),

  subscribeToUserNewsletter: async (_root, { targetUserId }, ctx) =>
    followResult(await subscribeToNewsletter(ctx.db, requireViewer(ctx), targetUserId, ctx.services.now())),
  unsubscribeFromUserNewsletter: async (_root, { targetUserId }, ctx) =>
    followResult(await unsubscribeFromNewsletter(ctx.db, requireViewer(ctx), targetUserId)),
  exportNewsletterSubscribers: async (_root, _args, ctx) =>
    followResult(await exportNewsletterSubscribers(ctx.db, ctx.services, requireViewer(ctx))),

  updateViewerPreferences: async (_root, { userId, preferences }, ctx) => {
    const viewerId = requireViewer(ctx);
    if (userId !== viewerId) return false;
    return savePreferences(ctx.db, viewerId, preferences);
  },
};
