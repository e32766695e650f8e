/**
 * A publication's settings (src/domain/publication-settings.ts): its about text, logo and
 * navigation, and its masthead. A visitor's write gets UNAUTHENTICATED, as every content mutation
 * does; the xsrf rule is the API's for every mutation (app.ts).
 *
 * What a save changes every reader sees on the publication's pages (its bar, its home, its about
 * page), so every cached result holding the publication is dropped at once, in every API process
 * (graphql/response-cache.ts); the saving session's own results are dropped as after any mutation.
 */
import { GraphQLError } from 'graphql';
import type { CollectionResolvers, MutationResolvers } from '../../__generated__/resolvers-types.ts';
import type { ApiContext } from '../../context.ts';
import {
  mastheadOf,
  setPublicationLogo,
  setPublicationNavigation,
  updatePublicationAbout,
  type PublicationSettingsOutcome,
} from '../../domain/publication-settings.ts';
import { failureResult } from './unions.ts';

function requireViewer(ctx: ApiContext): string {
  if (!ctx.viewerId) throw new GraphQLError('Sign in to do this.', { extensions: { code: 'UNAUTHENTICATED' } });
  return ctx.viewerId;
}

async function settingsResult(ctx: ApiContext, outcome: PublicationSettingsOutcome) {
  if (outcome.kind !== 'stored') return failureResult(outcome);
  await ctx.services.responseCache?.cache.invalidate([{ typename: 'Collection', id: outcome.publication.id }]);
  return outcome.publication;
}

export const publicationSettingsMutations: Pick<
  MutationResolvers,
  'updatePublicationAbout' | 'setPublicationLogo' | 'setPublicationNavigation'
> = {
  updatePublicationAbout: async (_root, { publicationId, input }, ctx) =>
    settingsResult(ctx, await updatePublicationAbout(ctx.db, requireViewer(ctx), publicationId, input)),
  setPublicationLogo: async (_root, { publicationId, imageId }, ctx) =>
    settingsResult(ctx, await setPublicationLogo(ctx.db, requireViewer(ctx), publicationId, imageId ?? null)),
  setPublicationNavigation: async (_root, { publicationId, items }, ctx) =>
    settingsResult(ctx, await setPublicationNavigation(ctx.db, requireViewer(ctx), publicationId, items)),
};

export const publicationSettingsFields: Pick<CollectionResolvers, 'masthead'> = {
  masthead: (publication, _args, ctx) => mastheadOf(ctx.db, publication.id),
};
