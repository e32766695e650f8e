/**
 * The releases a new remote release will run beside, with the contract surfaces they recorded: the
 * other remotes' stable releases and canaries, and the promoted host. Without a promoted host that
 * recorded its surface, the host's side is the contract this API was built with.
 */
import { inArray } from 'drizzle-orm';
import { eventJsonSchemas, providedParcelProps } from '@inkpot/shared-contracts/contract-surface';
import { HOST_RELEASE_NAME } from '@inkpot/shared-contracts/registry';
import type { Database } from '../db/client.ts';
import { remoteChannels, remoteReleases } from '../db/schema.ts';
import {
  hostSurfaceSchema,
  remoteSurfaceSchema,
  type HostSurface,
  type LiveHost,
  type LiveRemote,
} from './contract-diff.ts';

/** The host's side when no host release recorded one: the bus and mounts of this API's contract. */
export function contractHostSurface(): HostSurface {
  return { bus: eventJsonSchemas(), sends: {}, listens: {}, mounts: providedParcelProps(), operations: [] };
}

const surfaceOf = (facts: unknown) => (facts as { surface?: unknown } | null)?.surface;

export async function liveSurfaces(
  db: Database,
  except: string,
): Promise<{ live: LiveRemote[]; host: LiveHost; unrecorded: string[] }> {
  const channels = await db.select().from(remoteChannels);
  const wanted = channels.flatMap((channel) =>
    channel.remote === except
      ? []
      : [
          { id: channel.stableReleaseId, channel: channel.remote === HOST_RELEASE_NAME ? 'host' : 'stable' },
          ...(channel.canaryReleaseId !== null && channel.canaryPercent > 0
            ? [{ id: channel.canaryReleaseId, channel: `canary ${channel.canaryPercent}%` }]
            : []),
        ],
  );
  const rows = wanted.length
    ? await db
        .select()
        .from(remoteReleases)
        .where(
          inArray(
            remoteReleases.id,
            wanted.map((entry) => entry.id),
          ),
        )
    : [];
  const live: LiveRemote[] = [];
  let host: LiveHost | null = null;
  const unrecorded: string[] = [];
  for (const { id, channel } of wanted) {
    const row = rows.find((candidate) => candidate.id === id);
    if (!row) continue;
    const side = { name: row.remote, version: row.version, channel };
    if (row.remote === HOST_RELEASE_NAME) {
      const parsed = hostSurfaceSchema.safeParse(surfaceOf(row.facts));
      if (parsed.success) host = { side, surface: parsed.data };
      else unrecorded.push(`${row.remote}@${row.version}`);
      continue;
    }
    const parsed = remoteSurfaceSchema.safeParse(surfaceOf(row.facts));
    if (parsed.success) live.push({ side, surface: parsed.data });
    else unrecorded.push(`${row.remote}@${row.version}`);
  }
  return {
    live,
    host: host ?? {
      side: { name: 'shell', version: '', channel: "the API's contract" },
      surface: contractHostSurface(),
    },
    unrecorded,
  };
}
