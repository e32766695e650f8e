import { z } from 'zod/mini';
import { shellConfigSchema } from '@inkpot/shared-contracts/config';
import { remoteRegistrySchema } from '@inkpot/shared-contracts/registry';
import { viewerStateSchema } from '@inkpot/shared-contracts/state';
import { bannerFactsSchema } from '@inkpot/shared-contracts/banners';

/** The routing modes; a custom domain names the user or publication it stands for. */
export const routingModeSchema = z.lazy(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('default') }),
    z.object({ kind: z.literal('user'), username: z.string() }),
    z.object({ kind: z.literal('collection'), collectionSlug: z.string() }),
  ]),
);

/**
 * A developer's local override of one remote (server/local-override.ts): applied (the
 * page shows a banner naming it) or refused (the page warns in the console and tells telemetry).
 */
export const localOverrideStateSchema = z.lazy(() =>
  z.discriminatedUnion('status', [
    z.object({
      status: z.literal('applied'),
      remote: z.string(),
      manifestUrl: z.string(),
      /** A signed override's end. */
      expiresAt: z.optional(z.string()),
    }),
    z.object({
      status: z.literal('refused'),
      reason: z.enum(['malformed', 'unsigned', 'no-key', 'bad-signature', 'expired', 'too-long']),
      message: z.string(),
      remote: z.optional(z.string()),
      manifestUrl: z.optional(z.string()),
    }),
  ]),
);

export type LocalOverrideState = z.infer<typeof localOverrideStateSchema>;

/** What the edge server embeds into every document, and the host starts from. */
export const preloadedStateSchema = z.lazy(() =>
  z.object({
    config: shellConfigSchema,
    registry: remoteRegistrySchema,
    viewer: viewerStateSchema,
    flags: z.record(z.string(), z.union([z.boolean(), z.string(), z.number()])),
    session: z.object({ xsrf: z.nullable(z.string()) }),
    /** The banner area's facts of a signed-in viewer, so the host knows the banner's box before paint. */
    banner: z.optional(bannerFactsSchema),
    localOverride: z.optional(localOverrideStateSchema),
    /**
     * This page's signed token (config/page-token.mjs), bound to its composition and cohort: every
     * telemetry event and performance report of the page carries it, and the API trusts them (counts
     * them for a canary, reads them into release health) only with it.
     */
    pageToken: z.optional(z.string()),
    /** The edge took the reader for a bot (by its user agent): the page reports no web vitals. */
    viewerIsBot: z.optional(z.boolean()),
    /** How the edge routed the request: the custom-domain mode of its Host, and the status it answered. */
    routing: z.object({
      mode: routingModeSchema,
      status: z.number(),
    }),
  }),
);

export type PreloadedState = z.infer<typeof preloadedStateSchema>;

export const PRELOADED_STATE_ELEMENT_ID = 'inkpot-state';

/** The script element holding the Apollo cache the edge's render filled (absent when the page is rendered in the browser). */
export const APOLLO_CACHE_ELEMENT_ID = 'inkpot-apollo-cache';

/** The Apollo cache the server's render embedded, to restore before hydrating; null when there is none. */
export function readServerApolloCache(doc: Document): Record<string, unknown> | null {
  const text = doc.getElementById(APOLLO_CACHE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  const cache: unknown = JSON.parse(text);
  if (typeof cache !== 'object' || cache === null || Array.isArray(cache))
    throw new Error(`Inkpot cannot start: the server's Apollo cache (#${APOLLO_CACHE_ELEMENT_ID}) is not an object.`);
  return cache as Record<string, unknown>;
}

/** Missing preloaded state is a start-up failure with a clear message. */
export function readPreloadedState(doc: Document): PreloadedState {
  const element = doc.getElementById(PRELOADED_STATE_ELEMENT_ID);
  if (!element?.textContent)
    throw new Error(`Inkpot cannot start: the preloaded state (#${PRELOADED_STATE_ELEMENT_ID}) is missing.`);
  const result = preloadedStateSchema.safeParse(JSON.parse(element.textContent));
  if (!result.success) {
    const detail = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Inkpot cannot start: the preloaded state is invalid (${detail}).`);
  }
  return result.data;
}
