import type { FeatureFlags } from '@inkpot/shared-contracts/config';
import { z } from 'zod/mini';
import { edgeGraphqlQuery } from './api-graphql.ts';
import { oncePerFailure } from '../observability/failure-log.ts';

/** The flags stored in the API (the seed, an operator's switch), the same for every reader. */
export type ApiFlagsLookup = () => Promise<FeatureFlags>;

/** The API's flag list (the one-tap gate's OneTapFlags asks the same), each value by its type. */
export const EDGE_VARIANT_FLAGS_QUERY = /* GraphQL */ `
  query EdgeVariantFlags {
    variantFlags {
      name
      valueType {
        __typename
        ... on VariantFlagBoolean {
          boolean: value
        }
        ... on VariantFlagString {
          string: value
        }
        ... on VariantFlagNumber {
          number: value
        }
      }
    }
  }
`;

const answerSchema = z.object({
  data: z.object({
    variantFlags: z.array(
      z.object({
        name: z.string(),
        valueType: z.union([
          z.object({ __typename: z.literal('VariantFlagBoolean'), boolean: z.boolean() }),
          z.object({ __typename: z.literal('VariantFlagString'), string: z.string() }),
          z.object({ __typename: z.literal('VariantFlagNumber'), number: z.number() }),
        ]),
      }),
    ),
  }),
});

/** How long the edge keeps the API's flags before asking again. */
export const API_FLAGS_TTL_MS = 30_000;
/** After a failed lookup the API is asked again no sooner than this (an outage is not asked on every page). */
export const API_FLAGS_FAILURE_TTL_MS = 5_000;

const NO_FLAGS: FeatureFlags = {};

/**
 * The API's `variantFlags`, for the preloaded state of every page. They are the same for every
 * reader, so they are asked without cookies, kept `API_FLAGS_TTL_MS`, and concurrent requests share
 * one lookup. Once the edge has an answer, a page never waits for the next one: an expired answer
 * serves the page while a fresh one is fetched. A slow or failed lookup never fails the page: the
 * last good answer stays (none before the first), the failure is logged once per kind.
 */
export function apiFlagsLookup(
  apiUrl: string,
  options: { logger?: Pick<Console, 'error'>; ttlMs?: number; failureTtlMs?: number; now?: () => number } = {},
): ApiFlagsLookup {
  const {
    logger = console,
    ttlMs = API_FLAGS_TTL_MS,
    failureTtlMs = API_FLAGS_FAILURE_TTL_MS,
    now = Date.now,
  } = options;
  const log = oncePerFailure(
    logger,
    (message) => `[edge] Flags lookup failed (${message}); pages keep the last flags the API gave.`,
  );
  let lastGood: FeatureFlags | null = null;
  /** When the flags at hand stop being fresh (an answer's age, or the wait after a failure). */
  let freshUntil = -Infinity;
  let inFlight: Promise<FeatureFlags> | null = null;

  const ask = async (): Promise<FeatureFlags> => {
    try {
      const { variantFlags } = await edgeGraphqlQuery(
        apiUrl,
        { name: 'EdgeVariantFlags', query: EDGE_VARIANT_FLAGS_QUERY, variables: {} },
        answerSchema,
        undefined,
      );
      log.succeeded();
      lastGood = Object.fromEntries(
        variantFlags.map(({ name, valueType }) => [
          name,
          'boolean' in valueType ? valueType.boolean : 'string' in valueType ? valueType.string : valueType.number,
        ]),
      );
      freshUntil = now() + ttlMs;
    } catch (error) {
      log.failed(error);
      freshUntil = now() + failureTtlMs;
    }
    return lastGood ?? NO_FLAGS;
  };

  return async function lookup() {
    if (now() < freshUntil) return lastGood ?? NO_FLAGS;
    inFlight ??= ask().finally(() => (inFlight = null));
    return lastGood ?? inFlight;
  };
}
