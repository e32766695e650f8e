import { z } from 'zod/mini';
import { REMOTE_NAMES, type RemoteName } from '../remotes.ts';

/**
 * The remote registry the edge puts into the page's preloaded state: which release of each
 * remote the host loads. Versioned so a later format can be told apart from this one.
 */
export const REGISTRY_SCHEMA_VERSION = 1;

/** The cookie that names a visitor (set by the API); canaries are sticky to it. */
export const VISITOR_ID_COOKIE = 'inkpot_vid';

export const remoteReleaseSchema = z.lazy(() =>
  z.object({
    name: z.enum(REMOTE_NAMES as [RemoteName, ...RemoteName[]]),
    version: z.string().check(z.minLength(1)),
    manifestUrl: z.url(),
    contractVersion: z.string(),
    /** Subresource integrity of the manifest (`sha384-...`), set for releases made by `npm run deploy`. */
    integrity: z.optional(z.string()),
    /** Subresource integrity of the remote entry script. */
    entryIntegrity: z.optional(z.string()),
    /**
     * Integrity of the release's server build (`server/parcels.cjs`), which the edge runs in its own
     * process: a release with an `integrity` but none of this has its parcels rendered in the browser only.
     */
    serverIntegrity: z.optional(z.string()),
  }),
);

export const remoteRegistrySchema = z.lazy(() =>
  z.object({
    schemaVersion: z.literal(REGISTRY_SCHEMA_VERSION),
    remotes: z.array(remoteReleaseSchema),
    /** The composition snapshot these releases come from (`?composition=<id>` reproduces it). */
    composition: z.optional(z.string()),
  }),
);

export type RemoteRelease = z.infer<typeof remoteReleaseSchema>;
/** What the release registry releases: a remote, or the host. */
export type ReleaseName = RemoteName | 'shell';
export type RemoteRegistry = z.infer<typeof remoteRegistrySchema>;

/**
 * The host is released like a remote, under this name beside the remotes' (`npm run deploy --
 * shell`): immutable versions, a stable channel, rollback. It has no canaries.
 */
export const HOST_RELEASE_NAME = 'shell';

/**
 * The host release a composition serves: its version, and the integrity of its document
 * (`index.html`) and of its server build (`render.cjs`), which the edge checks before it serves them.
 */
export const hostReleaseSchema = z.lazy(() =>
  z.object({
    version: z.string().check(z.minLength(1)),
    integrity: z.string(),
    serverIntegrity: z.optional(z.string()),
  }),
);

export type HostRelease = z.infer<typeof hostReleaseSchema>;

/** Why a release is withdrawn: a rollback moved away from it (promoting it again clears that), or it was revoked for good. */
export const WITHDRAWAL_REASONS = ['rolled-back', 'revoked'] as const;

/**
 * A release of a composition snapshot that has been withdrawn since: the edge serves
 * such a snapshot (`?composition=<id>`) only with a signed QA link.
 */
export const withdrawnReleaseSchema = z.lazy(() =>
  z.object({
    name: z.enum([HOST_RELEASE_NAME, ...REMOTE_NAMES] as [ReleaseName, ...ReleaseName[]]),
    version: z.string(),
    reason: z.enum(WITHDRAWAL_REASONS),
    /** What whoever rolled it back or revoked it said. */
    note: z.optional(z.string()),
  }),
);

/**
 * What the release registry serves now (`GET /_/composition` on the API): each remote's stable
 * release, and the canaries, each to a percentage of visitors. The id names the snapshot.
 */
export const compositionSchema = z.lazy(() =>
  z.object({
    id: z.string().check(z.minLength(1)),
    stable: z.array(remoteReleaseSchema),
    canaries: z.array(
      z.object({ release: remoteReleaseSchema, percent: z.number().check(z.minimum(0), z.maximum(100)) }),
    ),
    /** The promoted host release; absent until one is deployed (the edge serves its own build then). */
    host: z.optional(hostReleaseSchema),
    /** A snapshot's (`GET /_/composition/:id`) releases that were rolled back or revoked since; none when absent. */
    withdrawn: z.optional(z.array(withdrawnReleaseSchema)),
  }),
);

export type WithdrawnRelease = z.infer<typeof withdrawnReleaseSchema>;
export type Composition = z.infer<typeof compositionSchema>;
