import { z } from 'zod/mini';
import { REMOTE_NAMES, type RemoteName } from '../remotes.ts';

/**
 * The remote registry the edge puts into the page's preloaded state: which release of each
 * remote the host loads. Versioned so a later format (release history, integrity, rollback)
 * can be told apart from this one.
 */
export const REGISTRY_SCHEMA_VERSION = 1;

export const remoteReleaseSchema = z.object({
  name: z.enum(REMOTE_NAMES as [RemoteName, ...RemoteName[]]),
  version: z.string().check(z.minLength(1)),
  manifestUrl: z.url(),
  contractVersion: z.string(),
  integrity: z.optional(z.string()),
});

export const remoteRegistrySchema = z.object({
  schemaVersion: z.literal(REGISTRY_SCHEMA_VERSION),
  remotes: z.array(remoteReleaseSchema),
});

export type RemoteRelease = z.infer<typeof remoteReleaseSchema>;
export type RemoteRegistry = z.infer<typeof remoteRegistrySchema>;
