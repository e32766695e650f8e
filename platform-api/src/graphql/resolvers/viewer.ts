/** The signed-in viewer. Only ever resolved for the viewer's own row. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ViewerResolvers } from '../../__generated__/resolvers-types.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import {
  followedFeedViews,
  publications,
  publicationStaff,
  userCapabilities,
  userDismissedFlags,
  userPreferences,
} from '../../db/schema.ts';
import { obfuscateEmail } from '../../domain/email-mask.ts';
import { canCancel, canSwitchPlan, canUncancel } from '../../domain/membership-rules.ts';
import { missingRequirements, partnerProgramFacts } from '../../domain/partner-program.ts';
import { payoutAccountOf } from '../../domain/payout-information.ts';
import { loaders } from './loaders.ts';

/** Asked by every signed-in page (ViewerQuery): prepared once per database. */
const dismissedFlags = preparedPerDatabase((db) =>
  db
    .select({ flag: userDismissedFlags.flag })
    .from(userDismissedFlags)
    .where(eq(userDismissedFlags.userId, sql.placeholder('viewerId')))
    .orderBy(asc(userDismissedFlags.flag))
    .prepare('viewer_dismissed_flags'),
);

export const Viewer: ViewerResolvers = {
  dismissableFlags: async (viewer, _args, ctx) => {
    const rows = await dismissedFlags(ctx.db).execute({ viewerId: viewer.id });
    return rows.map((row) => row.flag);
  },
  emailObfuscated: (viewer) => (viewer.emailVerified ? obfuscateEmail(viewer.email) : ''),
  unverifiedEmail: (viewer) => (viewer.emailVerified ? null : viewer.email),
  geolocation: (viewer) => ({ country: viewer.country }),
  // Not modelled yet: group gifts, email import, the style editor and linked accounts.
  hasGroupGiftingEnabled: () => false,
  isEligibleToImportEmails: () => false,
  isEligibleToViewNewResponses: () => true,
  styleEditorOnboardingVersionSeen: () => 0,
  twitterScreenName: () => null,
  mastodonAccountId: () => null,
  payoutAccount: async (viewer, _args, ctx) => {
    const account = await payoutAccountOf(ctx.db, viewer.id);
    return (
      account && {
        accountHolderName: account.accountHolderName,
        country: account.country,
        accountLastFour: account.accountNumber.slice(-4),
        updatedAt: account.updatedAt,
      }
    );
  },
  membership: (viewer, _args, ctx) => loaders(ctx).membership.load(viewer.id),
  membershipStatus: (viewer, _args, ctx) => loaders(ctx).membership.load(viewer.id),
  canUncancelMembership: async (viewer, _args, ctx) => {
    const membership = await loaders(ctx).membership.load(viewer.id);
    if (!membership) return false;
    const paymentMethod = await loaders(ctx).paymentMethod.load(viewer.id);
    return canUncancel(membership, paymentMethod !== null);
  },
  canSwitchMembershipPlan: async (viewer, _args, ctx) => {
    const membership = await loaders(ctx).membership.load(viewer.id);
    return membership !== null && canSwitchPlan(membership);
  },
  canCancelMembership: async (viewer, _args, ctx) => {
    const membership = await loaders(ctx).membership.load(viewer.id);
    return membership !== null && canCancel(membership);
  },
  partnerProgramEnrollment: (viewer) =>
    viewer.partnerProgramStatus && viewer.partnerProgramStatus !== 'NOT_ENROLLED'
      ? { id: `partner-program:${viewer.id}`, status: viewer.partnerProgramStatus }
      : null,
  partnerProgramRequirements: async (viewer, _args, ctx) =>
    missingRequirements(await partnerProgramFacts(ctx.db, viewer.id, ctx.services.now())),
  verifications: (viewer) => ({ isBookAuthor: viewer.isBookAuthor }),
  viewerEdge: (viewer) => viewer,
  /** Publications the viewer runs (OWNER or EDITOR), for the account menu and settings. */
  adminCollections: async (viewer, _args, ctx) => {
    const rows = await ctx.db
      .select({ publication: publications })
      .from(publicationStaff)
      .innerJoin(publications, eq(publications.id, publicationStaff.publicationId))
      .where(and(eq(publicationStaff.userId, viewer.id), inArray(publicationStaff.role, ['OWNER', 'EDITOR'])))
      .orderBy(asc(publications.name), asc(publications.id));
    return rows.map((row) => row.publication);
  },
  followedEntityViewedAt: async (viewer, { entityId }, ctx) => {
    const [row] = await ctx.db
      .select({ viewedAt: followedFeedViews.viewedAt })
      .from(followedFeedViews)
      .where(and(eq(followedFeedViews.userId, viewer.id), eq(followedFeedViews.feedId, entityId)))
      .limit(1);
    return row?.viewedAt ?? null;
  },
  capabilities: async (viewer, _args, ctx) => {
    const rows = await ctx.db
      .select({ name: userCapabilities.name })
      .from(userCapabilities)
      .where(eq(userCapabilities.userId, viewer.id))
      .orderBy(asc(userCapabilities.name));
    return rows.map((row) => row.name);
  },
  preferences: (viewer, _args, ctx) =>
    ctx.db
      .select({ name: userPreferences.name, value: userPreferences.value })
      .from(userPreferences)
      .where(eq(userPreferences.userId, viewer.id))
      .orderBy(asc(userPreferences.name)),
};
