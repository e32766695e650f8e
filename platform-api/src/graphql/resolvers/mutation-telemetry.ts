/**
 * Telemetry mutations: LogClientEvents, LogGateExposure, LogExperimentExposure and
 * SearchClickEventMutation. Malformed input is a GraphQLError with code BAD_REQUEST saying what
 * is wrong, and nothing is stored.
 */
import { GraphQLError } from 'graphql';
import type { MutationResolvers } from '../../__generated__/resolvers-types.ts';
import { searchClickProblem, storeSearchClick } from '../../search/search-clicks.ts';
import { readClientEvents, storeClientEvents } from '../../telemetry/client-events.ts';
import { deployTokenOf, pageTokenKeyOf, readPageToken } from '../../environment.ts';
import { recordRemoteOutcomes, remoteOutcomesOf } from '../../releases/canary-monitor.ts';
import { recordExposure } from '../../telemetry/exposures.ts';
import { healthRowsOfEvents, recordReleaseHealth, trimReleaseHealth } from '../../telemetry/release-health.ts';
import { TelemetryInputError } from '../../telemetry/telemetry-input.ts';
import { afterStoring, telemetryAllowance } from '../../telemetry/telemetry-limits.ts';
import type { ApiContext } from '../../context.ts';

const badRequest = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_REQUEST' } });

/** Runs `work`, turning a TelemetryInputError into a client-facing GraphQLError. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof TelemetryInputError) throw badRequest(error.message);
    throw error;
  }
}

const success = { success: true } as const;

/** Spends `items` of the client's per-minute telemetry allowance, or fails with RATE_LIMITED. */
async function withinAllowance(context: ApiContext, items: number) {
  const refusal = await telemetryAllowance(context.services.rateLimits, context.ip, items);
  if (!refusal) return;
  throw new GraphQLError(refusal.message, {
    extensions: {
      code: 'RATE_LIMITED',
      http: { status: 429, headers: { 'Retry-After': String(refusal.retryAfterSeconds ?? 60) } },
    },
  });
}

export const telemetryMutations: MutationResolvers = {
  logClientEvents: (_parent, { events }, context) =>
    guarded(async () => {
      const now = context.services.now();
      const { events: kept } = readClientEvents(events, now);
      await withinAllowance(context, kept.length);
      const pageKey = pageTokenKeyOf(deployTokenOf(context.config));
      const trusted = (page: string | undefined) => readPageToken(pageKey, page, now.getTime()) !== null;
      await storeClientEvents(context.db, context.viewerId, kept, now, trusted);
      afterStoring(context.db, 'client_events', kept.length, now);
      await recordReleaseHealth(
        context.db,
        healthRowsOfEvents(kept, (page) => readPageToken(pageKey, page, now.getTime()), now.getTime()),
      );
      await trimReleaseHealth(context.db, now.getTime());
      const outcomes = remoteOutcomesOf(kept);
      if (outcomes.length) {
        for (const outcome of outcomes)
          context.services.observations?.remoteOutcome(outcome.remote, outcome.ok, trusted(outcome.page));
        await recordRemoteOutcomes(context.db, outcomes, { pageKey, now: now.getTime() });
      }
      return true;
    }),

  logGateExposure: (_parent, { input }, context) =>
    guarded(async () => {
      const { gateId, postId, publicationId } = input;
      await withinAllowance(context, 1);
      afterStoring(context.db, 'exposures', 1, context.services.now());
      await recordExposure(
        context.db,
        { kind: 'gate', subjectId: gateId, userId: context.viewerId, postId, publicationId },
        context.services.now(),
      );
      return success;
    }),

  logExperimentExposure: (_parent, { input }, context) =>
    guarded(async () => {
      const { experimentId, postId, publicationId } = input;
      await withinAllowance(context, 1);
      afterStoring(context.db, 'exposures', 1, context.services.now());
      await recordExposure(
        context.db,
        { kind: 'experiment', subjectId: experimentId, userId: context.viewerId, postId, publicationId },
        context.services.now(),
      );
      return success;
    }),

  searchClickEvent: async (_parent, { input }, context) => {
    const click = {
      queryId: input.queryId,
      indexName: input.indexName,
      objectIds: input.objectIds,
      positions: input.positions,
    };
    const problem = searchClickProblem(click, context.config.SEARCH_INDEX_PREFIX);
    if (problem) throw badRequest(problem);
    await withinAllowance(context, 1);
    afterStoring(context.db, 'search_clicks', 1, context.services.now());
    await storeSearchClick(context.db, click, context.viewerId, context.services.now());
    return success;
  },
};
