/**
 * Submissions (src/domain/publication-submissions.ts): the writer's side in the story editor
 * (`Viewer.publicationsToSubmitTo`, `Post.latestSubmission`, submit and withdraw) and the editors'
 * inbox (`Collection.submissions`, accept and decline).
 *
 * Each side sees the other's write at once: a write drops the cached results holding the
 * submission, its story and its publication (the inbox, the editor's panel, the publication's
 * pages), in every API process. Accepting publishes the story, so it also drops what publishing
 * drops (the writer's and publication's followers' results: graphql/resolvers/writing.ts).
 */
import { GraphQLError } from 'graphql';
import { paragraphsOfPlainText } from '@inkpot/shared-contracts/stories';
import type {
  CollectionResolvers,
  MutationResolvers,
  PostResolvers,
  PublicationSubmissionResolvers,
  Resolvers,
  ViewerResolvers,
} from '../../__generated__/resolvers-types.ts';
import type { ApiContext } from '../../context.ts';
import type { PostRow } from '../../db/rows.ts';
import {
  acceptSubmission,
  canSeeSubmission,
  declineSubmission,
  isEditingRole,
  latestSubmissionOf,
  listSubmissions,
  publicationsToSubmitTo,
  submitStory,
  withdrawSubmission,
  type SubmissionOutcome,
} from '../../domain/publication-submissions.ts';
import { followerSessions } from '../../domain/story-drafts.ts';
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

/** Drops the cached results the write makes stale, for every reader. */
async function dropStaleResults(ctx: ApiContext, outcome: Extract<SubmissionOutcome, { kind: 'stored' }>) {
  const cache = ctx.services.responseCache?.cache;
  if (!cache) return;
  const { submission, post } = outcome;
  const entities: { typename: string; id: string }[] = [
    { typename: 'PublicationSubmission', id: submission.id },
    { typename: 'Collection', id: submission.publicationId },
    { typename: 'Post', id: post.id },
  ];
  if (outcome.published) {
    entities.push({ typename: 'User', id: post.creatorId });
    const topics = await loaders(ctx).tags.load(post.id);
    entities.push(...topics.map((topic) => ({ typename: 'Tag', id: topic.slug })));
    ctx.services.responseCache?.endSessionsByIdHash(await followerSessions(ctx.db, post, ctx.services.now()));
  }
  await cache.invalidate(entities);
}

async function submissionResult(ctx: ApiContext, outcome: SubmissionOutcome) {
  if (outcome.kind !== 'stored') return failureResult(outcome);
  await dropStaleResults(ctx, outcome);
  return { ...outcome.submission, __typename: 'PublicationSubmission' as const };
}

export const submissionMutations: MutationResolvers = {
  submitStoryToPublication: async (_root, { postId, publicationId }, ctx) =>
    submissionResult(ctx, await submitStory(ctx.db, await actor(ctx), postId, publicationId)),
  acceptSubmission: async (_root, { submissionId }, ctx) =>
    submissionResult(ctx, await acceptSubmission(ctx.db, await actor(ctx), submissionId)),
  declineSubmission: async (_root, { submissionId, note }, ctx) =>
    submissionResult(ctx, await declineSubmission(ctx.db, await actor(ctx), submissionId, note)),
  withdrawSubmission: async (_root, { submissionId }, ctx) =>
    submissionResult(ctx, await withdrawSubmission(ctx.db, await actor(ctx), submissionId)),
};

const paragraphsOf = (post: PostRow) => post.content ?? paragraphsOfPlainText(post.body);

async function postOf(ctx: ApiContext, postId: string): Promise<PostRow> {
  const post = await loaders(ctx).post.load(postId);
  if (!post) throw new GraphQLError(`The story of a submission (${postId}) is missing.`);
  return post;
}

const PublicationSubmission: PublicationSubmissionResolvers = {
  publication: async (submission, _args, ctx) => {
    const publication = await loaders(ctx).publication.load(submission.publicationId);
    if (!publication) throw new GraphQLError(`The publication of submission ${submission.id} is missing.`);
    return publication;
  },
  post: (submission, _args, ctx) => postOf(ctx, submission.postId),
  writer: async (submission, _args, ctx) => {
    const writer = await loaders(ctx).user.load(submission.writerId);
    if (!writer) throw new GraphQLError(`The writer of submission ${submission.id} is missing.`);
    return writer;
  },
  state: (submission) => submission.state as 'OPEN' | 'ACCEPTED' | 'REJECTED' | 'CANCELLED',
  content: async (submission, _args, ctx) => paragraphsOf(await postOf(ctx, submission.postId)),
};

const collectionFields: CollectionResolvers = {
  submissions: async (publication, { filter }, ctx) => {
    const role = ctx.viewerId ? await loaders(ctx).viewerStaffRole.load(publication.id) : null;
    if (!isEditingRole(role)) return null;
    return listSubmissions(ctx.db, publication.id, filter ?? 'PENDING');
  },
};

const postFields: PostResolvers = {
  latestSubmission: async (post, _args, ctx) => {
    if (!ctx.viewerId) return null;
    const submission = await latestSubmissionOf(ctx.db, post.id);
    return submission && (await canSeeSubmission(ctx.db, submission, ctx.viewerId)) ? submission : null;
  },
};

const viewerFields: ViewerResolvers = {
  publicationsToSubmitTo: (viewer, _args, ctx) => publicationsToSubmitTo(ctx.db, viewer.id),
};

const PublicationSubmissionResult = {
  __resolveType: (value: object) => {
    const typename = (value as { __typename?: unknown }).__typename;
    if (typeof typename !== 'string') throw new GraphQLError('A submission result carries no __typename.');
    return typename as 'PublicationSubmission' | 'BadRequest' | 'NotFound' | 'Forbidden';
  },
};

/** The API's resolvers with this file's types, fields of other types and mutations added. */
export function withSubmissions(resolvers: Resolvers): Resolvers {
  return {
    ...resolvers,
    PublicationSubmission,
    PublicationSubmissionResult,
    Collection: { ...resolvers.Collection, ...collectionFields },
    Post: { ...resolvers.Post, ...postFields },
    Viewer: { ...resolvers.Viewer, ...viewerFields },
    Mutation: { ...resolvers.Mutation, ...submissionMutations },
  };
}
